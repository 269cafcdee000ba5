import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_AD_SEARCH_TYPES,
  matchContactAds,
  matchProfile,
  type ContactAdMatchPage,
  type ContactAdPage,
  type MatchableAd,
} from '@backline/domain';
import { contactAds, digestItems, notifications } from '../../db/schema/index.ts';
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

    const { result, statements } = await recordStatements(() =>
      injectAs(t.app, 'GET', `/api/contactads/${bandAd}/matches?size=1`, band.token),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
    const first = result.json<ContactAdMatchPage>();
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

    const again = await injectAs(t.app, 'GET', `/api/contactads/${bandAd}/matches`, band.token);
    const seen = again.json<ContactAdMatchPage>();
    expect(seen.items).toHaveLength(2);
    expect(seen.items.every((item) => !item.isNew)).toBe(true);

    // The drummer sees the band among all her matches.
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
    let compared = 0;
    for (const mine of stored.filter((ad) => ad.live)) {
      const rows = await repository.ofAd(mine.id, mine.publisherUserId, null, 1000);
      // Only the generated candidates (the other tests' ads and profiles are in the database too).
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
      expect(actual, `matches of ${mine.id}`).toEqual(expected);
      compared += expected.length;
    }
    // The generated data must actually produce matches, of ads and of profiles.
    expect(compared).toBeGreaterThan(20);
  });
});
