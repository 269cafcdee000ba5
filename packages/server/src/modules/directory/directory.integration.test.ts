import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryCard, DirectoryPage } from '@backline/domain';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  cities,
  contactRelations,
  pageFollows,
  pages,
  profiles,
  users,
  venueFactsheets,
  videos,
} from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
const city: Record<string, number> = {};
const id: Record<string, string> = {};
/** Signed in, no relation to anyone. */
let stranger: Person;
/** A confirmed contact of the private musician; GEMA-verified. */
let friend: Person;

async function cityId(name: string): Promise<number> {
  const [row] = await t.app.database.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.country, 'DE')))
    .orderBy(cities.population)
    .limit(1);
  return row!.id;
}

type MusicianOptions = {
  name: string;
  city: string;
  instruments: string[];
  visibility?: 'public' | 'private';
  gemaBadge?: 'public' | 'gema' | 'none';
  gema?: boolean;
  createdAt: Date;
};

async function musician(key: string, options: MusicianOptions): Promise<string> {
  const { db } = t.app.database;
  const account = await fx.createAccount({ type: 'musician' });
  await db
    .update(users)
    .set({ name: options.name, createdAt: options.createdAt })
    .where(eq(users.id, account.id));
  await db.insert(profiles).values({
    userId: account.id,
    cityId: city[options.city],
    instruments: options.instruments,
    visibility: options.visibility ?? 'public',
    gemaBadge: options.gemaBadge ?? 'public',
  });
  if (options.gema) await fx.verifyGema(account.id);
  id[key] = account.id;
  return account.id;
}

async function page(
  key: string,
  values: Partial<typeof pages.$inferInsert> & { kind: 'artist' | 'location' | 'organization' },
  ownerId?: string,
): Promise<string> {
  const created = await fx.createPage({ kind: values.kind, ownerId });
  await t.app.database.db.update(pages).set(values).where(eq(pages.id, created.id));
  id[key] = created.id;
  return created.id;
}

async function contacts(a: string, b: string) {
  const [low, high] = a < b ? [a, b] : [b, a];
  await t.app.database.db.insert(contactRelations).values({
    userLowId: low!,
    userHighId: high!,
    status: 'confirmed',
    requesterId: low!,
    addresseeId: high!,
    confirmedAt: new Date(),
  });
}

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  const { db } = t.app.database;
  for (const name of ['Köln', 'Bonn', 'Düsseldorf', 'München']) city[name] = await cityId(name);

  await musician('anna', {
    name: 'Anna Gitarre',
    city: 'Köln',
    instruments: ['guitar', 'vocals'],
    gema: true,
    createdAt: ago(10),
  });
  await musician('bert', {
    name: 'Bert Trommel',
    city: 'Bonn',
    instruments: ['drums'],
    visibility: 'private',
    createdAt: ago(9),
  });
  await musician('carla', {
    name: 'Carla Kontrabass',
    city: 'München',
    instruments: ['guitar'],
    gema: true,
    gemaBadge: 'gema',
    createdAt: ago(8),
  });
  await musician('dora', {
    name: 'Dora Düsseldorf',
    city: 'Düsseldorf',
    instruments: ['bass'],
    createdAt: ago(7),
  });
  // Never listed: shadow-banned, deactivated, community-banned, a private account.
  const shadow = await musician('shadow', {
    name: 'Schatten Gitarre',
    city: 'Köln',
    instruments: ['guitar'],
    createdAt: ago(6),
  });
  await db.update(users).set({ shadowBannedAt: new Date() }).where(eq(users.id, shadow));
  await fx.deactivate(
    await musician('gone', {
      name: 'Weg Gitarre',
      city: 'Köln',
      instruments: ['guitar'],
      createdAt: ago(5),
    }),
  );
  const banned = await musician('banned', {
    name: 'Bann Gitarre',
    city: 'Köln',
    instruments: ['guitar'],
    createdAt: ago(4),
  });
  await db
    .update(users)
    .set({ communityBanUntil: new Date(Date.now() + 30 * DAY) })
    .where(eq(users.id, banned));
  const privateAccount = await musician('privateAccount', {
    name: 'Privat Gitarre',
    city: 'Köln',
    instruments: ['guitar'],
    createdAt: ago(3),
  });
  await db.update(users).set({ type: 'private' }).where(eq(users.id, privateAccount));

  stranger = await fx.createSignedInAccount();
  friend = await fx.createSignedInAccount();
  await fx.verifyGema(friend.id);
  await contacts(friend.id, id.bert!);
  await contacts(id.anna!, id.dora!);
  await contacts(id.anna!, id.carla!);
  await db.insert(videos).values({
    ownerKind: 'user',
    ownerId: id.anna!,
    youtubeId: 'dQw4w9WgXcQ',
    title: 'Live',
  });

  // Pages.
  await page('kulturhalle', {
    kind: 'location',
    name: 'Kulturhalle Köln',
    cityId: city['Köln'],
    genres: ['rock'],
    createdAt: ago(20),
  });
  await page('jazzkeller', {
    kind: 'location',
    name: 'Jazzkeller München',
    cityId: city['München'],
    genres: ['jazz'],
    createdAt: ago(19),
  });
  await page('harmonie', {
    kind: 'location',
    name: 'Harmonie Bonn',
    cityId: city.Bonn,
    genres: ['rock', 'jazz'],
    createdAt: ago(18),
  });
  await page('closed', {
    kind: 'location',
    name: 'Geschlossen Köln',
    cityId: city['Köln'],
    status: 'closed',
    createdAt: ago(17),
  });
  await page(
    'shadowVenue',
    { kind: 'location', name: 'Schattenclub', cityId: city['Köln'] },
    shadow,
  );
  await page('band', {
    kind: 'artist',
    artistForm: 'band',
    name: 'Die Nachtfalter',
    cityId: city['Köln'],
    genres: ['rock'],
    createdAt: ago(16),
  });
  await page('solo', {
    kind: 'artist',
    artistForm: 'solo',
    name: 'Lena Solo',
    cityId: city.Bonn,
    genres: ['pop'],
    createdAt: ago(15),
  });
  await page('verein', {
    kind: 'organization',
    organizationType: 'verein',
    name: 'Popkultur Verein',
    cityId: city['Köln'],
    createdAt: ago(14),
  });
  await page('firma', {
    kind: 'organization',
    organizationType: 'firma',
    name: 'Bühnentechnik GmbH',
    cityId: city['München'],
    createdAt: ago(13),
  });
  await db.insert(pageFollows).values([
    { pageId: id.jazzkeller!, userId: stranger.id },
    { pageId: id.jazzkeller!, userId: friend.id },
    { pageId: id.harmonie!, userId: friend.id },
  ]);
  await db.insert(videos).values({
    ownerKind: 'page',
    ownerId: id.solo!,
    youtubeId: 'dQw4w9WgXcQ',
    title: 'Solo live',
  });
  // Open for bookings: an offer at the Kulturhalle by the Verein; the band applied to it.
  const [offer] = await db
    .insert(bookingOffers)
    .values({
      publisherUserId: stranger.id,
      publisherPageId: id.verein!,
      venuePageId: id.kulturhalle!,
      title: 'Sommerfest',
      performanceType: 'live',
      schedule: 'single',
      durationMinutes: 60,
      payKind: 'pay',
      phase: 'published',
    })
    .returning({ id: bookingOffers.id });
  const [date] = await db
    .insert(bookingDates)
    .values({ offerId: offer!.id, startsAt: new Date(Date.now() + 20 * DAY), slots: 2 })
    .returning({ id: bookingDates.id });
  await db
    .insert(bookingApplications)
    .values({ offerId: offer!.id, dateId: date!.id, pageId: id.band!, appliedAt: ago(2) });
}, 120_000);

afterAll(async () => {
  await t?.dispose();
});

async function list(path: string, who: Person | null = stranger): Promise<DirectoryPage> {
  const response = await injectAs(t.app, 'GET', `/api/directory/${path}`, who?.token ?? null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DirectoryPage>();
}
const names = (answer: DirectoryPage) => answer.items.map((item) => item.name);

describe('GET /api/directory/musicians', () => {
  it('lists listed musicians newest first, private ones only for contacts', async () => {
    expect(names(await list('musicians', null))).toEqual([
      'Dora Düsseldorf',
      'Carla Kontrabass',
      'Anna Gitarre',
    ]);
    expect(names(await list('musicians'))).toEqual([
      'Dora Düsseldorf',
      'Carla Kontrabass',
      'Anna Gitarre',
    ]);
    expect(names(await list('musicians', friend))).toEqual([
      'Dora Düsseldorf',
      'Carla Kontrabass',
      'Bert Trommel',
      'Anna Gitarre',
    ]);
  });

  it('filters by instrument, media, region and distance', async () => {
    expect(names(await list('musicians?instrument=guitar'))).toEqual([
      'Carla Kontrabass',
      'Anna Gitarre',
    ]);
    expect(names(await list('musicians?media=1'))).toEqual(['Anna Gitarre']);
    expect(names(await list('musicians?region=DE-07'))).toEqual([
      'Dora Düsseldorf',
      'Anna Gitarre',
    ]);
    expect(names(await list(`musicians?city=${city['Köln']}&km=50`, friend))).toEqual([
      'Dora Düsseldorf',
      'Bert Trommel',
      'Anna Gitarre',
    ]);
  });

  it('counts GEMA only where the badge shows to the viewer', async () => {
    expect(names(await list('musicians?gema=1'))).toEqual(['Anna Gitarre']);
    expect(names(await list('musicians?gema=1', friend))).toEqual([
      'Carla Kontrabass',
      'Anna Gitarre',
    ]);
    const anna = (await list('musicians?q=Anna')).items[0]!;
    expect(anna).toMatchObject({
      kind: 'user',
      gemaVerified: true,
      city: 'Köln',
      instruments: ['guitar', 'vocals'],
      followers: 2,
      viewerFollows: false,
      self: false,
    });
    expect(anna.resource).toBe(`/user/anna-gitarre-${id.anna}`);
  });

  it('sorts by relevance, nearest and contacts, and finds misspelt names', async () => {
    expect(names(await list('musicians?q=gitarre'))).toEqual(['Anna Gitarre']);
    expect(names(await list('musicians?q=Kontrabas'))).toEqual(['Carla Kontrabass']);
    const nearest = await list(`musicians?city=${city.Bonn}&sort=nearest`, friend);
    expect(names(nearest)).toEqual([
      'Bert Trommel',
      'Anna Gitarre',
      'Dora Düsseldorf',
      'Carla Kontrabass',
    ]);
    expect(nearest.items[0]!.distanceKm).toBe(0);
    expect(nearest.items[1]!.distanceKm).toBeGreaterThan(15);
    expect(names(await list('musicians?sort=followed')).slice(0, 1)).toEqual(['Anna Gitarre']);
  });

  it('refuses filters of other lists and bad input with 422', async () => {
    for (const query of [
      'open=1',
      'form=band',
      'instrument=kazoo',
      'km=10',
      'sort=nearest',
      'after=zz',
      'size=500',
    ]) {
      const response = await injectAs(t.app, 'GET', `/api/directory/musicians?${query}`, null);
      expect(response.statusCode, query).toBe(422);
    }
    const unknown = await injectAs(t.app, 'GET', '/api/directory/people', null);
    expect(unknown.statusCode).toBe(422);
  });
});

describe('GET /api/directory/{venues,artists,organizations}', () => {
  it('lists active pages of listed owners, with filters and orders', async () => {
    expect(names(await list('venues'))).toEqual([
      'Harmonie Bonn',
      'Jazzkeller München',
      'Kulturhalle Köln',
    ]);
    expect(names(await list('venues?genre=jazz'))).toEqual(['Harmonie Bonn', 'Jazzkeller München']);
    expect(names(await list('venues?open=1'))).toEqual(['Kulturhalle Köln']);
    expect(names(await list(`venues?city=${city['Köln']}&km=30`))).toEqual([
      'Harmonie Bonn',
      'Kulturhalle Köln',
    ]);
    expect(names(await list('venues?sort=followed'))).toEqual([
      'Jazzkeller München',
      'Harmonie Bonn',
      'Kulturhalle Köln',
    ]);
    expect(names(await list('venues?q=Kulturhale'))).toEqual(['Kulturhalle Köln']);
    const [jazz] = (await list('venues?q=Jazzkeller')).items as [DirectoryCard];
    expect(jazz).toMatchObject({ kind: 'location', followers: 2, viewerFollows: true });
    expect(jazz.resource).toBe(`/location/jazzkeller-muenchen-${id.jazzkeller}`);
  });

  it('filters live locations by their factsheet: newcomer friendly, at least so many people', async () => {
    const { db } = t.app.database;
    await db.insert(venueFactsheets).values([
      { pageId: id.kulturhalle!, capacity: 800, newcomerFriendly: true },
      { pageId: id.jazzkeller!, capacity: 120, newcomerFriendly: true },
      { pageId: id.harmonie!, capacity: 400, newcomerFriendly: false },
    ]);
    try {
      expect(names(await list('venues?newcomer=1'))).toEqual([
        'Jazzkeller München',
        'Kulturhalle Köln',
      ]);
      expect(names(await list('venues?capacity=200'))).toEqual([
        'Harmonie Bonn',
        'Kulturhalle Köln',
      ]);
      expect(names(await list('venues?capacity=200&newcomer=1'))).toEqual(['Kulturhalle Köln']);
      // Only the live locations have a factsheet.
      const refused = await injectAs(t.app, 'GET', '/api/directory/artists?capacity=200', null);
      expect(refused.statusCode).toBe(422);
    } finally {
      await db.delete(venueFactsheets);
    }
  });

  it('filters artists by form, media and open for bookings', async () => {
    expect(names(await list('artists?form=band'))).toEqual(['Die Nachtfalter']);
    expect(names(await list('artists?form=solo'))).toEqual(['Lena Solo']);
    expect(names(await list('artists?media=1'))).toEqual(['Lena Solo']);
    expect(names(await list('artists?open=1'))).toEqual(['Die Nachtfalter']);
    expect(names(await list('artists?region=DE-07&genre=rock'))).toEqual(['Die Nachtfalter']);
  });

  it('filters organizations by type and open for bookings', async () => {
    expect(names(await list('organizations?orgType=firma'))).toEqual(['Bühnentechnik GmbH']);
    expect(names(await list('organizations?open=1'))).toEqual(['Popkultur Verein']);
    expect(
      (await injectAs(t.app, 'GET', '/api/directory/organizations?instrument=drums', null))
        .statusCode,
    ).toBe(422);
  });

  it('pages by keyset without overlap in every order', async () => {
    for (const query of ['sort=newest', 'sort=followed', `city=${city.Bonn}&sort=nearest`]) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const answer: DirectoryPage = await list(
          `venues?${query}&size=1${after ? `&after=${after}` : ''}`,
        );
        seen.push(...names(answer));
        after = answer.next;
      } while (after);
      expect(seen.toSorted(), query).toEqual(names(await list('venues')).toSorted());
    }
  });
});

describe('statements', () => {
  it('answers every list in at most 3 statements, session included', async () => {
    for (const url of [
      '/api/directory/musicians?instrument=guitar&gema=1&media=1',
      `/api/directory/musicians?city=${city['Köln']}&km=50&sort=nearest`,
      '/api/directory/venues?open=1&sort=followed&genre=rock',
      '/api/directory/artists?q=Nacht&form=band',
      '/api/directory/organizations?orgType=verein&region=DE-07',
    ]) {
      const { result, statements } = await recordStatements(() =>
        injectAs(t.app, 'GET', url, friend.token),
      );
      expect(result.statusCode, url).toBe(200);
      expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
    }
  });
});

describe('name search', () => {
  // Last in the file: the two musicians it adds would change the other lists.
  it('shows only the names that hold the text, and similar names only when none does', async () => {
    for (const [key, name] of [
      ['frida', 'Frida Harfe'],
      ['frieda', 'Frieda Harfe'],
    ] as const) {
      await musician(key, { name, city: 'Köln', instruments: ['harp'], createdAt: ago(1) });
    }
    expect(names(await list('musicians?q=Frida Harfe'))).toEqual(['Frida Harfe']);
    expect(names(await list('musicians?q=Frida Harfee&sort=relevance'))).toEqual([
      'Frida Harfe',
      'Frieda Harfe',
    ]);
  });
});
