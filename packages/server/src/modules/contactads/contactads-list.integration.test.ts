import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContactAdListQuerySchema,
  type ContactAdInput,
  type ContactAdPage,
} from '@backline/domain';
import { cities, contactAds } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { contactAdFilterSql } from './contactads.module.ts';
import { CONTACT_AD_RELEVANCE_CANDIDATES } from './contact-ad-list.sql.ts';
import {
  describeStatements,
  recordStatements,
  type Statement,
} from '../../test/statement-counter.ts';

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
const city: Record<string, number> = {};
let viewer: Person;
const ads: Record<string, string> = {};

const db = () => t.app.database.db;

async function cityId(name: string, country: 'DE' | 'AT' | 'CH') {
  const [row] = await db()
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.country, country)))
    .orderBy(sql`${cities.population} desc`)
    .limit(1);
  return row!.id;
}

const base: ContactAdInput = {
  searchType: 1,
  title: 'Anzeige',
  text: 'Text',
  instrumentsOffered: [],
  instrumentsSearched: [],
  genres: [],
  ambition: 1,
  skill: 0,
  bandType: null,
  rehearsalSpace: false,
  mobile: false,
  songsAvailable: false,
  remote: 0,
  cityId: null,
  pictureIds: [],
  audioIds: [],
};

async function publish(name: string, overrides: Partial<ContactAdInput>) {
  const writer = await fx.createSignedInAccount({ type: 'musician' });
  const response = await injectAs(t.app, 'POST', '/api/contactads', writer.token, {
    ...base,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  ads[name] = response.json<{ contactAd: { id: string } }>().contactAd.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  viewer = await fx.createSignedInAccount({ type: 'musician' });
  city['Köln'] = await cityId('Köln', 'DE');
  city['Bonn'] = await cityId('Bonn', 'DE');
  city['München'] = await cityId('München', 'DE');
  city['Wien'] = await cityId('Wien', 'AT');
  // Published in this order (newest last).
  await publish('drummerWanted', {
    title: 'Rockband sucht Schlagzeuger',
    text: 'Wir spielen eigene Songs.',
    instrumentsSearched: ['drums'],
    instrumentsOffered: ['guitar'],
    genres: ['rock'],
    ambition: 4,
    skill: 4,
    bandType: 2,
    cityId: city['Bonn']!,
  });
  await publish('drummerSeeksBand', {
    searchType: 3,
    title: 'Drummer sucht Band',
    instrumentsOffered: ['drums'],
    genres: ['jazz'],
    ambition: 8,
    skill: 0,
    bandType: 3,
    cityId: city['Köln']!,
  });
  await publish('viennaCovers', {
    title: 'Coverband in Wien sucht Sängerin',
    instrumentsSearched: ['vocals'],
    genres: ['pop'],
    ambition: 2,
    skill: 1,
    bandType: 1,
    cityId: city['Wien']!,
  });
  await publish('remoteProducer', {
    searchType: 4,
    title: 'Producer sucht Label',
    text: 'Elektronische Musik, nur online.',
    genres: ['electronic'],
    ambition: 16,
    skill: 16,
    remote: 3,
  });
  await publish('munichJam', {
    searchType: 2,
    title: 'Jam-Session in München',
    instrumentsOffered: ['bass'],
    ambition: 1,
    remote: 1,
    cityId: city['München']!,
  });
});

afterAll(async () => {
  await t?.dispose();
});

const list = async (query: string, who: Person | null = viewer) => {
  const response = await injectAs(t.app, 'GET', `/api/contactads?${query}`, who?.token ?? null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactAdPage>();
};
const names = async (query: string) => {
  const byId = Object.fromEntries(Object.entries(ads).map(([name, id]) => [id, name]));
  return (await list(query)).items.map((item) => byId[item.id] ?? item.id);
};

describe('filters', () => {
  it('lists newest first, for visitors too', async () => {
    expect(await names('')).toEqual([
      'munichJam',
      'remoteProducer',
      'viennaCovers',
      'drummerSeeksBand',
      'drummerWanted',
    ]);
    expect((await list('', null)).items).toHaveLength(5);
  });

  it('finds each filter’s ads', async () => {
    expect(await names('q=Schlagzeuger')).toEqual(['drummerWanted']);
    expect(await names('q=Sängerin')).toEqual(['viennaCovers']);
    expect(await names('type=1,3')).toEqual(['viennaCovers', 'drummerSeeksBand', 'drummerWanted']);
    expect(await names('inst=drums')).toEqual(['drummerWanted']);
    expect(await names('plays=drums')).toEqual(['drummerSeeksBand']);
    expect(await names('genre=jazz,pop')).toEqual(['viennaCovers', 'drummerSeeksBand']);
    expect(await names('region=AT-09')).toEqual(['viennaCovers']);
    expect(await names(`city=${city['Köln']}&km=50`)).toEqual([
      'drummerSeeksBand',
      'drummerWanted',
    ]);
    expect(await names('ambition=12')).toEqual(['drummerSeeksBand', 'drummerWanted']);
    // Skill 0 ("no requirement") fits every level.
    expect(await names('skill=4')).toEqual(['munichJam', 'drummerSeeksBand', 'drummerWanted']);
    expect(await names('bandType=1')).toEqual([
      'munichJam',
      'remoteProducer',
      'viennaCovers',
      'drummerSeeksBand',
    ]);
    expect(await names('remote=1')).toEqual(['munichJam', 'remoteProducer']);
  });

  it('sorts by distance and by relevance, and refuses them without a place or a text', async () => {
    const nearest = await list(`city=${city['Köln']}&sort=nearest`);
    const byId = Object.fromEntries(Object.entries(ads).map(([name, id]) => [id, name]));
    expect(nearest.items.map((item) => byId[item.id])).toEqual([
      'drummerSeeksBand',
      'drummerWanted',
      'munichJam',
      'viennaCovers',
      'remoteProducer',
    ]);
    expect(nearest.items[0]?.distanceKm).toBe(0);
    expect(nearest.items[1]?.distanceKm).toBeGreaterThan(15);
    expect(nearest.items[1]?.distanceKm).toBeLessThan(40);
    expect(await names('q=sucht&sort=relevance')).toHaveLength(4);
    const noPlace = await injectAs(t.app, 'GET', '/api/contactads?sort=nearest', viewer.token);
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json<{ field: string }>().field).toBe('city');
    const noText = await injectAs(t.app, 'GET', '/api/contactads?sort=relevance', viewer.token);
    expect(noText.json<{ field: string }>().field).toBe('q');
  });

  it('answers filter=matches with 422 until the matching is wired', async () => {
    const response = await injectAs(t.app, 'GET', '/api/contactads?filter=matches', viewer.token);
    if (response.statusCode === 422)
      expect(response.json<{ field: string }>().field).toBe('filter');
    else expect(response.statusCode).toBe(200);
  });
});

describe('the filter SQL for one ad (the alert engine)', () => {
  it('tells whether a saved filter finds a given ad, for a given viewer', async () => {
    const finds = async (adId: string, query: Record<string, string>, who: Person | null) => {
      const { rows } = await db().execute(
        sql`select 1 from ${contactAds} where ${contactAds.id} = ${adId}
          and ${contactAdFilterSql(ContactAdListQuerySchema.parse(query), who && { id: who.id, shadowBanned: false })}`,
      );
      return rows.length === 1;
    };
    expect(await finds(ads['drummerWanted']!, { inst: 'drums', genre: 'rock' }, viewer)).toBe(true);
    expect(await finds(ads['drummerWanted']!, { inst: 'bass' }, viewer)).toBe(false);
    expect(await finds(ads['viennaCovers']!, { region: 'AT-09', type: '1' }, null)).toBe(true);
    expect(await finds(ads['viennaCovers']!, { filter: 'myads' }, viewer)).toBe(false);
  });
});

describe('the platform search', () => {
  it('finds listed ads by title and text, with their address', async () => {
    const response = await injectAs(
      t.app,
      'GET',
      '/api/search?q=Schlagzeuger&kind=contactads',
      null,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [group] = response.json<{
      groups: { kind: string; hits: { id: string; path: string; subtitle: string | null }[] }[];
    }>().groups;
    expect(group?.kind).toBe('contactads');
    expect(group?.hits.map((hit) => hit.id)).toEqual([ads['drummerWanted']]);
    expect(group?.hits[0]?.path).toMatch(/^\/contactad\/rockband-sucht-schlagzeuger-/);
    expect(group?.hits[0]?.subtitle).toBe('Bonn');
  });
});

describe('keyset paging', () => {
  it('walks every order page by page without gaps or repeats', async () => {
    for (const query of [
      'size=2',
      `size=2&sort=nearest&city=${city['Köln']}`,
      'size=1&q=sucht&sort=relevance',
    ]) {
      const all = (await list(query.replace(/size=\d/, 'size=50'))).items.map((item) => item.id);
      const walked: string[] = [];
      let after: string | null = null;
      do {
        const page: ContactAdPage = await list(`${query}${after ? `&after=${after}` : ''}`);
        walked.push(...page.items.map((item) => item.id));
        after = page.next;
      } while (after);
      expect(walked, query).toEqual(all);
    }
    const bad = await injectAs(t.app, 'GET', '/api/contactads?after=abc', viewer.token);
    expect(bad.statusCode).toBe(422);
  });
});

/** The plan of a recorded statement, its parameters bound. */
async function planOf(statement: Statement): Promise<string> {
  const parts = statement.sql.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1]}`,
  );
  const result = await db().execute(sql`explain (format json) ${sql.join(chunks)}`);
  return JSON.stringify(result.rows);
}

describe('statements and plans', () => {
  it('answers in at most 3 statements, without a sequential scan of many ads', async () => {
    const writer = await fx.createAccount();
    await db().execute(sql`
      insert into ${contactAds} (id, publisher_user_id, search_type, title, text, ambition, skill,
        remote, city_id, instruments_offered, instruments_searched, genres, status,
        published_at, expires_at)
      select 'bulk' || lpad(n::text, 6, '0'), ${writer.id}, 1 + n % 4, 'Anzeige ' || n,
        'Wir suchen Verstärkung ' || n, 1 + n % 31, n % 32, n % 4,
        case when n % 4 = 3 then null else ${city['München']!}::int end,
        array['guitar'], array[case when n % 2 = 0 then 'bass' else 'keyboard' end],
        array['metal'], case when n % 5 = 0 then 'paused' else 'active' end,
        now() - n * interval '1 minute', now() + interval '30 days'
      from generate_series(1, 4000) as n`);
    await db().execute(sql`analyze ${contactAds}`);
    for (const query of [
      '',
      'inst=drums',
      'plays=drums&genre=rock',
      `city=${city['Köln']}&km=30`,
      'q=Schlagzeuger',
      'region=AT-09',
      'filter=myads',
      `city=${city['Köln']}&sort=nearest`,
      'q=Verstärkung&sort=relevance',
      'type=4&ambition=16&skill=8&bandType=2&remote=1',
    ]) {
      const { result, statements } = await recordStatements(() =>
        injectAs(t.app, 'GET', `/api/contactads?${query}`, viewer.token),
      );
      expect(result.statusCode, query).toBe(200);
      expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
      const listStatement = statements.find((statement) => statement.sql.includes('contact_ads'));
      const plan = await planOf(listStatement!);
      expect(
        /"Seq Scan"[^}]*"Relation Name":"contact_ads"/.test(plan),
        `${query}: ${plan.slice(0, 3000)}`,
      ).toBe(false);
    }
  });

  it('ranks the newest 1,000 matches by relevance, and pages through exactly them', async () => {
    // Two ads that would rank first: one as new as any, one older than the newest 1,000 matches
    // of the bulk ads above (decisions §77).
    const writer = await fx.createAccount();
    const strong = 'Verstärkung Verstärkung Verstärkung';
    await db().execute(sql`
      insert into ${contactAds} (id, publisher_user_id, search_type, title, text, ambition, skill,
        remote, status, published_at, expires_at)
      values
        ('strongnew', ${writer.id}, 1, ${strong}, ${strong}, 1, 0, 0, 'active',
          now(), now() + interval '30 days'),
        ('strongold', ${writer.id}, 1, ${strong}, ${strong}, 1, 0, 0, 'active',
          now() - interval '3 days', now() + interval '30 days')`);
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const page: ContactAdPage = await list(
        `q=Verstärkung&sort=relevance&size=50${after ? `&after=${after}` : ''}`,
      );
      walked.push(...page.items.map((item) => item.id));
      after = page.next;
    } while (after);
    expect(walked[0]).toBe('strongnew');
    expect(walked).not.toContain('strongold');
    expect(walked).toHaveLength(CONTACT_AD_RELEVANCE_CANDIDATES);
    expect(new Set(walked).size).toBe(walked.length);
    // The newest list still finds the old one: only the relevance order is capped.
    const newest = await list('q=Verstärkung&size=1');
    expect(newest.items[0]?.id).toBe('strongnew');
  });
});
