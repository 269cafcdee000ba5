import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_AD_SEARCH_TYPES,
  matchContactAds,
  matchProfile,
  ContactAdMatchPageSchema,
  type ContactAdMatchPage,
  type ContactAdPage,
  type MatchableAd,
} from '@backline/domain';
import {
  contactAds,
  digestItems,
  notifications,
  profiles as profilesTable,
  users,
} from '../../db/schema/index.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';
import { createContactAdFixtures } from '../../test/contact-ad-fixtures.ts';
import { ALERTS_QUEUE } from '../../platform/alerts/alert-engine.ts';
import { MATCH_NOTICES_QUEUE } from './contact-ad-matches.notices.ts';
import { distanceKmSql } from './contact-ad-matches.sql.ts';
import { createContactAdMatchesRepository } from './contact-ad-matches.repository.ts';

let t: TestApp;
let fx: Fixtures;
let ads: ReturnType<typeof createContactAdFixtures>;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  ads = createContactAdFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

/** One ad's matches through the repository (the first 1,000), as its writer reads them. */
const ofAd = async (
  repository: ReturnType<typeof createContactAdMatchesRepository>,
  adId: string,
  viewerId: string,
) => (await repository.matches({ of: 'ad', viewerId, adId, after: null, limit: 1000 })).rows;

/** Which of these ads have their matches stored. */
async function storedSets(adIds: string[]): Promise<string[]> {
  const result = await t.app.database.db.execute<{ ad_id: string }>(sql`
    select ad_id from contact_ad_match_sets
    where ad_id in (${sql.join(adIds, sql`, `)}) order by ad_id`);
  return result.rows.map((row) => row.ad_id);
}

/** Distances between the given cities as the statement computes them. */
async function distances(cityIds: number[]): Promise<Map<string, number>> {
  const result = await t.app.database.db.execute<{ a: number; b: number; km: number }>(sql`
    select a.id as a, b.id as b, ${distanceKmSql(
      { id: 'a.id', lat: 'a.latitude', lon: 'a.longitude' },
      { id: 'b.id', lat: 'b.latitude', lon: 'b.longitude' },
    )} as km
    from cities a cross join cities b
    where a.id in (${sql.join(cityIds, sql`, `)}) and b.id in (${sql.join(cityIds, sql`, `)})`);
  return new Map(result.rows.map((row) => [`${row.a}:${row.b}`, Number(row.km)]));
}

describe('GET /api/contactads/:id/matches', () => {
  it('lists my ad’s matches with reasons, marks them seen, pages them, in ≤ 3 statements', async () => {
    const band = await fx.createSignedInAccount();
    const drummer = await fx.createSignedInAccount();
    const other = await fx.createSignedInAccount();
    const koeln = await ads.cityId('Köln');
    const bonn = await ads.cityId('Bonn');
    const bandAd = await ads.ad({
      publisherUserId: band.id,
      searchType: 1,
      title: 'Band sucht Schlagzeug',
      instrumentsSearched: ['drums'],
      genres: ['rock'],
      ambition: 4,
      cityId: koeln,
    });
    const drummerAd = await ads.ad({
      publisherUserId: drummer.id,
      searchType: 3,
      title: 'Drummerin sucht Band',
      instrumentsOffered: ['drums'],
      genres: ['rock'],
      ambition: 4,
      cityId: bonn,
    });
    await ads.ad({
      publisherUserId: other.id,
      searchType: 3,
      title: 'Remote drummer',
      instrumentsOffered: ['drums'],
      ambition: 6,
      remote: 3,
      cityId: null,
    });

    // The first read computes the ad's matches and stores them (§73); the reads after it do not.
    const { result, statements } = await recordStatements(() =>
      injectAs(t.app, 'GET', `/api/contactads/${bandAd}/matches?size=1`, band.token),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(
      statements.some((statement) => /insert into contact_ad_match_rows/.test(statement.sql)),
    ).toBe(true);
    expect(await storedSets([bandAd])).toEqual([bandAd]);
    const first = result.json<ContactAdMatchPage>();
    // The answer is written without a second check (typedAnswerSerializer): it is the schema's.
    expect(ContactAdMatchPageSchema.parse(first)).toEqual(first);
    expect(first.items).toHaveLength(1);
    const [best] = first.items;
    expect(best?.ad?.id).toBe(drummerAd);
    expect(best?.isNew).toBe(true);
    expect(best?.reasons).toContainEqual({ kind: 'instrument', instrument: 'drums' });
    expect(best?.reasons).toContainEqual({ kind: 'ambition', same: true });
    expect(best?.reasons.find((reason) => reason.kind === 'distance')).toBeTruthy();
    expect(first.next).not.toBeNull();

    const second = await injectAs(
      t.app,
      'GET',
      `/api/contactads/${bandAd}/matches?size=1&after=${first.next}`,
      band.token,
    );
    const page2 = second.json<ContactAdMatchPage>();
    expect(page2.items.map((item) => item.ad?.title)).toEqual(['Remote drummer']);
    // Still new on the later page of the same read.
    expect(page2.items[0]?.isNew).toBe(true);
    expect(page2.items[0]?.reasons).toContainEqual({ kind: 'remote' });

    const again = await recordStatements(() =>
      injectAs(t.app, 'GET', `/api/contactads/${bandAd}/matches`, band.token),
    );
    expect(again.statements.length, describeStatements(again.statements)).toBeLessThanOrEqual(3);
    const seen = again.result.json<ContactAdMatchPage>();
    expect(seen.items).toHaveLength(2);
    expect(seen.items.every((item) => !item.isNew)).toBe(true);

    // The drummer sees the band among all her matches.
    await injectAs(t.app, 'GET', '/api/contactads/matches', drummer.token);
    const mineAll = await recordStatements(() =>
      injectAs(t.app, 'GET', '/api/contactads/matches', drummer.token),
    );
    expect(mineAll.statements.length).toBeLessThanOrEqual(3);
    const drummerMatches = mineAll.result.json<ContactAdMatchPage>();
    expect(drummerMatches.items.map((item) => [item.forAdId, item.ad?.id])).toEqual([
      [drummerAd, bandAd],
    ]);

    // The list's `filter=matches` (`/musikermarkt/matches`): the matched ads as list cards.
    const listed = await injectAs(t.app, 'GET', '/api/contactads?filter=matches', band.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<ContactAdPage>().items.map((item) => item.title)).toEqual([
      'Drummerin sucht Band',
      'Remote drummer',
    ]);
    const visitor = await injectAs(t.app, 'GET', '/api/contactads?filter=matches', null);
    expect(visitor.statusCode).toBe(401);
  });

  it('moves the read mark only when there is something new, and pages as its first page read', async () => {
    const band = await fx.createSignedInAccount();
    const koeln = await ads.cityId('Köln');
    const drummer = async (title: string, remote: number) => {
      const writer = await fx.createAccount();
      return ads.ad({
        publisherUserId: writer.id,
        searchType: 3,
        title,
        instrumentsOffered: ['tabla'],
        cityId: remote === 3 ? null : koeln,
        remote,
      });
    };
    const bandAd = await ads.ad({
      publisherUserId: band.id,
      searchType: 1,
      instrumentsSearched: ['tabla'],
      cityId: koeln,
    });
    await drummer('Tabla in Köln', 0);
    const read = (query = '') =>
      recordStatements(() =>
        injectAs(t.app, 'GET', `/api/contactads/${bandAd}/matches${query}`, band.token),
      );
    const marks = (statements: { sql: string }[]) =>
      statements.filter((statement) => /into contact_ad_match_reads/.test(statement.sql)).length;
    const newOf = (page: ContactAdMatchPage) =>
      page.items.map((item) => [item.ad?.title, item.isNew]);

    const first = await read();
    expect(newOf(first.result.json())).toEqual([['Tabla in Köln', true]]);
    expect(marks(first.statements)).toBe(1);
    // Nothing new: the read only reads.
    const again = await read();
    expect(newOf(again.result.json())).toEqual([['Tabla in Köln', false]]);
    expect(marks(again.statements)).toBe(0);
    expect(again.statements.length, describeStatements(again.statements)).toBeLessThanOrEqual(2);

    // A new match (remote, so it ranks below the one nearby): new once, and the mark moves.
    await drummer('Tabla remote', 3);
    const page1 = await read('?size=1');
    const body1 = page1.result.json<ContactAdMatchPage>();
    expect(newOf(body1)).toEqual([['Tabla in Köln', false]]);
    expect(marks(page1.statements)).toBe(1);
    expect(body1.next).not.toBeNull();
    // The second page compares with what the first did (the mark before it moved).
    const page2 = await read(`?size=1&after=${body1.next}`);
    expect(newOf(page2.result.json())).toEqual([['Tabla remote', true]]);
    expect(marks(page2.statements)).toBe(0);
    const seen = await read();
    expect(newOf(seen.result.json())).toEqual([
      ['Tabla in Köln', false],
      ['Tabla remote', false],
    ]);
    expect(marks(seen.statements)).toBe(0);

    // Nothing new again: a later page of a read that moved nothing compares with the last mark.
    const quiet1 = (await read('?size=1')).result.json<ContactAdMatchPage>();
    const quiet2 = await read(`?size=1&after=${quiet1.next}`);
    expect(newOf(quiet2.result.json())).toEqual([['Tabla remote', false]]);
  });

  it('reads again with every row when the first rows of an ad fail the checks', async () => {
    const band = await fx.createSignedInAccount();
    const koeln = await ads.cityId('Köln');
    const bandAd = await ads.ad({
      publisherUserId: band.id,
      searchType: 1,
      instrumentsSearched: ['ukulele'],
      cityId: koeln,
    });
    const players = await Promise.all(
      Array.from({ length: 9 }, () => fx.createAccount({ type: 'musician' })),
    );
    for (const player of players) await ads.profile(player.id, ['ukulele'], koeln);
    const read = (query = '') =>
      recordStatements(() =>
        injectAs(t.app, 'GET', `/api/contactads/${bandAd}/matches${query}`, band.token),
      );
    // All nine score alike, so they come in the order of their ids; the set is stored now.
    const byId = players.map((player) => player.id).sort();
    const all = (await read()).result.json<ContactAdMatchPage>();
    expect(all.items.map((item) => item.profile?.id)).toEqual(byId);
    // The first seven leave (no upkeep: checked when read), more than a page's window of 3 × 2.
    await t.app.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(inArray(users.id, byId.slice(0, 7)));
    const first = await read('?size=1');
    const page = first.result.json<ContactAdMatchPage>();
    expect(page.items.map((item) => item.profile?.id)).toEqual([byId[7]]);
    const reads = first.statements.filter((statement) =>
      /prepared contact_ad_matches_ad/.test(statement.sql),
    );
    expect(reads).toHaveLength(2);
    const second = (await read(`?size=1&after=${page.next}`)).result.json<ContactAdMatchPage>();
    expect(second.items.map((item) => item.profile?.id)).toEqual([byId[8]]);
    expect(second.next).toBeNull();
  });

  it('answers 403 for another’s ad, 404 for none, 401 for visitors, 422 for a bad cursor', async () => {
    const owner = await fx.createSignedInAccount();
    const stranger = await fx.createSignedInAccount();
    const ad = await ads.ad({ publisherUserId: owner.id, searchType: 2 });
    const forbidden = await injectAs(t.app, 'GET', `/api/contactads/${ad}/matches`, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('auth.forbidden');
    const missing = await injectAs(t.app, 'GET', '/api/contactads/nosuchad00/matches', owner.token);
    expect(missing.statusCode).toBe(404);
    expect((await injectAs(t.app, 'GET', `/api/contactads/${ad}/matches`, null)).statusCode).toBe(
      401,
    );
    const bad = await injectAs(
      t.app,
      'GET',
      `/api/contactads/${ad}/matches?after=abc`,
      owner.token,
    );
    expect(bad.statusCode).toBe(422);
  });

  it('lets a page’s admin read the matches of the page’s ad, and shows musicians nearby', async () => {
    const owner = await fx.createSignedInAccount();
    const page = await fx.createPage({ ownerId: owner.id });
    const koeln = await ads.cityId('Köln');
    const ad = await ads.ad({
      publisherUserId: owner.id,
      publisherPageId: page.id,
      searchType: 1,
      instrumentsSearched: ['saxophone'],
      cityId: koeln,
    });
    const sax = await fx.createAccount({ type: 'musician' });
    await ads.profile(sax.id, ['saxophone'], await ads.cityId('Bonn'));
    const response = await injectAs(t.app, 'GET', `/api/contactads/${ad}/matches`, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ContactAdMatchPage>();
    expect(ContactAdMatchPageSchema.parse(body)).toEqual(body);
    expect(body.items.map((item) => item.profile?.id)).toEqual([sax.id]);
    expect(body.items[0]?.profile?.instruments).toEqual(['saxophone']);
    // Paused: no matches.
    await t.app.database.db
      .update(contactAds)
      .set({ status: 'paused' })
      .where(eq(contactAds.id, ad));
    const paused = await injectAs(t.app, 'GET', `/api/contactads/${ad}/matches`, owner.token);
    expect(paused.json<ContactAdMatchPage>().items).toEqual([]);
  });
});

describe('stored matches under concurrent changes', () => {
  // PostgreSQL only: PGlite has one connection, so nothing runs concurrently there.
  it('computes a set only after the changes in flight have committed', async () => {
    if (!t.url) return;
    const band = await fx.createAccount();
    const player = await fx.createAccount();
    const koeln = await ads.cityId('Köln');
    const bandAd = await ads.ad({
      publisherUserId: band.id,
      searchType: 1,
      instrumentsSearched: ['theremin'],
      cityId: koeln,
    });
    const writer = new pg.Client({ connectionString: t.url });
    await writer.connect();
    try {
      // A fitting ad written in a transaction that has not committed yet.
      await writer.query('begin');
      const inserted = await writer.query<{ id: string }>(
        `insert into contact_ads (id, publisher_user_id, search_type, title, text, ambition,
           instruments_offered, city_id, expires_at)
         values ('thereminad', $1, 3, 'Theremin', 'Text', 4, '{theremin}', $2,
           now() + interval '30 days') returning id`,
        [player.id, koeln],
      );
      const repository = createContactAdMatchesRepository(t.app.database.db);
      let settled = false;
      const read = ofAd(repository, bandAd, band.id).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The read waits for the change instead of storing a set without it.
      expect(settled).toBe(false);
      await writer.query('commit');
      const rows = await read;
      expect(rows.map((row) => row.candidate_id)).toEqual([inserted.rows[0]!.id]);
      expect(await storedSets([bandAd])).toEqual([bandAd]);
    } finally {
      await writer.end();
    }
  });
});

describe('new-match notices', () => {
  async function noticesSettled(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await t.app.workQueue.unfinished(MATCH_NOTICES_QUEUE)) > 0) {
      if (Date.now() > deadline) throw new Error('Match notice jobs still unfinished');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const published = (adId: string) =>
    t.app.database.db.transaction((tx) =>
      t.app.modules.contactAdMatches.contactAdPublished(tx, adId),
    );
  const noticesOf = async (userId: string) =>
    (
      await t.app.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(notifications.kind)
    ).map((row) => [row.kind, row.params]);

  it('tell the matching ads’ writers and the new ad’s writer once per pair', async () => {
    const band = await fx.createAccount();
    const harpist = await fx.createAccount();
    const cellist = await fx.createAccount();
    const koeln = await ads.cityId('Köln');
    const bandAd = await ads.ad({
      publisherUserId: band.id,
      searchType: 1,
      title: 'Orchester sucht Harfe',
      instrumentsSearched: ['harp'],
      cityId: koeln,
    });
    const harpAd = await ads.ad({
      publisherUserId: harpist.id,
      searchType: 3,
      title: 'Harfenistin sucht Band',
      instrumentsOffered: ['harp'],
      cityId: koeln,
    });
    // A cellist does not fit the band.
    await ads.ad({
      publisherUserId: cellist.id,
      searchType: 3,
      instrumentsOffered: ['cello'],
      cityId: koeln,
    });

    await published(harpAd);
    await noticesSettled();
    expect(await noticesOf(band.id)).toEqual([
      [
        'contactads.new_match',
        { adTitle: 'Orchester sucht Harfe', matchTitle: 'Harfenistin sucht Band' },
      ],
    ]);
    expect(await noticesOf(harpist.id)).toEqual([
      ['contactads.matches_found', { adTitle: 'Harfenistin sucht Band', count: '1' }],
    ]);
    expect(await noticesOf(cellist.id)).toEqual([]);
    const digest = await t.app.database.db
      .select({
        userId: digestItems.userId,
        group: digestItems.groupName,
        title: digestItems.title,
      })
      .from(digestItems)
      .where(eq(digestItems.kind, 'match'));
    expect(digest).toEqual(
      expect.arrayContaining([
        { userId: band.id, group: 'Orchester sucht Harfe', title: 'Harfenistin sucht Band' },
        { userId: harpist.id, group: 'Harfenistin sucht Band', title: 'Orchester sucht Harfe' },
      ]),
    );

    // Renewing either ad tells nobody again about the same pair.
    await published(bandAd);
    await published(harpAd);
    await noticesSettled();
    expect(await noticesOf(band.id)).toHaveLength(1);
    expect(await noticesOf(harpist.id)).toHaveLength(1);
  });
});

describe('the contact-ad list as an alert source', () => {
  it('alerts the saved searches of /musikersuche whose filter passes a new ad', async () => {
    // The contact-ads module's own source (the list's filter SQL), registered at composition.
    const band = await fx.createAccount();
    const trumpeter = await fx.createSignedInAccount();
    const bassist = await fx.createSignedInAccount();
    const save = async (who: typeof trumpeter, inst: string) => {
      const created = await injectAs(t.app, 'POST', '/api/bookmarks', who.token, {
        name: `Suche ${inst}`,
        route: '/musikersuche',
        filter: { inst },
      });
      await injectAs(
        t.app,
        'PATCH',
        `/api/bookmarks/${created.json<{ id: string }>().id}`,
        who.token,
        { alert: true },
      );
    };
    await save(trumpeter, 'trumpet');
    await save(bassist, 'bass');
    const ad = await ads.ad({
      publisherUserId: band.id,
      searchType: 1,
      title: 'Bigband sucht Trompete',
      instrumentsSearched: ['trumpet'],
    });
    await t.app.database.db.transaction((tx) =>
      t.app.modules.bookmarks.alerts.itemPublished(tx, '/musikersuche', ad),
    );
    const deadline = Date.now() + 10_000;
    while ((await t.app.workQueue.unfinished(ALERTS_QUEUE)) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const alerted = await t.app.database.db
      .select({
        userId: notifications.userId,
        params: notifications.params,
        path: notifications.path,
      })
      .from(notifications)
      .where(eq(notifications.kind, 'alerts.new_items'));
    expect(alerted).toEqual([
      {
        userId: trumpeter.id,
        params: { bookmarkName: 'Suche trumpet', itemTitle: 'Bigband sucht Trompete' },
        path: `/contactad/bigband-sucht-trompete-${ad}`,
      },
    ]);
  });
});

describe('the score in SQL', () => {
  it('equals the domain function on generated ads and profiles', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => fx.createAccount()));
    const pageA = await fx.createPage({ ownerId: users[0]!.id });
    const pageB = await fx.createPage({ ownerId: users[1]!.id });
    const cityIds = await Promise.all(
      ['Köln', 'Bonn', 'Düsseldorf', 'Essen', 'München'].map((name) => ads.cityId(name)),
    );
    const km = await distances(cityIds);
    const small = (values: string[]) =>
      fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 });
    const instruments = ['drums', 'bass', 'guitar', 'vocals'];
    const generated = fc.sample(
      fc.record({
        user: fc.integer({ min: 0, max: 3 }),
        page: fc.constantFrom(null, pageA.id, pageB.id),
        searchType: fc.constantFrom(...CONTACT_AD_SEARCH_TYPES),
        instrumentsOffered: small(instruments),
        instrumentsSearched: small(instruments),
        genres: small(['rock', 'jazz', 'pop']),
        ambition: fc.integer({ min: 1, max: 31 }),
        skill: fc.integer({ min: 0, max: 31 }),
        bandType: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        remote: fc.integer({ min: 0, max: 3 }),
        city: fc.option(fc.constantFrom(...cityIds), { nil: null, freq: 6 }),
        live: fc.constantFrom('live', 'live', 'live', 'live', 'hidden', 'paused', 'expired'),
      }),
      { numRuns: 120, seed: 18 },
    );
    type Stored = MatchableAd & { cityId: number | null; live: boolean };
    const stored: Stored[] = [];
    for (const ad of generated) {
      // A page's ad is written by the page's owner.
      const owner =
        ad.page === pageA.id ? users[0]! : ad.page === pageB.id ? users[1]! : users[ad.user]!;
      const fields = {
        publisherUserId: owner.id,
        publisherPageId: ad.page,
        searchType: ad.searchType,
        instrumentsOffered: ad.instrumentsOffered,
        instrumentsSearched: ad.instrumentsSearched,
        genres: ad.genres,
        ambition: ad.ambition,
        skill: ad.skill,
        bandType: ad.bandType,
        remote: ad.remote,
      };
      const id = await ads.ad({
        ...fields,
        cityId: ad.city,
        hidden: ad.live === 'hidden',
        status: ad.live === 'paused' ? 'paused' : 'active',
        expiresAt: new Date(Date.now() + (ad.live === 'expired' ? -1 : 1) * 86_400_000),
      });
      stored.push({ id, ...fields, cityId: ad.city, live: ad.live === 'live' });
    }
    // Musicians' profiles: one private (no one here is its contact), one of a banned account.
    const musicians = await Promise.all([1, 2, 3].map(() => fx.createAccount()));
    await ads.profile(musicians[0]!.id, ['drums', 'bass'], cityIds[1]!);
    await ads.profile(musicians[1]!.id, ['guitar'], cityIds[4]!);
    await ads.profile(musicians[2]!.id, ['vocals', 'drums'], cityIds[2]!);
    const profiles = [
      { userId: musicians[0]!.id, instruments: ['drums', 'bass'], cityId: cityIds[1]! },
      { userId: musicians[1]!.id, instruments: ['guitar'], cityId: cityIds[4]! },
      { userId: musicians[2]!.id, instruments: ['vocals', 'drums'], cityId: cityIds[2]! },
    ];
    const distance = (a: number | null, b: number | null) =>
      a === null || b === null ? null : (km.get(`${a}:${b}`) ?? null);

    const repository = createContactAdMatchesRepository(t.app.database.db);
    /** Every live ad's matches from the repository against the domain's; answers how many. */
    async function compareAll(when: string): Promise<number> {
      let compared = 0;
      for (const mine of stored.filter((ad) => ad.live)) {
        const rows = await ofAd(repository, mine.id, mine.publisherUserId);
        // Only the generated candidates (the other tests' ads and profiles are in the database).
        const known = new Set([...stored.map((ad) => ad.id), ...profiles.map((p) => p.userId)]);
        const actual = rows
          .filter((row) => known.has(row.candidate_id))
          .map((row) => `${row.kind}:${row.candidate_id}:${row.score}`)
          .sort();
        const expected = [
          ...stored
            .filter((other) => other.live)
            .flatMap((other) => {
              const result = matchContactAds(mine, other, distance(mine.cityId, other.cityId));
              return result ? [`ad:${other.id}:${result.score}`] : [];
            }),
          ...profiles.flatMap((profile) => {
            const result = matchProfile(mine, profile, distance(mine.cityId, profile.cityId));
            return result ? [`profile:${profile.userId}:${result.score}`] : [];
          }),
        ].sort();
        expect(actual, `matches of ${mine.id} ${when}`).toEqual(expected);
        compared += expected.length;
      }
      return compared;
    }
    // The generated data must actually produce matches, of ads and of profiles.
    expect(await compareAll('when first read')).toBeGreaterThan(20);

    // The stored matches follow every change (§73): ads change their fields, city and state,
    // are deleted or written anew, profiles change instruments and city. Each change is made
    // straight in the database, as any writer would (the triggers keep the sets, not the app).
    const db = t.app.database.db;
    const changes = fc.sample(
      fc.record({
        ad: fc.nat({ max: stored.length - 1 }),
        change: fc.constantFrom('instruments', 'city', 'pause', 'resume', 'hide', 'genres'),
        instruments: small(instruments),
        city: fc.option(fc.constantFrom(...cityIds), { nil: null }),
      }),
      { numRuns: 30, seed: 73 },
    );
    for (const { ad: index, change, instruments: picked, city } of changes) {
      const ad = stored[index]!;
      const set =
        change === 'instruments'
          ? { instrumentsOffered: picked, instrumentsSearched: [...picked].reverse() }
          : change === 'city'
            ? { cityId: city }
            : change === 'genres'
              ? { genres: picked.length ? ['rock'] : [] }
              : change === 'pause'
                ? { status: 'paused' as const }
                : change === 'resume'
                  ? {
                      status: 'active' as const,
                      hidden: false,
                      expiresAt: new Date(Date.now() + 864e5),
                    }
                  : { hidden: true };
      await db.update(contactAds).set(set).where(eq(contactAds.id, ad.id));
      const [row] = await db.select().from(contactAds).where(eq(contactAds.id, ad.id));
      Object.assign(ad, {
        instrumentsOffered: row!.instrumentsOffered,
        instrumentsSearched: row!.instrumentsSearched,
        genres: row!.genres,
        cityId: row!.cityId,
        live: row!.status === 'active' && !row!.hidden && row!.expiresAt > new Date(),
      });
    }
    const gone = stored.splice(stored.length - 3, 1)[0]!;
    await db.delete(contactAds).where(eq(contactAds.id, gone.id));
    // A new ad like the first one, of another writer.
    const { id: _first, live: _live, ...like } = stored[0]!;
    const fresh = { ...like, publisherUserId: users[3]!.id, publisherPageId: null };
    const freshId = await ads.ad({
      ...fresh,
      instrumentsOffered: [...fresh.instrumentsOffered],
      instrumentsSearched: [...fresh.instrumentsSearched],
      genres: [...fresh.genres],
    });
    stored.push({ ...fresh, id: freshId, live: true });
    // Some sets outlived the changes (the reads below use them), and still agree.
    expect((await storedSets(stored.map((ad) => ad.id))).length).toBeGreaterThan(0);
    expect(await compareAll('after the ads changed')).toBeGreaterThan(20);

    profiles[0]!.instruments = ['guitar'];
    profiles[1]!.cityId = cityIds[0]!;
    await db
      .update(profilesTable)
      .set({ instruments: ['guitar'] })
      .where(eq(profilesTable.userId, profiles[0]!.userId));
    await db
      .update(profilesTable)
      .set({ cityId: cityIds[0]! })
      .where(eq(profilesTable.userId, profiles[1]!.userId));
    expect((await storedSets(stored.map((ad) => ad.id))).length).toBeGreaterThan(0);
    expect(await compareAll('after the profiles changed')).toBeGreaterThan(20);
  });
});
