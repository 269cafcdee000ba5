import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingApplication, BookingOffer, Dashboard } from '@backline/domain';
import { bookingDates } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { inDays, offerInput } from '../../test/booking-fixtures.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

const DAY = 24 * 3600 * 1000;

const call = (
  method: 'GET' | 'POST',
  url: string,
  who: Person | null,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) => injectAs(t.app, method, url, who?.token ?? null, payload, headers);

async function ok(
  method: 'GET' | 'POST',
  url: string,
  who: Person,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await call(method, url, who, payload, headers);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

const dashboardOf = async (who: Person) => {
  const response = await call('GET', '/api/user/dashboard', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
};

/** An offer of `venue` for `when`, applied to by `bandPageId` and confirmed. */
async function confirmedGig(venue: Person, band: Person, bandPageId: string, title: string) {
  const offer = (
    await ok('POST', '/api/booking', venue, {
      ...offerInput({ title, schedule: 'single', dates: [{ startsAt: inDays(5), slots: 1 }] }),
      publish: true,
    })
  ).json<BookingOffer>();
  const application = (
    await ok('POST', `/api/booking/${offer.id}/applications`, band, {
      pageId: bandPageId,
      dateIds: [offer.dates[0]!.id],
    })
  ).json<{ items: BookingApplication[] }>().items[0]!;
  await ok('POST', `/api/booking-applications/${application.id}/confirm`, venue);
  return { offer, application };
}

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

describe('GET /api/user/dashboard', () => {
  it('asks visitors to sign in', async () => {
    const response = await call('GET', '/api/user/dashboard', null);
    expect(response.statusCode).toBe(401);
  });

  it('answers empty sections for a new member', async () => {
    const me = await fx.createSignedInAccount();
    expect(await dashboardOf(me)).toEqual({
      conversations: { items: [] },
      contactRequests: { items: [], total: 0 },
      upcomingGigs: { items: [], total: 0 },
      pendingRatings: { items: [], total: 0 },
      news: { items: [], total: 0 },
    });
  });

  it('shows conversations (unread first), requests, upcoming gigs, ratings due and news', async () => {
    const me = await fx.createSignedInAccount();
    const band = await fx.createPage({ ownerId: me.id });
    const venue = await fx.createSignedInAccount();
    const writer = await fx.createSignedInAccount();
    const quiet = await fx.createSignedInAccount();

    // Conversations: I wrote to `quiet` (nothing unread), then `writer` wrote to me (unread);
    // then I write to `quiet` again, so it is the newest, yet the unread one comes first.
    await ok('POST', '/api/messaging/conversations', me, {
      to: { kind: 'user', id: quiet.id },
      text: 'Hallo!',
    });
    await ok('POST', '/api/messaging/conversations', writer, {
      to: { kind: 'user', id: me.id },
      text: 'Hast du Zeit am Samstag?',
    });
    await ok('POST', '/api/messaging/conversations', me, {
      to: { kind: 'user', id: quiet.id },
      text: 'Noch da?',
    });

    // Two open requests to me; one I sent does not count.
    const asker1 = await fx.createSignedInAccount();
    const asker2 = await fx.createSignedInAccount();
    await ok('POST', `/api/user/contacts/${me.id}`, asker1, { command: 'request' });
    await ok('POST', `/api/user/contacts/${me.id}`, asker2, { command: 'request' });
    await ok('POST', `/api/user/contacts/${venue.id}`, me, { command: 'request' });

    // An upcoming confirmed gig of my band, and a past one to rate.
    const upcoming = await confirmedGig(venue, me, band.id, 'Stadtfest');
    const past = await confirmedGig(venue, me, band.id, 'Sommerfest');
    await t.app.database.db
      .update(bookingDates)
      .set({ startsAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(bookingDates.id, past.offer.dates[0]!.id));

    // News: an offer of a page I follow.
    const club = await fx.createPage({ ownerId: venue.id, kind: 'location' });
    await ok('POST', `/api/pages/${club.id}/follow`, me);
    await ok(
      'POST',
      '/api/booking',
      venue,
      { ...offerInput({ title: 'Clubnacht' }), publish: true },
      { 'x-object-user': club.id },
    );

    const { result, statements } = await recordStatements(() =>
      call('GET', '/api/user/dashboard', me),
    );
    expect(result.statusCode, result.body).toBe(200);
    // The session lookup and one statement per section.
    expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(6);
    const dashboard = result.json<Dashboard>();

    expect(dashboard.conversations.items.map((item) => item.partner.id)).toEqual([
      writer.id,
      quiet.id,
    ]);
    expect(dashboard.conversations.items[0]).toMatchObject({ unread: 1 });
    expect(dashboard.contactRequests.total).toBe(2);
    expect(dashboard.contactRequests.items.map((item) => item.person.id)).toEqual([
      asker2.id,
      asker1.id,
    ]);
    expect(dashboard.upcomingGigs).toMatchObject({
      total: 1,
      items: [
        {
          applicationId: upcoming.application.id,
          side: 'artist',
          offerTitle: 'Stadtfest',
          artist: { kind: 'page', id: band.id },
        },
      ],
    });
    expect(dashboard.pendingRatings).toMatchObject({
      total: 1,
      items: [{ applicationId: past.application.id, side: 'artist' }],
    });
    expect(dashboard.news).toMatchObject({ total: 1, items: [{ title: 'Clubnacht' }] });

    // The venue sees the same gig from the offerer's side, and a rating due too.
    const venues = await dashboardOf(venue);
    expect(venues.upcomingGigs.items).toMatchObject([
      { applicationId: upcoming.application.id, side: 'offerer' },
    ]);
    expect(venues.pendingRatings.total).toBe(1);
    // My request to the venue is theirs to answer.
    expect(venues.contactRequests.items.map((item) => item.person.id)).toEqual([me.id]);
  });
});
