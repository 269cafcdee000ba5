import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingOffer, BookingOfferPage, OfferInput } from '@backline/domain';
import {
  bookingDates,
  bookingOffers,
  images,
  pages,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { inDays, offerInput } from '../../test/booking-fixtures.ts';
import { cardJson, LIST_COUNT_CAP } from './booking-list.sql.ts';

// The gig list's stored cards (`booking_listing_cards`, decisions §71) against the offers they
// are made of: after every kind of change a card shows, there is a card for exactly the listed
// offers, and each is what `cardJson` builds from the offer now.

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
let venueOwner: Person;
let soloArtist: Person;
let venueId: string;

const db = () => t.app.database.db;

async function publish(who: Person, input: Partial<OfferInput>, headers = {}) {
  const response = await injectAs(
    t.app,
    'POST',
    '/api/booking',
    who.token,
    { ...offerInput(input), publish: true },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingOffer>();
}

/** The stored rows against the cards built from the offers as they are now. */
async function expectInStep() {
  const stored = await db().execute<{ id: string; card: unknown }>(
    sql`select id, card::jsonb as card from booking_listing_cards order by id`,
  );
  const fresh = await db().execute<{ id: string; card: unknown }>(sql`
    select ${bookingOffers.id} as id, (${cardJson({ withCounts: false })})::jsonb as card
    from ${bookingOffers}
    where ${bookingOffers.phase} = 'published' and not ${bookingOffers.shadowed}
    order by ${bookingOffers.id}`);
  expect(stored.rows).toEqual(fresh.rows);
  return stored.rows.length;
}

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  venueOwner = await fx.createSignedInAccount();
  soloArtist = await fx.createSignedInAccount();
  venueId = (await fx.createPage({ ownerId: venueOwner.id, kind: 'location' })).id;
});

afterAll(async () => {
  await t?.app.close();
  await t?.dispose();
});

describe("booking_listing_cards, the gig list's stored cards", () => {
  it('follows the offers, their dates, and the names and pictures on their cards', async () => {
    const atVenue = await publish(
      venueOwner,
      {
        title: 'Listing at the venue',
        performanceType: 'live',
        venue: { kind: 'page', pageId: venueId },
        dates: [{ startsAt: inDays(9), slots: 2 }],
      },
      { 'x-object-user': venueId },
    );
    const online = await publish(soloArtist, { title: 'Listing online' });
    expect(await expectInStep()).toBe(2);

    // The offer edited, a date's slots taken, the venue and the publisher renamed.
    await db()
      .update(bookingOffers)
      .set({ title: 'Listing online, renamed', payKind: 'pay', payAmountCents: 9000 })
      .where(eq(bookingOffers.id, online.id));
    await db()
      .update(bookingDates)
      .set({ confirmed: 1 })
      .where(eq(bookingDates.offerId, atVenue.id));
    await db().update(pages).set({ name: 'Renamed venue' }).where(eq(pages.id, venueId));
    await db().update(users).set({ name: 'Renamed artist' }).where(eq(users.id, soloArtist.id));
    const [avatar] = await db()
      .insert(images)
      .values({
        ownerKind: 'user',
        ownerId: soloArtist.id,
        purpose: 'avatar',
        storageKey: 'listing-test/avatar',
        width: 1,
        height: 1,
        renditions: {},
      })
      .returning({ id: images.id });
    // The profile's row may not exist yet (an insert), or may (an update).
    await db()
      .insert(profiles)
      .values({ userId: soloArtist.id, avatarImageId: avatar!.id })
      .onConflictDoUpdate({ target: profiles.userId, set: { avatarImageId: avatar!.id } });
    expect(await expectInStep()).toBe(2);
    const cards = await db().execute<{ card: { title: string; publisherUser: unknown } }>(
      sql`select card from booking_listing_cards where id = ${online.id}`,
    );
    expect(cards.rows[0]!.card).toMatchObject({
      title: 'Listing online, renamed',
      publisherUser: { name: 'Renamed artist', avatarKey: 'listing-test/avatar' },
    });

    // Out of the list: shadowed, then back; paused by its phase; cancelled for good.
    await db().update(bookingOffers).set({ shadowed: true }).where(eq(bookingOffers.id, online.id));
    expect(await expectInStep()).toBe(1);
    await db()
      .update(bookingOffers)
      .set({ shadowed: false })
      .where(eq(bookingOffers.id, online.id));
    expect(await expectInStep()).toBe(2);
    const cancel = await injectAs(
      t.app,
      'DELETE',
      `/api/booking/${atVenue.id}`,
      venueOwner.token,
      undefined,
      { 'x-object-user': venueId },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await expectInStep()).toBe(1);
  });

  it('counts the gig list exactly up to 1,000 and says "more" beyond', async () => {
    const before = await expectInStep();
    // Enough listed offers to pass the cap, written as the seed writes them.
    await db().execute(sql`
      insert into booking_offers (publisher_user_id, title, performance_type, schedule,
        duration_minutes, pay_kind, phase, published_at, first_starts_at, id)
      select ${soloArtist.id}, 'Bulk ' || i, 'stream', 'single', 60, 'negotiable', 'published',
        now(), now() + interval '30 days', 'bulk' || lpad(i::text, 8, '0')
      from generate_series(1, ${LIST_COUNT_CAP + 5 - before}) i`);
    expect(await expectInStep()).toBe(LIST_COUNT_CAP + 5);

    const all = await injectAs(t.app, 'GET', '/api/booking', null);
    expect(all.json<BookingOfferPage>()).toMatchObject({ total: 1000, totalCapped: true });
    const some = await injectAs(t.app, 'GET', '/api/booking?q=renamed', null);
    expect(some.json<BookingOfferPage>()).toMatchObject({ total: 1, totalCapped: false });
    // A viewer's page: the same cards with their application (none here).
    const mine = await injectAs(t.app, 'GET', '/api/booking?sort=newest', venueOwner.token);
    const page = mine.json<BookingOfferPage>();
    expect(page.totalCapped).toBe(true);
    expect(page.items).toHaveLength(20);
    expect(page.items.every((item) => item.myApplication === null)).toBe(true);
  });
});
