import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingApplication, BookingOffer, OfferInput } from '@backline/domain';
import { bookingApplications, bookingOffers } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { inDays, offerInput } from '../../test/booking-fixtures.ts';

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

const HOUR_MS = 3600 * 1000;
const call = (method: 'GET' | 'POST', url: string, who: Person | null, payload?: object) =>
  injectAs(t.app, method, url, who?.token ?? null, payload as Record<string, unknown>);

/** A live single-date offer at the venue page, published by the venue's owner. */
async function offerAt(venue: Person, pageId: string, pay: OfferInput['pay'], slots: number) {
  const response = await call('POST', '/api/booking', venue, {
    ...offerInput({
      performanceType: 'live',
      venue: { kind: 'page', pageId },
      schedule: 'single',
      dates: [{ startsAt: inDays(10), slots }],
      pay,
    }),
    publish: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingOffer>();
}

/** A band (a fresh owner and page) applies for the offer's date. */
async function applies(offer: BookingOffer) {
  const owner = await fx.createSignedInAccount({ type: 'musician' });
  const page = await fx.createPage({ ownerId: owner.id });
  const response = await call('POST', `/api/booking/${offer.id}/applications`, owner, {
    pageId: page.id,
    dateIds: [offer.dates[0]!.id],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { owner, application: response.json<{ items: BookingApplication[] }>().items[0]! };
}

async function decide(who: Person, applicationId: string, command: string) {
  const response = await call(
    'POST',
    `/api/booking-applications/${applicationId}/${command}`,
    who,
    {},
  );
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * An offer with `confirmed` slots: that many bands confirmed, `rejected` rejected and `waiting`
 * left without an answer (all apply first: a full date takes no applications). Answers the
 * decided application ids and the waiting bands.
 */
async function bookings(
  venue: Person,
  pageId: string,
  pay: OfferInput['pay'],
  confirmed: number,
  rejected = 0,
  waiting = 0,
) {
  const offer = await offerAt(venue, pageId, pay, confirmed);
  const bands = [];
  for (let index = 0; index < confirmed + rejected + waiting; index += 1) {
    bands.push(await applies(offer));
  }
  const ids: string[] = [];
  for (const [index, { application }] of bands.slice(0, confirmed + rejected).entries()) {
    await decide(venue, application.id, index < confirmed ? 'confirm' : 'reject');
    ids.push(application.id);
  }
  return { offer, ids, waiting: bands.slice(confirmed + rejected) };
}

const figuresOf = (pageId: string, who: Person | null = null) =>
  call('GET', `/api/pages/${pageId}/fair-pay`, who);

describe('fair-pay figures', () => {
  it('shows each figure exactly once a venue has enough bookings', async () => {
    const venue = await fx.createSignedInAccount();
    const page = await fx.createPage({ ownerId: venue.id, kind: 'location' });
    const a = await bookings(venue, page.id, { kind: 'pay', amountCents: 10_000 }, 2);
    const b = await bookings(venue, page.id, { kind: 'pay', amountCents: 20_000 }, 1, 1);
    const c = await bookings(venue, page.id, { kind: 'pay', amountCents: 30_000 }, 2);
    const d = await bookings(venue, page.id, { kind: 'cost', amountCents: 5_000 }, 1);
    // On the unpaid offer one band waits for an answer and one takes its application back.
    const e = await bookings(venue, page.id, { kind: 'none' }, 1, 0, 2);
    const [open, withdrawn] = e.waiting as [
      Awaited<ReturnType<typeof applies>>,
      Awaited<ReturnType<typeof applies>>,
    ];
    await decide(withdrawn.owner, withdrawn.application.id, 'withdraw');

    const decided = [...a.ids, ...b.ids, ...c.ids, ...d.ids, ...e.ids];
    const { db } = t.app.database;
    // The decisions stored their first answer; the open and the withdrawn application have none.
    const stamps = await db
      .select({ id: bookingApplications.id, first: bookingApplications.firstDecidedAt })
      .from(bookingApplications)
      .where(inArray(bookingApplications.offerId, [e.offer.id]));
    expect(stamps.find((row) => row.id === open.application.id)?.first).toBeNull();
    expect(stamps.find((row) => row.id === withdrawn.application.id)?.first).toBeNull();
    // Answers after 1, 2, … 8 hours: the median is 4.5 hours.
    for (const [index, id] of decided.entries()) {
      await db
        .update(bookingApplications)
        .set({
          appliedAt: new Date(Date.now() - 100 * HOUR_MS),
          firstDecidedAt: new Date(Date.now() - (100 - (index + 1)) * HOUR_MS),
        })
        .where(eq(bookingApplications.id, id));
    }

    // Offers still running: no application counts as left open yet.
    const running = await figuresOf(page.id);
    expect(running.statusCode, running.body).toBe(200);
    expect(running.headers['cache-control']).toBe('public, max-age=300');
    expect(running.json()).toMatchObject({
      shown: true,
      decisionPercent: null,
      endedApplications: 0,
    });

    // Over: 8 of the 9 applications (the withdrawn one aside) got a decision.
    await db
      .update(bookingOffers)
      .set({ phase: 'over' })
      .where(
        inArray(
          bookingOffers.id,
          [a, b, c, d, e].map((item) => item.offer.id),
        ),
      );
    const over = await figuresOf(page.id, venue);
    expect(over.headers['cache-control']).toBe('no-store');
    expect(over.json()).toEqual({
      shown: true,
      minimumBookings: 5,
      bookings: 7,
      medianFeeCents: 20_000,
      paidBookings: 5,
      payToPlayPercent: 14,
      unpaidPercent: 14,
      medianAnswerHours: 4.5,
      answeredApplications: 8,
      decisionPercent: 89,
      endedApplications: 9,
    });
  });

  it('exposes nothing below the minimum, also when the pay of every deal is known', async () => {
    const venue = await fx.createSignedInAccount();
    const page = await fx.createPage({ ownerId: venue.id, kind: 'location' });
    await bookings(venue, page.id, { kind: 'pay', amountCents: 12_345 }, 4, 3);
    const response = await figuresOf(page.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shown: false, minimumBookings: 5 });
    // A shadowed booking does not count towards the minimum.
    const extra = await bookings(venue, page.id, { kind: 'pay', amountCents: 12_345 }, 1);
    await t.app.database.db
      .update(bookingApplications)
      .set({ shadowed: true })
      .where(eq(bookingApplications.id, extra.ids[0]!));
    expect((await figuresOf(page.id)).json()).toEqual({ shown: false, minimumBookings: 5 });
  });

  it('answers 404 for an artist page or an unknown page and 422 for a malformed id', async () => {
    const artist = await fx.createPage({ kind: 'artist' });
    expect((await figuresOf(artist.id)).json()).toMatchObject({
      code: 'request.entity_not_found',
    });
    expect((await figuresOf('Zz9Zz9Zz9Z')).statusCode).toBe(404);
    expect((await figuresOf('no!')).statusCode).toBe(422);
  });

  it('answers an organizer page without bookings with the explanation only', async () => {
    const page = await fx.createPage({ kind: 'organization' });
    expect((await figuresOf(page.id)).json()).toEqual({ shown: false, minimumBookings: 5 });
  });
});
