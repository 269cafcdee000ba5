import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(dist, '.env'), 'SECRET=1');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t?.dispose();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('web app', () => {
  it('serves index.html at the root without caching it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/static/faq', '/musikersuche/region/koeln', '/user/lena-hoffmann-Ab12Cd34Ef', '/home'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves other files so that they revalidate', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/missing.js', '/favicon-missing.png', '/assets/no-extension', '/.env'])(
    'answers %s with a real 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(INDEX_HTML);
      expect(response.body).not.toContain('SECRET');
    },
  );

  it('never answers an unknown API path with the web app', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.not_found' });
  });

  it('sends the CSP with the web app too', async () => {
    const response = await get('/home');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('without a web build', () => {
  it('still answers the API and says how to build the web app', async () => {
    const bare = await buildTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const page = await bare.app.inject({ method: 'GET', url: '/home' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('npm run build');
    } finally {
      await bare.dispose();
    }
  });
});
