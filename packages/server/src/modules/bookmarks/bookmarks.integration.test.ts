import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BOOKMARKS_PER_USER, errorMessage, type Bookmark } from '@backline/domain';
import { bookmarks } from '../../db/schema/index.ts';
import { bearer, buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

/** A fresh musician and their bearer token. */
const newUser = () => fx.createSignedInAccount();

type Json = Record<string, unknown>;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Json,
  headers: Record<string, string> = {},
) => injectAs(t.app, method, url, token, payload, headers);

const save = (token: string, payload: Json) => call('POST', '/api/bookmarks', token, payload);

describe('bookmarks', () => {
  it('saves a named filter of a list route and lists it', async () => {
    const user = await newUser();
    const created = await save(user.token, {
      name: '  Jazz in Köln ',
      route: '/gigs',
      filter: { genre: ['jazz', 'blues'], city: 'Köln' },
    });
    expect(created.statusCode).toBe(201);
    const bookmark = created.json<Bookmark>();
    expect(bookmark).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      name: 'Jazz in Köln',
      route: '/gigs',
      filter: { genre: ['jazz', 'blues'], city: 'Köln' },
      alert: false,
      createdAt: expect.any(String),
    });
    await save(user.token, { name: 'Bands', route: '/verzeichnis/bands' });

    const all = await call('GET', '/api/bookmarks', user.token);
    expect(all.statusCode).toBe(200);
    expect(all.json<{ bookmarks: Bookmark[] }>().bookmarks.map((b) => b.name)).toEqual([
      'Jazz in Köln',
      'Bands',
    ]);
    const gigs = await call('GET', '/api/bookmarks?route=%2Fgigs', user.token);
    expect(gigs.json<{ bookmarks: Bookmark[] }>().bookmarks).toEqual([bookmark]);
    const bands = await call('GET', '/api/bookmarks?route=/verzeichnis/bands', user.token);
    expect(bands.json<{ bookmarks: Bookmark[] }>().bookmarks[0]?.filter).toEqual({});
  });

  it('needs a name (a blank one too) and a known list route', async () => {
    const user = await newUser();
    const missing = await save(user.token, { route: '/gigs', filter: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'validation.required', field: 'name' });
    const blank = await save(user.token, { name: '   ', route: '/gigs' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ field: 'name' });
    const long = await save(user.token, { name: 'x'.repeat(61), route: '/gigs' });
    expect(long.json()).toMatchObject({ code: 'validation.too_long', field: 'name' });
    const route = await save(user.token, { name: 'Admin', route: '/admin/user' });
    expect(route.statusCode).toBe(422);
    expect(route.json()).toMatchObject({ field: 'route' });
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: '{"name":"P","route":"/gigs","filter":{"__proto__":"x"}}',
    });
    expect(proto.statusCode).toBe(422);
    const tooMany = await save(user.token, {
      name: 'Many',
      route: '/gigs',
      filter: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v'])),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ field: 'filter' });
  });

  it('refuses a second bookmark with the same name in any case, with the catalogue text', async () => {
    const user = await newUser();
    expect((await save(user.token, { name: 'Rock', route: '/gigs' })).statusCode).toBe(201);
    const again = await call(
      'POST',
      '/api/bookmarks',
      user.token,
      { name: 'rOCK', route: '/booking' },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'bookmark.exists',
      field: 'name',
      message: errorMessage('bookmark.exists', 'en'),
    });
    // Another user may use the same name.
    const other = await newUser();
    expect((await save(other.token, { name: 'ROCK', route: '/gigs' })).statusCode).toBe(201);
  });

  it('lets exactly one of many parallel saves of one name win', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        save(user.token, { name: i % 2 ? 'Parallel' : 'PARALLEL', route: '/gigs' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('renames, refusing a name another of the own bookmarks has', async () => {
    const user = await newUser();
    const a = (await save(user.token, { name: 'Alpha', route: '/gigs' })).json<Bookmark>();
    await save(user.token, { name: 'Beta', route: '/marktplatz' });
    const clash = await call('PATCH', `/api/bookmarks/${a.id}`, user.token, { name: 'BETA' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'bookmark.exists', field: 'name' });
    const sameInOtherCase = await call('PATCH', `/api/bookmarks/${a.id}`, user.token, {
      name: 'ALPHA',
    });
    expect(sameInOtherCase.statusCode).toBe(200);
    const renamed = await call('PATCH', `/api/bookmarks/${a.id}`, user.token, { name: 'Gamma' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Bookmark>()).toMatchObject({ id: a.id, name: 'Gamma', route: '/gigs' });
    const empty = await call('PATCH', `/api/bookmarks/${a.id}`, user.token, { name: '' });
    expect(empty.json()).toMatchObject({ code: 'validation.required', field: 'name' });
  });

  it("answers 404 for someone else's bookmark and leaves it alone", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const mine = (await save(owner.token, { name: 'Mine', route: '/event' })).json<Bookmark>();
    const rename = await call('PATCH', `/api/bookmarks/${mine.id}`, stranger.token, { name: 'X' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toMatchObject({ code: 'request.entity_not_found' });
    const remove = await call('DELETE', `/api/bookmarks/${mine.id}`, stranger.token);
    expect(remove.statusCode).toBe(404);
    const list = await call('GET', '/api/bookmarks', stranger.token);
    expect(list.json<{ bookmarks: Bookmark[] }>().bookmarks).toEqual([]);
    const still = await call('GET', '/api/bookmarks', owner.token);
    expect(still.json<{ bookmarks: Bookmark[] }>().bookmarks).toEqual([mine]);
  });

  it('deletes, and a deleted bookmark is gone', async () => {
    const user = await newUser();
    const b = (await save(user.token, { name: 'Weg', route: '/themen' })).json<Bookmark>();
    const removed = await call('DELETE', `/api/bookmarks/${b.id}`, user.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: true });
    expect((await call('DELETE', `/api/bookmarks/${b.id}`, user.token)).statusCode).toBe(404);
    // The name is free again.
    expect((await save(user.token, { name: 'weg', route: '/themen' })).statusCode).toBe(201);
  });

  it(`keeps at most ${MAX_BOOKMARKS_PER_USER} bookmarks per user`, async () => {
    const user = await newUser();
    await t.database.db.insert(bookmarks).values(
      Array.from({ length: MAX_BOOKMARKS_PER_USER }, (_, i) => ({
        userId: user.id,
        name: `Filter ${i}`,
        route: '/gigs',
      })),
    );
    const over = await call(
      'POST',
      '/api/bookmarks',
      user.token,
      { name: 'One more', route: '/gigs' },
      { 'accept-language': 'de' },
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'bookmark.limit_reached',
      message: errorMessage('bookmark.limit_reached', 'de', { max: MAX_BOOKMARKS_PER_USER }),
    });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/bookmarks', null)).statusCode).toBe(401);
    expect((await save('', { name: 'x', route: '/gigs' })).statusCode).toBe(401);
  });
});
