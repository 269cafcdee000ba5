import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { PublicUserSchema } from '@backline/domain';
import { DEMO_ACCOUNTS } from '../../db/seed/index.ts';
import { bearer, buildTestApp, signIn, type TestApp } from '../../test/build-test-app.ts';
import { registerCounter } from './entities.service.ts';

let t: TestApp;
let token: string;
let demoUserId: string;

beforeAll(async () => {
  t = await buildTestApp({
    seed: true,
    beforeReady: (app) => {
      registerCounter(app, 'test-unread', async () => 7);
      registerCounter(app, 'test-mine', async (ctx) => (ctx.user ? 1 : 0));
    },
  });
  token = await signIn(t.app);
  const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  demoUserId = me.json<{ user: { id: string } }>().user.id;
}, 180_000);

afterAll(() => t?.dispose());

describe('GET /api/{type}/{id}', () => {
  it('answers 404 request.unknown_type for a type nobody registered', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gibtsnicht/abcde12345' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.unknown_type' });
  });

  it('answers 422 with field id for an id that cannot be one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/ab' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.invalid', field: 'id' });
  });

  it('answers 422 with field page for a page that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${demoUserId}?page=abc` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.numbers_only', field: 'page' });
  });

  it('answers 404 request.entity_not_found for a user that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/ZZZZZZZZZZ' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.entity_not_found' });
  });

  it('answers an existing user as the public profile', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${demoUserId}?page=1` });
    expect(response.statusCode).toBe(200);
    const user = z.strictObject(PublicUserSchema.shape).parse(response.json());
    expect(user).toMatchObject({
      id: demoUserId,
      type: 'user',
      name: DEMO_ACCOUNTS.musician.name,
      resource: `/user/lena-hoffmann-${demoUserId}`,
    });
    expect(response.json()).not.toHaveProperty('birthday');
  });
});

describe('DELETE /api/{type}/{id}', () => {
  it('answers 405 for a type that cannot be deleted', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${demoUserId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ code: 'request.method_not_allowed' });
  });

  it('answers 404 for an unknown type', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/gibtsnicht/abcde12345' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.unknown_type' });
  });
});

describe('static routes beside the generic ones', () => {
  it('lets /api/user/logout win over /api/{type}/{id}', async () => {
    // "logout" would be a valid id: only the router's preference for static routes saves it.
    const response = await t.app.inject({ method: 'GET', url: '/api/user/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.required' });
  });
});

describe('POST /api/resource/counter', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resource/counter',
      payload: 'counter=test-unread',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.required' });
  });

  it('answers the counters asked for and skips unknown names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resource/counter',
      payload: 'counter=test-unread,nobody-registered',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ counters: { 'test-unread': 7 } });
  });

  it('answers every registered counter when none is named', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resource/counter',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    // The notifications, contacts and messaging modules' counters are real ones: the demo
    // musician has no notices and, in the demo data, one open contact request and three unread
    // messages (two from a venue page, one from a contact).
    expect(response.json()).toEqual({
      counters: {
        'test-unread': 7,
        'test-mine': 1,
        notifications: 0,
        'contact-requests': 1,
        'unread-messages': 3,
      },
    });
  });

  it('answers 422 with field counter for a malformed list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resource/counter',
      payload: { counter: 'Bad Name!' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.invalid', field: 'counter' });
  });
});

describe('registries', () => {
  it('refuse a counter registered twice', () => {
    expect(() => registerCounter(t.app, 'test-unread', async () => 0)).toThrow(/twice/);
  });
});
