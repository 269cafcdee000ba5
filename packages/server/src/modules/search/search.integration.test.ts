import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, BookingOffer, SearchResult, SearchSuggestions } from '@backline/domain';
import { forumCategories, forumTopics, pages, profiles, users } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { offerInput } from '../../test/booking-fixtures.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';

/** Search across the platform (issue 17 item 2): `GET /api/search` and `/api/search/suggest`. */

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
let member: Person;

const get = (url: string, who: Person | null = null) =>
  injectAs(t.app, 'GET', url, who?.token ?? null);

async function search(q: string, who: Person | null = member, extra = ''): Promise<SearchResult> {
  const response = await get(`/api/search?q=${encodeURIComponent(q)}${extra}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>();
}

const titles = (result: { groups: SearchResult['groups'] }, kind: string) =>
  result.groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.title) ?? [];

async function page(name: string, kind: 'artist' | 'location' = 'location', description = '') {
  const created = await fx.createPage({ kind });
  await t.app.database.db.update(pages).set({ name, description }).where(eq(pages.id, created.id));
  return created;
}

async function person(name: string, visibility: 'public' | 'private' = 'public') {
  const account = await fx.createSignedInAccount({ type: 'musician' });
  await t.app.database.db.update(users).set({ name }).where(eq(users.id, account.id));
  await t.app.database.db.insert(profiles).values({ userId: account.id, visibility });
  return account;
}

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  member = await fx.createSignedInAccount({ type: 'musician' });
  await page('Kulturhalle Köln', 'location', 'Konzertsaal am Rhein');
  await page('Kulturhalle', 'location');
  await page('Kultur und Kneipe', 'location');
  await page('Musikbunker München', 'location');
  await page('Die Zauberflöten', 'artist', 'Wir spielen Folk aus den Bergen.');
});

afterAll(async () => {
  await t?.dispose();
});

describe('GET /api/search', () => {
  it('finds a venue by a misspelt name (pg_trgm)', async () => {
    expect(titles(await search('Kulturhale'), 'pages')).toContain('Kulturhalle');
  });

  it('folds accents and umlauts, also spelt out: Koln and Muenchen', async () => {
    expect(titles(await search('Koln'), 'pages')).toEqual(['Kulturhalle Köln']);
    expect(titles(await search('Muenchen'), 'pages')).toEqual(['Musikbunker München']);
    expect(titles(await search('zauberfloten'), 'pages')).toEqual(['Die Zauberflöten']);
  });

  it('matches prefixes, and ranks the exact name first, then names that start with it', async () => {
    const found = titles(await search('Kulturhalle'), 'pages');
    expect(found[0]).toBe('Kulturhalle');
    expect(found[1]).toBe('Kulturhalle Köln');
    expect(titles(await search('Kultur'), 'pages')).toEqual(
      expect.arrayContaining(['Kulturhalle', 'Kulturhalle Köln', 'Kultur und Kneipe']),
    );
  });

  it('finds pages by words of their description, German stems included', async () => {
    expect(titles(await search('Berg'), 'pages')).toContain('Die Zauberflöten');
  });

  it("answers each page's own address", async () => {
    const hit = (await search('Kulturhalle Köln')).groups[1]?.hits[0];
    expect(hit).toMatchObject({ kind: 'pages', type: 'location', subtitle: null });
    expect(hit?.path).toMatch(/^\/location\/kulturhalle-koeln-[A-Za-z0-9]+$/);
  });

  it('groups by kind in a fixed order; visitors get no forum topics', async () => {
    expect((await search('Kultur')).groups.map((group) => group.kind)).toEqual([
      'people',
      'pages',
      'offers',
      'topics',
      'contactads',
    ]);
    expect((await search('Kultur', null)).groups.map((group) => group.kind)).toEqual([
      'people',
      'pages',
      'offers',
      'contactads',
    ]);
    expect((await search('Kultur', null, '&kind=topics')).groups).toEqual([]);
  });

  it('pages one kind with a cursor and says when there are more', async () => {
    const first = await search('Kultur', member, '&kind=pages&limit=2');
    expect(first.groups[0]?.hits).toHaveLength(2);
    expect(first.groups[0]?.more).toBe(true);
    expect(first.nextCursor).toBe('2');
    const second = await search('Kultur', member, '&kind=pages&limit=2&cursor=2');
    expect(second.groups[0]?.hits).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const all = [...(first.groups[0]?.hits ?? []), ...(second.groups[0]?.hits ?? [])];
    expect(new Set(all.map((hit) => hit.id)).size).toBe(3);
  });

  it('answers 422 with the field for bad input', async () => {
    for (const url of [
      '/api/search',
      '/api/search?q=k',
      '/api/search?q=Kultur&kind=ads',
      '/api/search?q=Kultur&limit=99',
      '/api/search?q=Kultur&cursor=abc',
      '/api/search/suggest?q=',
    ]) {
      const response = await get(url, member);
      expect(response.statusCode, url).toBe(422);
      expect(response.json<ApiError>().code).toMatch(/^validation\./);
    }
  });

  it('answers no hits for words without letters or digits', async () => {
    const result = await search('--');
    expect(result.groups.every((group) => group.hits.length === 0)).toBe(true);
  });
});

describe('people', () => {
  it('finds public profiles for everyone, a private one only for its owner and contacts', async () => {
    await person('Hannelore Öztürk');
    const secret = await person('Hannelore Geheim', 'private');
    const stranger = await fx.createSignedInAccount({ type: 'musician' });
    const friend = await fx.createSignedInAccount({ type: 'musician' });
    for (const [actor, command] of [
      [friend, 'request'],
      [secret, 'confirm'],
    ] as const) {
      const other = actor === friend ? secret : friend;
      const response = await injectAs(
        t.app,
        'POST',
        `/api/user/contacts/${other.id}`,
        actor.token,
        { command },
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(titles(await search('Hannelore', null), 'people')).toEqual(['Hannelore Öztürk']);
    expect(titles(await search('Hannelore', stranger), 'people')).toEqual(['Hannelore Öztürk']);
    expect(titles(await search('Hannelore', friend), 'people')).toHaveLength(2);
    expect(titles(await search('Hannelore', secret), 'people')).toContain('Hannelore Geheim');
    expect(titles(await search('ozturk', null), 'people')).toEqual(['Hannelore Öztürk']);
  });

  it('leaves out deactivated and shadow-banned accounts', async () => {
    const gone = await person('Bertram Schlafmütze');
    const shadowed = await person('Bertram Schattenmann');
    await fx.deactivate(gone.id);
    await t.app.database.db
      .update(users)
      .set({ shadowBannedAt: new Date() })
      .where(eq(users.id, shadowed.id));
    expect(titles(await search('Bertram'), 'people')).toEqual([]);
  });
});

describe('offers and forum topics', () => {
  it("finds published offers, not a shadow-banned offerer's", async () => {
    const offerer = await fx.createSignedInAccount({ type: 'musician' });
    const published = await injectAs(t.app, 'POST', '/api/booking', offerer.token, {
      ...offerInput({ title: 'Sommerfest am Wasserturm' }),
      publish: true,
    });
    expect(published.statusCode, published.body).toBe(201);
    const shady = await fx.createSignedInAccount({ type: 'musician' });
    await t.app.database.db
      .update(users)
      .set({ shadowBannedAt: new Date() })
      .where(eq(users.id, shady.id));
    const hidden = await injectAs(t.app, 'POST', '/api/booking', shady.token, {
      ...offerInput({ title: 'Sommerfest im Schatten' }),
      publish: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const found = (await search('Sommerfest', null)).groups.find((g) => g.kind === 'offers');
    expect(found?.hits.map((hit) => hit.title)).toEqual(['Sommerfest am Wasserturm']);
    expect(found?.hits[0]?.path).toBe(
      `/booking/sommerfest-am-wasserturm-${published.json<BookingOffer>().id}`,
    );
  });

  it('finds forum topics for members only', async () => {
    const [category] = await t.app.database.db.select().from(forumCategories).limit(1);
    await t.app.database.db.insert(forumTopics).values({
      categoryId: category!.id,
      authorUserId: member.id,
      title: 'Welcher Verstärker für Proberäume?',
      body: 'Röhre oder Transistor?',
    });
    expect(titles(await search('Verstarker'), 'topics')).toEqual([
      'Welcher Verstärker für Proberäume?',
    ]);
    expect(titles(await search('Röhre'), 'topics')).toHaveLength(1);
    expect(titles(await search('Verstarker', null), 'topics')).toEqual([]);
  });
});

describe('GET /api/search/suggest', () => {
  it('answers a few hits per kind in at most 3 statements, the session read included', async () => {
    const { result: response, statements } = await recordStatements(() =>
      get('/api/search/suggest?q=Kulturhale', member),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SearchSuggestions>();
    expect(titles(body, 'pages')[0]).toBe('Kulturhalle');
    expect(body.groups.every((group) => group.hits.length <= 3)).toBe(true);
    expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
  });

  it('the grouped results also take at most 3 statements', async () => {
    const { statements } = await recordStatements(() => get('/api/search?q=Kultur', member));
    expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
  });
});
