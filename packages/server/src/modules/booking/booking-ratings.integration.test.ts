import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingApplication,
  BookingOffer,
  BookingRating,
  PendingRating,
} from '@backline/domain';
import { bookingApplications, bookingDates } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { createBookingRatingsService } from './booking-ratings.service.ts';
import { offerInput } from '../../test/booking-fixtures.ts';

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

const DAY = 24 * 3600 * 1000;
const call = (
  method: 'GET' | 'POST',
  url: string,
  who: Person | null,
  payload?: Record<string, unknown>,
) => injectAs(t.app, method, url, who?.token ?? null, payload);

/** A confirmed gig of a band at a venue user's offer, moved `daysAgo` into the past. */
async function confirmedGig(daysAgo: number) {
  const venue = await fx.createSignedInAccount();
  const band = await fx.createSignedInAccount();
  const bandPage = await fx.createPage({ ownerId: band.id });
  const created = await call('POST', '/api/booking', venue, {
    ...offerInput({
      title: 'Sommerfest',
      schedule: 'single',
      dates: [{ startsAt: new Date(Date.now() + 5 * DAY).toISOString(), slots: 1 }],
    }),
    publish: true,
  });
  const offer = created.json<BookingOffer>();
  const applied = await call('POST', `/api/booking/${offer.id}/applications`, band, {
    pageId: bandPage.id,
    dateIds: [offer.dates[0]!.id],
  });
  const application = applied.json<{ items: BookingApplication[] }>().items[0]!;
  expect(
    (await call('POST', `/api/booking-applications/${application.id}/confirm`, venue)).statusCode,
  ).toBe(200);
  await t.app.database.db
    .update(bookingDates)
    .set({ startsAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(bookingDates.id, offer.dates[0]!.id));
  return { venue, band, bandPageId: bandPage.id, offer, application };
}

const rate = (
  who: Person,
  applicationId: string,
  value = 'positive',
  text = 'Alles lief bestens, gerne wieder!',
) => call('POST', `/api/booking-applications/${applicationId}/rating`, who, { value, text });

describe('booking ratings', () => {
  it('lets both sides rate once after the gig, and the rated side answer once', async () => {
    const gig = await confirmedGig(2);
    const stranger = await fx.createSignedInAccount();
    expect((await rate(stranger, gig.application.id)).statusCode).toBe(403);

    const byVenue = await rate(gig.venue, gig.application.id);
    expect(byVenue.statusCode, byVenue.body).toBe(201);
    const rating = byVenue.json<BookingRating>();
    expect(rating).toMatchObject({
      value: 'positive',
      raterSide: 'offerer',
      rater: { kind: 'user', id: gig.venue.id },
      rated: { kind: 'page', id: gig.bandPageId },
      offerTitle: 'Sommerfest',
      canAnswer: false,
      resource: `/bookingrating/${rating.id}`,
    });
    expect((await rate(gig.venue, gig.application.id)).json()).toMatchObject({
      code: 'booking.rating_exists',
    });
    const byBand = await rate(
      gig.band,
      gig.application.id,
      'neutral',
      'Die Technik war etwas knapp.',
    );
    expect(byBand.json<BookingRating>()).toMatchObject({
      raterSide: 'artist',
      rated: { kind: 'user', id: gig.venue.id },
    });

    // The band sees the venue's rating on its page and answers it once.
    const received = await call(
      'GET',
      `/api/booking/ratings/received?pageId=${gig.bandPageId}`,
      gig.band,
    );
    expect(received.json<{ items: BookingRating[] }>().items).toMatchObject([
      { id: rating.id, canAnswer: true },
    ]);
    expect(
      (
        await call('POST', `/api/bookingrating/${rating.id}/answer`, gig.venue, {
          text: 'Eine Antwort von mir',
        })
      ).statusCode,
    ).toBe(403);
    const answered = await call('POST', `/api/bookingrating/${rating.id}/answer`, gig.band, {
      text: 'Danke, es war uns ein Fest!',
    });
    expect(answered.json<BookingRating>()).toMatchObject({
      answer: 'Danke, es war uns ein Fest!',
      canAnswer: false,
    });
    expect(
      (
        await call('POST', `/api/bookingrating/${rating.id}/answer`, gig.band, {
          text: 'Noch eine Antwort',
        })
      ).json(),
    ).toMatchObject({ code: 'booking.rating_answered' });
    const detail = await call('GET', `/api/bookingrating/${rating.id}`, null);
    expect(detail.json<BookingRating>()).toMatchObject({
      id: rating.id,
      answer: 'Danke, es war uns ein Fest!',
    });
  });

  it('refuses ratings before the gig, of unconfirmed applications and after the window', async () => {
    const future = await confirmedGig(-3);
    expect((await rate(future.venue, future.application.id)).json()).toMatchObject({
      code: 'booking.rating_not_allowed',
    });
    const old = await confirmedGig(90);
    expect((await rate(old.venue, old.application.id)).json()).toMatchObject({
      code: 'booking.rating_not_allowed',
    });
    const cancelled = await confirmedGig(2);
    await t.app.database.db
      .update(bookingApplications)
      .set({ status: 'cancelled' })
      .where(eq(bookingApplications.id, cancelled.application.id));
    expect((await rate(cancelled.band, cancelled.application.id)).statusCode).toBe(409);
    const short = await call(
      'POST',
      `/api/booking-applications/${old.application.id}/rating`,
      old.venue,
      {
        value: 'negative',
        text: 'kurz',
      },
    );
    expect(short.json()).toMatchObject({ code: 'validation.too_short', field: 'text' });
  });

  it('lists pending ratings for each side and reminds each side once', async () => {
    const gig = await confirmedGig(5);
    const pendingOf = async (who: Person) =>
      (await call('GET', '/api/booking/ratings/pending', who)).json<{ items: PendingRating[] }>()
        .items;
    expect(await pendingOf(gig.venue)).toMatchObject([
      { applicationId: gig.application.id, side: 'offerer', other: { id: gig.bandPageId } },
    ]);
    expect(await pendingOf(gig.band)).toMatchObject([
      { applicationId: gig.application.id, side: 'artist', other: { id: gig.venue.id } },
    ]);
    const notices: { recipients: string[]; kind: string }[] = [];
    const service = createBookingRatingsService(t.app.database.db, {
      notify: async (_tx, recipients, notice) => {
        notices.push({ recipients, kind: notice.kind });
      },
    });
    expect(await service.remindDue()).toBeGreaterThanOrEqual(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        { recipients: [gig.venue.id], kind: 'booking.rating_reminder' },
        { recipients: [gig.band.id], kind: 'booking.rating_reminder' },
      ]),
    );
    notices.length = 0;
    await service.remindDue();
    expect(notices.filter((notice) => notice.recipients.includes(gig.venue.id))).toEqual([]);

    await rate(gig.venue, gig.application.id);
    expect(await pendingOf(gig.venue)).toEqual([]);
    expect(await pendingOf(gig.band)).toHaveLength(1);
  });
});
