import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures } from '../test/authz/role-contexts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { describeStatements, recordStatements } from '../test/statement-counter.ts';
import { INLINE_SCRIPTS_FILE, readInlineScriptHashes } from './web.ts';

/** The build's one inline script (MUI's colour-scheme script), as scripts/prerender.ts puts it. */
const SCHEME_SCRIPT = "(function(){document.documentElement.classList.add('dark');})();";
const SCHEME_HASH = `sha256-${createHash('sha256').update(SCHEME_SCRIPT).digest('base64')}`;
const INDEX_HTML = `<!doctype html><html><head><script>${SCHEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
const prerendered = (language: string, name: string) =>
  `<!doctype html><html lang="${language}"><head><script>${SCHEME_SCRIPT}</script></head><body><div id="root" data-prerendered="${language}">${name}</div></body></html>`;
let dist: string;
let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(dist, '.env'), 'SECRET=1');
  await fs.writeFile(
    path.join(dist, INLINE_SCRIPTS_FILE),
    JSON.stringify({ scriptHashes: [SCHEME_HASH] }),
  );
  for (const language of ['de', 'en']) {
    await fs.mkdir(path.join(dist, 'prerendered', language, 'static'), { recursive: true });
    for (const [file, name] of [
      ['index.html', 'landing'],
      ['login.html', 'login'],
      ['static/legal.html', 'legal'],
    ] as const) {
      await fs.writeFile(
        path.join(dist, 'prerendered', language, file),
        prerendered(language, name),
      );
    }
  }
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('web app', () => {
  it('serves index.html at an address without a prerendered page, without caching it', async () => {
    const response = await get('/home');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  describe('prerendered public pages', () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    it('sends a visitor the prerendered page in German by default', async () => {
      const response = await page('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(prerendered('de', 'landing'));
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['vary']).toBe('Accept-Language, Cookie');
    });

    it('picks the language as the app does: ?lang=, then the cookie, then Accept-Language', async () => {
      expect((await page('/login', { 'accept-language': 'en-GB,en;q=0.9' })).body).toBe(
        prerendered('en', 'login'),
      );
      expect(
        (await page('/login', { 'accept-language': 'en', cookie: 'backline_language=de' })).body,
      ).toBe(prerendered('de', 'login'));
      expect((await page('/static/legal?lang=en', { cookie: 'backline_language=de' })).body).toBe(
        prerendered('en', 'legal'),
      );
      expect((await page('/login', { 'accept-language': 'fr' })).body).toBe(
        prerendered('de', 'login'),
      );
    });

    it('sends the app for an address with parameters the page was not prerendered with', async () => {
      expect((await page('/login?reset=')).body).toBe(INDEX_HTML);
      expect((await page('/login?key=abc&lang=en')).body).toBe(INDEX_HTML);
      expect((await page('/login?lang=en')).body).toBe(prerendered('en', 'login'));
    });

    it('allows the inline colour-scheme script by its hash, and no other inline script', async () => {
      for (const url of ['/', '/static/legal', '/home']) {
        const response = await page(url);
        expect(response.body).toContain(`<script>${SCHEME_SCRIPT}</script>`);
        const directives = String(response.headers['content-security-policy']).split(';');
        expect(directives.find((directive) => directive.startsWith('script-src '))).toBe(
          `script-src 'self' '${SCHEME_HASH}'`,
        );
        expect(directives).toContain("script-src-attr 'none'");
      }
    });

    it('sends a signed-in user the app on visitor-only pages, and the static pages prerendered', async () => {
      const cookie = 'backline_token=abc';
      expect((await page('/login', { cookie })).body).toBe(INDEX_HTML);
      expect((await page('/', { cookie })).body).toBe(INDEX_HTML);
      expect((await page('/static/legal', { cookie })).body).toBe(prerendered('de', 'legal'));
    });
  });

  it.each([
    '/static/faq',
    '/user/lena-hoffmann-Ab12Cd34Ef',
    '/home',
    '/gigs',
    '/gigs?region=DE-07',
    '/booking/indie-abend-aB3dE9',
    '/booking/aB3dE9/applicants',
    '/video/aB3dE9/trailer',
    '/home/',
  ])('answers the client route %s with index.html', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/musikersuche/region/koeln', '/musikermarkt/myads', '/bookingrating/aB3dE9'])(
    'answers the redirect route %s with index.html and 200 (the app redirects)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['a garbage path', '/does/not/exist'],
    ['a garbage path with a trailing slash', '/static/nothing/'],
    ['the not-found route itself', '/404'],
    ['a bad id parameter', '/booking/abc/edit'],
    ['a bad slug-id parameter', '/user/max-mustermann-abc_1'],
    ['a bad redirect parameter', '/bookingrating/x'],
    ['a route without a screen yet', '/themen'],
    ['a detail route without a screen yet', '/event/sommerfest-abcde12'],
    ['a malformed short URL', '/band_name'],
    ['a line break in an unknown path', '/foo%0A/bar'],
  ])('answers %s (%s) with index.html and 404, never stored', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers HEAD like GET for page addresses', async () => {
    const known = await t.app.inject({ method: 'HEAD', url: '/gigs' });
    const unknown = await t.app.inject({ method: 'HEAD', url: '/does/not/exist' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a page's short URL with 200 and an unknown one with 404, neither stored", async () => {
    const page = await fx.createPage();
    const found = await get(`/${page.urlname}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toBe(INDEX_HTML);
    expect(found.headers['cache-control']).toBe('no-store');
    expect((await get(`/${page.urlname}?ref=mail`)).statusCode).toBe(200);

    const unknown = await get(`/${page.urlname}-gibt-es-nicht`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX_HTML);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('asks the database once for a short URL and never for a table route', async () => {
    const page = await fx.createPage();
    for (const [url, expected] of [
      [`/${page.urlname}`, 1],
      ['/gibt-es-nicht', 1],
      ['/Zz9Yy8Xx7W', 1],
      ['/home', 0],
      ['/does/not/exist', 0],
    ] as const) {
      const { statements } = await recordStatements(() => get(url));
      expect(statements.length, `${url}\n${describeStatements(statements)}`).toBe(expected);
    }
  });

  it('answers the short URLs the app resolves besides addresses: a page id, a user id', async () => {
    const page = await fx.createPage();
    const account = await fx.createAccount();
    expect((await get(`/${page.id}`)).statusCode).toBe(200);
    expect((await get(`/${account.id}`)).statusCode).toBe(200);
    expect((await get('/Zz9Yy8Xx7W')).statusCode).toBe(404);
    // Page addresses are lowercase: the same letters in capitals name nothing.
    expect((await get(`/${page.urlname.toUpperCase()}`)).statusCode).toBe(404);
  });

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
    for (const url of ['/api/unknown', '/api/user/unknown/deeper']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ code: 'request.not_found' });
    }
  });

  it('sends the CSP with the web app too', async () => {
    const response = await get('/home');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('the inline scripts of a build', () => {
  it('are none without the file, and a file naming anything but sha256 hashes stops the start', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-web-'));
    try {
      expect(readInlineScriptHashes(folder)).toEqual([]);
      for (const scriptHashes of [["'unsafe-inline'"], ['sha256-short='], 'sha256-x']) {
        await fs.writeFile(
          path.join(folder, INLINE_SCRIPTS_FILE),
          JSON.stringify({ scriptHashes }),
        );
        expect(() => readInlineScriptHashes(folder)).toThrow(INLINE_SCRIPTS_FILE);
      }
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
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
