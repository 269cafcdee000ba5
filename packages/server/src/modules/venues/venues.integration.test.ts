import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  summarizeVenueRatings,
  type ApiError,
  type BookingApplication,
  type BookingOffer,
  type VenueFactsheet,
  type VenueRating,
  type VenueRatingForm,
  type VenueRatingPage,
} from '@backline/domain';
import { bookingDates, notifications, users, venueRatings } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Person | null,
  payload?: Record<string, unknown>,
) => injectAs(t.app, method, url, who?.token ?? null, payload);
const codeOf = (response: { json: <T>() => T }) => response.json<ApiError>().code;
const member = () => fx.createSignedInAccount({ type: 'musician' });

/** A venue page with its owner, an admin and a plain member. */
async function venueWithTeam() {
  const owner = await member();
  const admin = await member();
  const teamMember = await member();
  const venue = await fx.createPage({ ownerId: owner.id, kind: 'location' });
  await fx.addPageMember(venue.id, admin.id, 'admin');
  await fx.addPageMember(venue.id, teamMember.id, 'member');
  return { venue, owner, admin, teamMember };
}

/** A band (its owner signed in) that played the venue through a confirmed booking, days ago. */
async function bandThatPlayed(venuePageId: string, venueOwner: Person) {
  const band = await member();
  const bandPage = await fx.createPage({ ownerId: band.id });
  const created = await call('POST', '/api/booking', venueOwner, {
    ...offerInput({
      title: 'Clubabend',
      performanceType: 'live',
      venue: { kind: 'page', pageId: venuePageId },
      schedule: 'single',
      dates: [{ startsAt: new Date(Date.now() + 5 * DAY).toISOString(), slots: 1 }],
    }),
    publish: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  const offer = created.json<BookingOffer>();
  const applied = await call('POST', `/api/booking/${offer.id}/applications`, band, {
    pageId: bandPage.id,
    dateIds: [offer.dates[0]!.id],
  });
  const application = applied.json<{ items: BookingApplication[] }>().items[0]!;
  const confirmed = await call(
    'POST',
    `/api/booking-applications/${application.id}/confirm`,
    venueOwner,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await t.app.database.db
    .update(bookingDates)
    .set({ startsAt: new Date(Date.now() - 3 * DAY) })
    .where(eq(bookingDates.id, offer.dates[0]!.id));
  return { band, bandPage };
}

const SCORES = { organisation: 5, sound: 4, hospitality: 5, payReliability: 4, audience: 3 };
const rate = (who: Person, venueId: string, scores = SCORES, text = 'Toller Club, faire Gage.') =>
  call('POST', `/api/location/${venueId}/ratings`, who, { scores, text });

const noticesOf = async (userId: string, kind: string) =>
  t.app.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('venue factsheet', () => {
  it('is written by the owner and admins only and read by every member', async () => {
    const { venue, owner, admin, teamMember } = await venueWithTeam();
    const stranger = await member();
    const input = {
      capacity: 350,
      stage: '8 x 5 m',
      pa: 'd&b Y-Serie',
      foh: 'Allen & Heath dLive',
      backline: 'basic',
      rental: 'whole',
      newcomerFriendly: true,
      sleeping: 'hotel_nearby',
      contactName: 'Lena Booking',
      contactEmail: 'Booking@Example.org',
      contactPhone: '+49 30 1234567',
    };
    const empty = await call('GET', `/api/location/${venue.id}/facts`, stranger);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<VenueFactsheet>()).toMatchObject({ updatedAt: null, canEdit: false });

    const written = await call('PUT', `/api/location/${venue.id}/facts`, owner, input);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<VenueFactsheet>()).toMatchObject({
      capacity: 350,
      newcomerFriendly: true,
      canEdit: true,
      bookingContact: { name: 'Lena Booking', email: 'booking@example.org' },
    });
    const byAdmin = await call('PUT', `/api/location/${venue.id}/facts`, admin, {
      ...input,
      capacity: 400,
    });
    expect(byAdmin.statusCode).toBe(200);

    for (const who of [teamMember, stranger]) {
      const refused = await call('PUT', `/api/location/${venue.id}/facts`, who, input);
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('auth.forbidden');
    }
    expect((await call('PUT', `/api/location/${venue.id}/facts`, null, input)).statusCode).toBe(
      401,
    );
    const seen = (
      await call('GET', `/api/location/${venue.id}/facts`, stranger)
    ).json<VenueFactsheet>();
    expect(seen).toMatchObject({ capacity: 400, stage: '8 x 5 m', canEdit: false });
    expect(seen.bookingContact?.phone).toBe('+49 30 1234567');
    expect((await call('GET', `/api/location/${venue.id}/facts`, null)).statusCode).toBe(401);
  });

  it('refuses bad input with the field and pages that are not venues', async () => {
    const { venue, owner } = await venueWithTeam();
    const bad = await call('PUT', `/api/location/${venue.id}/facts`, owner, { capacity: -3 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ApiError>().field).toBe('capacity');
    const mail = await call('PUT', `/api/location/${venue.id}/facts`, owner, {
      contactEmail: 'kein-mail',
    });
    expect(mail.json<ApiError>().field).toBe('contactEmail');
    const band = await fx.createPage({ ownerId: owner.id });
    const notVenue = await call('GET', `/api/location/${band.id}/facts`, owner);
    expect(notVenue.statusCode).toBe(404);
    expect(codeOf(notVenue)).toBe('venues.not_a_venue');
  });
});

describe('venue ratings', () => {
  it('marks a band that played there as verified, others not, and refuses the venue team', async () => {
    const { venue, owner, teamMember } = await venueWithTeam();
    const { band, bandPage } = await bandThatPlayed(venue.id, owner);
    const form = await call('GET', `/api/location/${venue.id}/my-rating`, band);
    expect(form.json<VenueRatingForm>()).toMatchObject({
      canRate: true,
      verified: true,
      artistPage: { id: bandPage.id },
      mine: null,
    });

    const rated = await rate(band, venue.id);
    expect(rated.statusCode, rated.body).toBe(201);
    const rating = rated.json<VenueRating>();
    expect(rating).toMatchObject({
      type: 'locationrating',
      resource: `/locationrating/${rating.id}`,
      verified: true,
      artistPage: { id: bandPage.id },
      overall: 4.2,
      viewer: { isRater: true, canEdit: true, canDelete: true, canAnswer: false },
    });
    expect(await noticesOf(owner.id, 'venues.rating_received')).toHaveLength(1);

    const again = await rate(band, venue.id);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('venues.already_rated');

    const guest = await member();
    const byGuest = await rate(guest, venue.id, { ...SCORES, sound: 1, audience: 2 });
    expect(byGuest.json<VenueRating>()).toMatchObject({ verified: false, artistPage: null });

    const own = await rate(teamMember, venue.id);
    expect(own.statusCode).toBe(403);
    expect(codeOf(own)).toBe('venues.own_venue');
    const bad = await call('POST', `/api/location/${venue.id}/ratings`, guest, {
      scores: { ...SCORES, sound: 6 },
      text: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ApiError>().field).toBe('scores.sound');

    const page = (
      await call('GET', `/api/location/${venue.id}/ratings`, owner)
    ).json<VenueRatingPage>();
    expect(page.items).toHaveLength(2);
    expect(page.summary).toEqual({
      ...summarizeVenueRatings([SCORES, { ...SCORES, sound: 1, audience: 2 }]),
      verifiedCount: 1,
    });
  });

  it('lets the rater edit for 30 days and delete, and the venue answer with a statement', async () => {
    const { venue, owner, admin, teamMember } = await venueWithTeam();
    const rater = await member();
    const rating = (await rate(rater, venue.id)).json<VenueRating>();
    const other = await member();

    const edited = await call('PUT', `/api/locationrating/${rating.id}`, rater, {
      scores: { ...SCORES, sound: 2 },
      text: 'Nachtrag: Monitor war schwach.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<VenueRating>().scores.sound).toBe(2);
    const notMine = await call('PUT', `/api/locationrating/${rating.id}`, other, {
      scores: SCORES,
      text: 'x',
    });
    expect(codeOf(notMine)).toBe('venues.not_rater');

    for (const who of [teamMember, other, rater]) {
      const refused = await call('PUT', `/api/locationrating/${rating.id}/statement`, who, {
        text: 'Danke!',
      });
      expect(refused.statusCode).toBe(403);
    }
    const answered = await call('PUT', `/api/locationrating/${rating.id}/statement`, owner, {
      text: 'Danke, wir tauschen die Monitore.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<VenueRating>().statement).toMatchObject({
      text: 'Danke, wir tauschen die Monitore.',
      author: { id: owner.id },
    });
    await call('PUT', `/api/locationrating/${rating.id}/statement`, admin, { text: 'Erledigt.' });
    const detail = (
      await call('GET', `/api/locationrating/${rating.id}`, other)
    ).json<VenueRating>();
    expect(detail.statement).toMatchObject({ text: 'Erledigt.', author: { id: admin.id } });
    expect(await noticesOf(rater.id, 'venues.statement_received')).toHaveLength(1);

    await t.app.database.db
      .update(venueRatings)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(venueRatings.id, rating.id));
    const late = await call('PUT', `/api/locationrating/${rating.id}`, rater, {
      scores: SCORES,
      text: 'Zu spät',
    });
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('venues.edit_window_closed');

    expect((await call('DELETE', `/api/locationrating/${rating.id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/locationrating/${rating.id}`, rater)).statusCode).toBe(200);
    expect((await call('GET', `/api/locationrating/${rating.id}`, rater)).statusCode).toBe(404);
  });

  it("stores a shadow-banned rater's rating for their eyes only", async () => {
    const { venue, owner } = await venueWithTeam();
    const shadowed = await member();
    await t.app.database.db
      .update(users)
      .set({ shadowBannedAt: new Date() })
      .where(eq(users.id, shadowed.id));
    const rating = (await rate(shadowed, venue.id)).json<VenueRating>();
    expect((await call('GET', `/api/locationrating/${rating.id}`, shadowed)).statusCode).toBe(200);
    expect((await call('GET', `/api/locationrating/${rating.id}`, owner)).statusCode).toBe(404);
    const page = (
      await call('GET', `/api/location/${venue.id}/ratings`, owner)
    ).json<VenueRatingPage>();
    expect(page.items).toHaveLength(0);
    expect(page.summary?.count).toBe(0);
    expect(await noticesOf(owner.id, 'venues.rating_received')).toHaveLength(0);
  });

  it('goes to moderation when reported, and a hidden rating leaves the venue page', async () => {
    const { venue, owner } = await venueWithTeam();
    const rater = await member();
    const rating = (await rate(rater, venue.id, SCORES, 'Spam spam spam')).json<VenueRating>();
    const own = await call('POST', '/api/reports', rater, {
      subject: { kind: 'venue_rating', id: rating.id },
      reason: 'spam',
    });
    expect(codeOf(own)).toBe('reports.own_subject');
    const reported = await call('POST', '/api/reports', owner, {
      subject: { kind: 'venue_rating', id: rating.id },
      reason: 'spam',
    });
    expect(reported.statusCode, reported.body).toBe(200);

    const mod = await fx.createSignedInAccount({ role: 'moderator', twoFactor: true });
    const hidden = await call('POST', '/api/moderation/actions', mod, {
      subject: { kind: 'venue_rating', id: rating.id },
      action: 'hide',
      reason: 'Werbung verstößt gegen die Regeln.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call('GET', `/api/locationrating/${rating.id}`, owner)).statusCode).toBe(404);
    const mine = (await call('GET', `/api/locationrating/${rating.id}`, rater)).json<VenueRating>();
    expect(mine.state).toBe('hidden');
    const page = (
      await call('GET', `/api/location/${venue.id}/ratings`, owner)
    ).json<VenueRatingPage>();
    expect(page.summary?.count).toBe(0);
  });

  it("lets the rater report the venue's statement, and moderators delete it", async () => {
    const { venue, owner } = await venueWithTeam();
    const rater = await member();
    const rating = (await rate(rater, venue.id)).json<VenueRating>();
    const subject = { kind: 'venue_statement', id: rating.id };
    const none = await call('POST', '/api/reports', rater, { subject, reason: 'harassment' });
    expect(none.statusCode).toBe(404);
    await call('PUT', `/api/locationrating/${rating.id}/statement`, owner, { text: 'Frechheit!' });
    const own = await call('POST', '/api/reports', owner, { subject, reason: 'harassment' });
    expect(codeOf(own)).toBe('reports.own_subject');
    const reported = await call('POST', '/api/reports', rater, { subject, reason: 'harassment' });
    expect(reported.statusCode, reported.body).toBe(200);

    const mod = await fx.createSignedInAccount({ role: 'moderator', twoFactor: true });
    const deleted = await call('POST', '/api/moderation/actions', mod, {
      subject,
      action: 'delete',
      reason: 'Beleidigung verstößt gegen die Regeln.',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (
      await call('GET', `/api/locationrating/${rating.id}`, rater)
    ).json<VenueRating>();
    expect(after.statement).toBeNull();
    expect(after.text).toBe(rating.text);
  });

  it('summarises in SQL exactly as the domain rule does', async () => {
    const score = fc.integer({ min: 1, max: 5 });
    const scores = fc.record({
      organisation: score,
      sound: score,
      hospitality: score,
      payReliability: score,
      audience: score,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(scores, { minLength: 0, maxLength: 8 }), async (ratings) => {
        const { venue, owner } = await venueWithTeam();
        for (const values of ratings) {
          const rater = await fx.createAccount();
          await t.app.database.db
            .insert(venueRatings)
            .values({ venuePageId: venue.id, raterUserId: rater.id, ...values, text: 'x' });
        }
        const page = (
          await call('GET', `/api/location/${venue.id}/ratings`, owner)
        ).json<VenueRatingPage>();
        expect(page.summary).toEqual({ ...summarizeVenueRatings(ratings), verifiedCount: 0 });
      }),
      { numRuns: 8 },
    );
  });
});
