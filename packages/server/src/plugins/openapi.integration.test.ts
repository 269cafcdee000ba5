import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t?.dispose());

describe('/api/docs', () => {
  it('serves an OpenAPI 3.1 document listing the API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/config',
        '/api/token',
        '/api/user/me',
        '/api/user/logout',
        '/api/user/ping',
        '/api/{type}/{id}',
        '/api/resource/counter',
      ]),
    );
    expect(Object.keys(document.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    expect(document.paths['/api/{type}/{id}']).toHaveProperty('delete');
    expect(document.components.schemas).toHaveProperty('ApiError');
    expect(document.components.schemas).toHaveProperty('Me');
  });

  it('documents that sign-in takes form fields as well as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const content = response.json().paths['/api/token'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(
      expect.arrayContaining(['application/x-www-form-urlencoded', 'application/json']),
    );
  });

  it('serves the Swagger UI page with external scripts only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
