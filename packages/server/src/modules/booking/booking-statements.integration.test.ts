import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_LIST_MAX_PAGE_SIZE,
  type BookingApplication,
  type BookingOffer,
  type BookingOfferPage,
  type BookingRating,
  type PendingRating,
} from '@backline/domain';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  bookingRatings,
  cities,
  images,
  pageFollows,
  pages,
  profiles,
} from '../../db/schema/index.ts';
import { createId } from '../../platform/ids.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';

/**
 * Quality bar (`quality.md`): every list endpoint runs at most 3 SQL statements per
 * request whatever the page size, signing in included. Each list is asked for with one row and
 * with a full page: the same number of statements both times, or an N+1 came back.
 */
const MAX_STATEMENTS = 3;
const MANY = BOOKING_LIST_MAX_PAGE_SIZE + 5;
const DAY_MS = 24 * 3600 * 1000;

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
/** Publishes MANY offers (half for their venue page, half as themself); the band applies. */
let offerer: Person;
/** Owns the band that applied everywhere and rated (and is to rate) many gigs. */
let bandOwner: Person;
/** Owns a band with exactly one application, one rating and one gig to rate. */
let soloOwner: Person;
let viewer: Person;
let venueId: string;
let bandId: string;
let soloId: string;
let cityId: number;
const offerIds: string[] = [];
let soloOfferId = '';

const at = (days: number) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(20, 0, 0, 0);
  return date;
};

async function withAvatar(kind: 'page' | 'user', ownerId: string): Promise<string> {
  const [image] = await t.app.database.db
    .insert(images)
    .values({
      ownerKind: kind,
      ownerId,
      purpose: 'avatar',
      storageKey: `test/${ownerId}`,
      width: 100,
      height: 100,
      renditions: {},
    })
    .returning({ id: images.id });
  return image!.id;
}

/** An offer with three dates (past ones when `pastDays`), straight in the database. */
async function insertOffer(options: {
  asPage: boolean;
  pastDays?: number;
  title: string;
}): Promise<{ offerId: string; dateIds: string[] }> {
  const { db } = t.app.database;
  const offerId = createId();
  const first = options.pastDays ? -options.pastDays : 10 + offerIds.length;
  const starts = [at(first), at(first + 1), at(first + 2)];
  await db.insert(bookingOffers).values({
    id: offerId,
    publisherUserId: offerer.id,
    publisherPageId: options.asPage ? venueId : null,
    title: options.title,
    performanceType: 'live',
    venuePageId: venueId,
    schedule: 'series',
    durationMinutes: 60,
    payKind: 'pay',
    payAmountCents: 10_000 + offerIds.length,
    description: 'Konzertreihe für Bands aus der Region',
    wantedGenres: ['rock'],
    phase: 'published',
    publishedAt: new Date(),
    firstStartsAt: starts[0],
    lastStartsAt: starts[2],
    endsAt: new Date(starts[2]!.getTime() + 3600_000),
  });
  const dateIds = starts.map(() => createId());
  await db.insert(bookingDates).values(
    starts.map((startsAt, index) => ({
      id: dateIds[index]!,
      offerId,
      startsAt,
      slots: 2,
      confirmed: options.pastDays ? 1 : 0,
    })),
  );
  return { offerId, dateIds };
}

async function insertApplication(
  offer: { offerId: string; dateIds: string[] },
  pageId: string,
  by: string,
  status: 'applied' | 'confirmed',
): Promise<string> {
  const id = createId();
  await t.app.database.db.insert(bookingApplications).values({
    id,
    offerId: offer.offerId,
    dateId: offer.dateIds[0]!,
    pageId,
    appliedBy: by,
    status,
  });
  return id;
}

/** A rating of the offerer's side by an artist page, and the offerer's of the artist. */
async function insertRatings(
  applicationId: string,
  offer: { offerId: string },
  artistPageId: string,
  artistUserId: string,
  asPage: boolean,
) {
  const common = {
    applicationId,
    offerId: offer.offerId,
    offerTitle: 'Rated gig',
    gigStartsAt: at(-30),
    value: 'positive' as const,
    text: 'Gerne wieder',
  };
  await t.app.database.db.insert(bookingRatings).values([
    {
      ...common,
      raterSide: 'offerer',
      raterUserId: offerer.id,
      raterPageId: asPage ? venueId : null,
      ratedPageId: artistPageId,
    },
    {
      ...common,
      raterSide: 'artist',
      raterUserId: artistUserId,
      raterPageId: artistPageId,
      ratedPageId: asPage ? venueId : null,
      ratedUserId: asPage ? null : offerer.id,
    },
  ]);
}

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  const { db } = t.app.database;
  offerer = await fx.createSignedInAccount();
  bandOwner = await fx.createSignedInAccount();
  soloOwner = await fx.createSignedInAccount();
  viewer = await fx.createSignedInAccount();
  const [koeln] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, 'Köln'), eq(cities.country, 'DE')))
    .limit(1);
  cityId = koeln!.id;
  venueId = (await fx.createPage({ ownerId: offerer.id, kind: 'location' })).id;
  bandId = (await fx.createPage({ ownerId: bandOwner.id })).id;
  soloId = (await fx.createPage({ ownerId: soloOwner.id })).id;
  await db
    .update(pages)
    .set({ cityId, avatarImageId: await withAvatar('page', venueId) })
    .where(eq(pages.id, venueId));
  for (const pageId of [bandId, soloId]) {
    await db
      .update(pages)
      .set({ avatarImageId: await withAvatar('page', pageId) })
      .where(eq(pages.id, pageId));
  }
  await db
    .insert(profiles)
    .values({ userId: offerer.id, avatarImageId: await withAvatar('user', offerer.id) });
  await db.insert(pageFollows).values({ pageId: venueId, userId: viewer.id });

  // MANY upcoming offers the band applied for, MANY past gigs it played: rated and to rate.
  for (let index = 0; index < MANY; index += 1) {
    const asPage = index % 2 === 0;
    const offer = await insertOffer({ asPage, title: `Konzertreihe ${index}` });
    offerIds.push(offer.offerId);
    await insertApplication(offer, bandId, bandOwner.id, 'applied');
    const rated = await insertOffer({ asPage, pastDays: 20, title: `Vergangen ${index}` });
    const ratedApplication = await insertApplication(rated, bandId, bandOwner.id, 'confirmed');
    await insertRatings(ratedApplication, rated, bandId, bandOwner.id, asPage);
    const toRate = await insertOffer({ asPage, pastDays: 10, title: `Zu bewerten ${index}` });
    await insertApplication(toRate, bandId, bandOwner.id, 'confirmed');
  }
  // The solo act: one of each.
  const soloOffer = await insertOffer({ asPage: true, title: 'Solo-Abend' });
  soloOfferId = soloOffer.offerId;
  await insertApplication(soloOffer, soloId, soloOwner.id, 'applied');
  const soloRated = await insertOffer({ asPage: true, pastDays: 25, title: 'Solo vergangen' });
  const soloRatedApplication = await insertApplication(
    soloRated,
    soloId,
    soloOwner.id,
    'confirmed',
  );
  await insertRatings(soloRatedApplication, soloRated, soloId, soloOwner.id, true);
  const soloToRate = await insertOffer({ asPage: true, pastDays: 5, title: 'Solo zu bewerten' });
  await insertApplication(soloToRate, soloId, soloOwner.id, 'confirmed');
}, 120_000);

afterAll(async () => {
  await t?.dispose();
});

/** One GET as `who` (a visitor when null): its answer and the statements it ran. */
async function measure(url: string, who: Person | null) {
  const { result: response, statements } = await recordStatements(() =>
    injectAs(t.app, 'GET', url, who?.token ?? null),
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(MAX_STATEMENTS);
  return { body: response.json<unknown>(), count: statements.length };
}

/** The same list with one row and with many: both within the bar, with the same count. */
async function expectFlat(
  one: { url: string; who: Person | null },
  many: { url: string; who: Person | null },
  sizes: (body: never) => number,
  expectedMany: number,
) {
  const small = await measure(one.url, one.who);
  const large = await measure(many.url, many.who);
  expect(sizes(small.body as never)).toBe(1);
  expect(sizes(large.body as never)).toBe(expectedMany);
  expect(large.count).toBe(small.count);
}

const items = (body: { items: unknown[] }) => body.items.length;

describe('the statements of the booking lists', () => {
  for (const who of ['visitor', 'signed-in viewer'] as const) {
    const caller = () => (who === 'visitor' ? null : viewer);

    it(`runs a fixed few for the gig list, for a ${who}`, async () => {
      const full = BOOKING_LIST_MAX_PAGE_SIZE;
      await expectFlat(
        { url: '/api/booking?size=1', who: caller() },
        { url: `/api/booking?size=${full}`, who: caller() },
        items,
        full,
      );
      // Full-text search, distance, date range and the other filters in one go.
      await expectFlat(
        { url: `/api/booking?size=1&q=Konzertreihe&city=${cityId}&km=20&paid=1`, who: caller() },
        {
          url: `/api/booking?size=${full}&q=Konzertreihe&city=${cityId}&km=20&paid=1&sort=pay`,
          who: caller(),
        },
        items,
        full,
      );
      const beyond = await measure(`/api/booking?size=${full}&page=99`, caller());
      expect(beyond.body).toMatchObject({ items: [], page: 99, total: MANY * 3 + 3 });
    });

    it(`runs a fixed few for an offer's detail, for a ${who}`, async () => {
      const { body } = await measure(`/api/booking/${offerIds[0]}`, caller());
      expect((body as BookingOffer).dates).toHaveLength(3);
    });

    it(`runs a fixed few for the ratings a page received, for a ${who}`, async () => {
      await expectFlat(
        { url: `/api/booking/ratings/received?pageId=${soloId}`, who: caller() },
        { url: `/api/booking/ratings/received?pageId=${bandId}`, who: caller() },
        (body: { items: BookingRating[] }) => body.items.length,
        MANY,
      );
      const byUser = await measure(`/api/booking/ratings/received?userId=${offerer.id}`, caller());
      expect((byUser.body as { items: BookingRating[] }).items).toHaveLength(Math.floor(MANY / 2));
    });
  }

  it('runs a fixed few for the network filter of a signed-in viewer', async () => {
    await measure(`/api/booking?network=1&size=${BOOKING_LIST_MAX_PAGE_SIZE}`, viewer);
  });

  it('runs a fixed few for the offers of their offerer, whatever the page size', async () => {
    await expectFlat(
      { url: '/api/booking/mine/offers?size=1', who: offerer },
      { url: `/api/booking/mine/offers?size=${BOOKING_LIST_MAX_PAGE_SIZE}`, who: offerer },
      items,
      BOOKING_LIST_MAX_PAGE_SIZE,
    );
    const { body } = await measure(`/api/booking/mine/offers?size=1`, offerer);
    expect((body as BookingOfferPage).items[0]?.applicationCount).toBe(1);
  });

  it('runs a fixed few for the detail as its offerer and as an applicant', async () => {
    const asOfferer = await measure(`/api/booking/${offerIds[0]}`, offerer);
    expect((asOfferer.body as BookingOffer).viewer.isOfferer).toBe(true);
    const asApplicant = await measure(`/api/booking/${soloOfferId}`, soloOwner);
    expect((asApplicant.body as BookingOffer).viewer.applications).toHaveLength(1);
  });

  it('runs a fixed few for my applications, one or many', async () => {
    await expectFlat(
      { url: '/api/booking/mine/applications?status=applied', who: soloOwner },
      { url: '/api/booking/mine/applications?status=applied', who: bandOwner },
      (body: { items: BookingApplication[] }) => body.items.length,
      MANY,
    );
  });

  it('runs a fixed few for the gigs still to rate, one or many', async () => {
    await expectFlat(
      { url: '/api/booking/ratings/pending', who: soloOwner },
      { url: '/api/booking/ratings/pending', who: bandOwner },
      (body: { items: PendingRating[] }) => body.items.length,
      MANY,
    );
    // The offerer's side: the gigs the band played for them.
    const { body } = await measure('/api/booking/ratings/pending', offerer);
    expect((body as { items: PendingRating[] }).items).toHaveLength(MANY + 1);
  });
});
