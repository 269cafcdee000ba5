import { eq } from 'drizzle-orm';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  bookingRatings,
} from '../../db/schema/index.ts';
import {
  everyone,
  pageRole,
  signedIn,
  type MatrixRow,
  type RowContext,
  publishing,
} from './matrix-rules.ts';
import { offerInput } from '../booking-fixtures.ts';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);

/** A series offer with two dates, stored straight in the database. */
async function offerOf(
  { app, fx, actor }: RowContext,
  whose: 'own' | 'other',
  phase: 'draft' | 'published' = 'published',
): Promise<{ id: string; dateIds: string[] }> {
  const userId =
    whose === 'own' && actor.account ? actor.account.id : (await fx.createAccount()).id;
  const { db } = app.database;
  const [offer] = await db
    .insert(bookingOffers)
    .values({
      publisherUserId: userId,
      title: 'Matrix Gig',
      performanceType: 'stream',
      virtual: true,
      schedule: 'series',
      durationMinutes: 60,
      payKind: 'negotiable',
      phase,
      publishedAt: phase === 'published' ? new Date() : null,
      firstStartsAt: inDays(30),
      lastStartsAt: inDays(37),
      endsAt: inDays(37),
    })
    .returning({ id: bookingOffers.id });
  if (!offer) throw new Error('Inserting a matrix offer returned no row.');
  const dates = await db
    .insert(bookingDates)
    .values([
      { offerId: offer.id, startsAt: inDays(30), slots: 2 },
      { offerId: offer.id, startsAt: inDays(37), slots: 2 },
    ])
    .returning({ id: bookingDates.id });
  return { id: offer.id, dateIds: dates.map((date) => date.id) };
}

/** An application of a fresh band to an offer of the actor (or of someone else). */
async function applicationOf(context: RowContext, whose: 'own' | 'other'): Promise<string> {
  return (await offerWithApplication(context, whose)).applicationId;
}

async function offerWithApplication(
  context: RowContext,
  whose: 'own' | 'other',
): Promise<{ offerId: string; applicationId: string }> {
  const offer = await offerOf(context, whose);
  const band = await context.fx.createPage();
  const [row] = await context.app.database.db
    .insert(bookingApplications)
    .values({ offerId: offer.id, dateId: offer.dateIds[0]!, pageId: band.id })
    .returning({ id: bookingApplications.id });
  if (!row) throw new Error('Inserting a matrix application returned no row.');
  return { offerId: offer.id, applicationId: row.id };
}

/** A rating of a fresh band by someone, received by the actor's page when it has one. */
async function ratingOf({ app, fx, actor }: RowContext): Promise<string> {
  const ratedPageId = actor.page?.id ?? (await fx.createPage()).id;
  const [row] = await app.database.db
    .insert(bookingRatings)
    .values({
      offerTitle: 'Matrix Gig',
      raterSide: 'offerer',
      ratedPageId,
      value: 'positive',
      text: 'A fine matrix gig.',
    })
    .returning({ id: bookingRatings.id });
  if (!row) throw new Error('Inserting a matrix rating returned no row.');
  return row.id;
}

const OFFER_INPUT = offerInput({
  title: 'Matrix Open Stage',
  privateEvent: true,
  schedule: 'single',
  dates: [{ startsAt: inDays(40).toISOString(), slots: 3 }],
  durationMinutes: 45,
});

const OFFERER_ONLY = "Only the offerer (the publishing user, or the page's owner and admins).";

/** The authorization matrix rows of the booking routes (merged into ROUTE_MATRIX). */
export const BOOKING_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/:type/:id (booking: a published offer)': {
    request: async (context) => ({ url: `/api/booking/${(await offerOf(context, 'other')).id}` }),
    expect: everyone(200),
  },
  "GET /api/:type/:id (booking: someone else's draft)": {
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'other', 'draft')).id}`,
    }),
    expect: everyone(404),
    note: 'Drafts exist for their offerer only.',
  },
  'DELETE /api/:type/:id (booking: own)': {
    request: async (context) => ({ url: `/api/booking/${(await offerOf(context, 'own')).id}` }),
    expect: signedIn(200),
  },
  "DELETE /api/:type/:id (booking: someone else's)": {
    request: async (context) => ({ url: `/api/booking/${(await offerOf(context, 'other')).id}` }),
    expect: signedIn(403),
    note: OFFERER_ONLY,
  },
  'GET /api/booking': {
    request: () => ({ url: '/api/booking?type=live&sort=date&page=1' }),
    expect: everyone(200),
  },
  'GET /api/booking/mine/offers': {
    request: () => ({ url: '/api/booking/mine/offers' }),
    expect: signedIn(200),
  },
  'GET /api/booking/mine/applications': {
    request: () => ({ url: '/api/booking/mine/applications?status=applied' }),
    expect: signedIn(200),
  },
  'POST /api/booking': publishing({
    request: () => ({ url: '/api/booking', payload: OFFER_INPUT }),
    expect: signedIn(201),
    note: 'A private event, so private accounts may publish it too.',
  }),
  'PUT /api/booking/:id (own)': publishing({
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'own', 'draft')).id}`,
      payload: OFFER_INPUT,
    }),
    expect: signedIn(200),
  }),
  "PUT /api/booking/:id (someone else's)": publishing({
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'other', 'draft')).id}`,
      payload: OFFER_INPUT,
    }),
    expect: signedIn(403),
    note: OFFERER_ONLY,
  }),
  'POST /api/booking/:id/:command (own)': {
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'own')).id}/pause`,
    }),
    expect: signedIn(200),
  },
  'POST /api/booking/:id/:command (publish own draft)': publishing({
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'own', 'draft')).id}/publish`,
    }),
    expect: signedIn(200),
    note: 'Publishing (also submitting and resuming) shows the offer to others: a ban refuses it.',
  }),
  "POST /api/booking/:id/:command (someone else's)": {
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'other')).id}/pause`,
    }),
    expect: signedIn(403),
    note: OFFERER_ONLY,
  },
  'POST /api/booking/:id/dates/:dateId/pause': {
    request: async (context) => {
      const offer = await offerOf(context, 'own');
      return { url: `/api/booking/${offer.id}/dates/${offer.dateIds[1]}/pause` };
    },
    expect: signedIn(200),
  },
  'POST /api/booking/:id/dates/:dateId/resume': {
    request: async (context) => {
      const offer = await offerOf(context, 'other');
      return { url: `/api/booking/${offer.id}/dates/${offer.dateIds[1]}/resume` };
    },
    expect: signedIn(403),
    note: OFFERER_ONLY,
  },
  'POST /api/booking/:id/reschedule': {
    request: async (context) => {
      const offer = await offerOf(context, 'own');
      return {
        url: `/api/booking/${offer.id}/reschedule`,
        payload: {
          dates: offer.dateIds.map((id, index) => ({
            id,
            startsAt: inDays(50 + index).toISOString(),
          })),
        },
      };
    },
    expect: signedIn(200),
  },
  'POST /api/booking/:id/cancel': {
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'other')).id}/cancel`,
      payload: { reason: 'Matrix' },
    }),
    expect: signedIn(403),
    note: OFFERER_ONLY,
  },
  'GET /api/booking/:id/premium-check': {
    request: async (context) => {
      const offer = await offerOf(context, 'other');
      const band = await context.fx.createPage();
      return { url: `/api/booking/${offer.id}/premium-check?pageId=${band.id}` };
    },
    expect: signedIn(200),
  },
  'POST /api/booking/:id/applications': publishing({
    request: async (context) => {
      const offer = await offerOf(context, 'other');
      const pageId = context.actor.page?.id ?? (await context.fx.createPage()).id;
      return {
        url: `/api/booking/${offer.id}/applications`,
        payload: { pageId, dateIds: [offer.dateIds[0]] },
      };
    },
    expect: pageRole('pageAdmin', 201),
    note: "Applying speaks for the band: its owner and admins (members don't).",
  }),
  'GET /api/booking/:id/applications': {
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'own')).id}/applications?status=applied,ignored&media=1&sort=rating&size=10`,
    }),
    expect: signedIn(200),
  },
  "GET /api/booking/:id/applications (someone else's)": {
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'other')).id}/applications?sort=pay`,
    }),
    expect: signedIn(403),
    note: OFFERER_ONLY,
  },
  'POST /api/booking/:id/applications/bulk (own offer)': {
    request: async (context) => {
      const { offerId, applicationId } = await offerWithApplication(context, 'own');
      return {
        url: `/api/booking/${offerId}/applications/bulk`,
        payload: { command: 'reject', ids: [applicationId], reason: 'Matrix' },
      };
    },
    expect: signedIn(200),
  },
  "POST /api/booking/:id/applications/bulk (someone else's offer)": {
    request: async (context) => {
      const { offerId, applicationId } = await offerWithApplication(context, 'other');
      return {
        url: `/api/booking/${offerId}/applications/bulk`,
        payload: { command: 'confirm', ids: [applicationId] },
      };
    },
    expect: signedIn(403),
    note: OFFERER_ONLY,
  },
  'GET /api/booking/mine/dates': {
    request: () => ({ url: '/api/booking/mine/dates?from=2030-01-01&to=2030-12-31' }),
    expect: signedIn(200),
    note: "The caller's own dates: both sides, whatever pages they have.",
  },
  'POST /api/booking-applications/:id/:command (own offer)': {
    request: async (context) => ({
      url: `/api/booking-applications/${await applicationOf(context, 'own')}/confirm`,
    }),
    expect: signedIn(200),
  },
  "POST /api/booking-applications/:id/:command (someone else's offer)": {
    request: async (context) => ({
      url: `/api/booking-applications/${await applicationOf(context, 'other')}/confirm`,
    }),
    expect: signedIn(403),
    note: 'Neither the offerer nor the artist.',
  },
  'GET /api/:type/:id (bookingrating: any)': {
    request: async (context) => ({ url: `/api/bookingrating/${await ratingOf(context)}` }),
    expect: everyone(200),
  },
  'DELETE /api/:type/:id (bookingrating: any)': {
    request: async (context) => ({ url: `/api/bookingrating/${await ratingOf(context)}` }),
    expect: everyone(405),
    note: 'Ratings are not deleted through the generic route (moderation comes with reports).',
  },
  'GET /api/booking/ratings/pending': {
    request: () => ({ url: '/api/booking/ratings/pending' }),
    expect: signedIn(200),
  },
  'GET /api/booking/ratings/received': {
    request: async ({ fx }) => ({
      url: `/api/booking/ratings/received?pageId=${(await fx.createPage()).id}`,
    }),
    expect: everyone(200),
  },
  'POST /api/booking-applications/:id/rating': publishing({
    request: async (context) => ({
      url: `/api/booking-applications/${await applicationOf(context, 'other')}/rating`,
      payload: { value: 'positive', text: 'A fine matrix gig.' },
    }),
    expect: signedIn(403),
    note: 'Only the two sides of the gig rate it.',
  }),
  'POST /api/bookingrating/:id/answer': publishing({
    request: async (context) => ({
      url: `/api/bookingrating/${await ratingOf(context)}/answer`,
      payload: { text: 'Thank you, matrix.' },
    }),
    expect: pageRole('pageAdmin', 200),
    note: "The rated page's owner and admins answer.",
  }),
  'GET /api/booking/:id/voting': {
    request: async (context) => {
      const offer = await offerOf(context, 'other');
      await context.app.database.db
        .update(bookingOffers)
        .set({ voting: true })
        .where(eq(bookingOffers.id, offer.id));
      return { url: `/api/booking/${offer.id}/voting` };
    },
    expect: everyone(200),
  },
  'POST /api/booking/:id/votes': {
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'other')).id}/votes`,
      payload: { applicationId: 'abcdefghij', email: 'matrix.voter@example.com' },
    }),
    expect: everyone(404),
    note: 'Open to everyone; an offer without voting has no votes (404).',
  },
  'POST /api/booking/:id/votes/confirm': {
    request: async (context) => ({
      url: `/api/booking/${(await offerOf(context, 'other')).id}/votes/confirm`,
      payload: { email: 'matrix.voter@example.com', code: '123456' },
    }),
    expect: everyone(404),
    note: 'Open to everyone; an offer without voting has no votes (404).',
  },
};
