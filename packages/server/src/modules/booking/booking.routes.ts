import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  ApplicationCommandBodySchema,
  ApplicationDecisionAnswerSchema,
  CreateOfferInputSchema,
  MyOffersQuerySchema,
  PremiumCheckQuerySchema,
  PremiumCheckSchema,
  ReceivedRatingsQuerySchema,
  ApplicantListQuerySchema,
  ApplicantPageSchema,
  ApplicationCommandParamsSchema,
  BulkDecisionAnswerSchema,
  BulkDecisionInputSchema,
  DateOverviewQuerySchema,
  DateOverviewSchema,
  ApplyInputSchema,
  BookingApplicationsSchema,
  BookingListQuerySchema,
  BookingOfferPageSchema,
  BookingOfferSchema,
  VoteAnswerSchema,
  VoteConfirmSchema,
  VoteRequestSchema,
  VotingSchema,
  BookingRatingSchema,
  BookingRatingsSchema,
  PendingRatingsSchema,
  RatingAnswerSchema,
  RatingInputSchema,
  BOOKING_LIST_MAX_PAGE_SIZE,
  BOOKING_LIST_PAGE_SIZE,
  MyApplicationsQuerySchema,
  CancelOfferSchema,
  DeletedSchema,
  OfferDateParamsSchema,
  OfferIdParamsSchema,
  OfferInputSchema,
  OfferLifecycleParamsSchema,
  RescheduleSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { BookingOverviewService } from './booking-overview.service.ts';
import type { BookingRatingsService } from './booking-ratings.service.ts';
import type { BookingVotingService } from './booking-voting.service.ts';
import type { BookingActor, BookingService } from './booking.service.ts';

export type BookingRoutesOptions = {
  booking: BookingService;
  ratings: BookingRatingsService;
  voting: BookingVotingService;
  overview: BookingOverviewService;
};

const TAGS = ['booking'];
const SECURITY = [{ bearer: [] }];

const actorOf = (request: FastifyRequest): BookingActor => ({
  userId: requireUser(request).user.id,
  actingAs: request.ctx.actingAs,
});

/**
 * Booking (spec sections 2-6): offers, their lifecycle and dates, applications and decisions.
 * The caller acts for a page with the object-user header (`ctx.actingAs`).
 */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (
  app,
  { booking, ratings, voting, overview },
) => {
  app.get(
    '/api/booking',
    {
      schema: {
        tags: TAGS,
        summary: 'The gig list: published offers, filtered (query parameters), sorted, paged',
        querystring: BookingListQuerySchema,
        response: { 200: BookingOfferPageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => booking.list(request.query, request.ctx.user?.id ?? null),
  );

  app.get(
    '/api/booking/mine/offers',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's offers (as themself and for pages they manage), every status",
        security: SECURITY,
        querystring: MyOffersQuerySchema,
        response: { 200: BookingOfferPageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const size = Math.min(
        BOOKING_LIST_MAX_PAGE_SIZE,
        Number(request.query.size ?? BOOKING_LIST_PAGE_SIZE) || BOOKING_LIST_PAGE_SIZE,
      );
      return booking.myOffers(
        actorOf(request).userId,
        Math.max(1, Number(request.query.page ?? 1)),
        size,
      );
    },
  );

  app.get(
    '/api/booking/mine/applications',
    {
      schema: {
        tags: TAGS,
        summary: 'The applications of the pages the caller speaks for',
        security: SECURITY,
        querystring: MyApplicationsQuerySchema,
        response: { 200: BookingApplicationsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      items: await booking.myApplications(actorOf(request).userId, request.query.status),
    }),
  );

  app.get(
    '/api/booking/mine/dates',
    {
      schema: {
        tags: TAGS,
        summary:
          "The date overview: the caller's applied and confirmed dates (artist side) and every date of their offers with free and taken slots (offerer side)",
        security: SECURITY,
        querystring: DateOverviewQuerySchema,
        response: { 200: DateOverviewSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => overview.dates(actorOf(request).userId, request.query),
  );

  app.post(
    '/api/booking',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an offer as the user or the page of the object-user header',
        security: SECURITY,
        body: CreateOfferInputSchema,
        response: { 201: BookingOfferSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { publish, ...input } = request.body;
      const offer = await booking.create(actorOf(request), input, publish === true);
      return reply.code(201).send(offer);
    },
  );

  app.put(
    '/api/booking/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit an offer (its offerer)',
        security: SECURITY,
        params: OfferIdParamsSchema,
        body: OfferInputSchema,
        response: { 200: BookingOfferSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => booking.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/booking/:id/:command',
    {
      schema: {
        tags: TAGS,
        summary: 'Submit, revise, publish, pause or resume an offer',
        security: SECURITY,
        params: OfferLifecycleParamsSchema,
        response: { 200: BookingOfferSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => booking.command(actorOf(request), request.params.id, request.params.command),
  );

  for (const [action, command] of [
    ['pause', 'pauseDate'],
    ['resume', 'resumeDate'],
  ] as const) {
    app.post(
      `/api/booking/:id/dates/:dateId/${action}`,
      {
        schema: {
          tags: TAGS,
          summary: `${action === 'pause' ? 'Pause' : 'Resume'} one date of a series`,
          security: SECURITY,
          params: OfferDateParamsSchema,
          response: { 200: BookingOfferSchema, ...API_ERROR_RESPONSES },
        },
      },
      async (request) =>
        booking.dateCommand(actorOf(request), request.params.id, request.params.dateId, command),
    );
  }

  app.post(
    '/api/booking/:id/reschedule',
    {
      schema: {
        tags: TAGS,
        summary: 'Move the dates of a running offer (once); confirmations are revoked',
        security: SECURITY,
        params: OfferIdParamsSchema,
        body: RescheduleSchema,
        response: { 200: BookingOfferSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => booking.reschedule(actorOf(request), request.params.id, request.body.dates),
  );

  app.post(
    '/api/booking/:id/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel an offer: deleted for good, applicants told with the reason',
        security: SECURITY,
        params: OfferIdParamsSchema,
        body: CancelOfferSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await booking.cancel(actorOf(request), request.params.id, request.body.reason);
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/booking/:id/premium-check',
    {
      schema: {
        tags: TAGS,
        summary: 'What an artist page still lacks for premium offers',
        security: SECURITY,
        params: OfferIdParamsSchema,
        querystring: PremiumCheckQuerySchema,
        response: { 200: PremiumCheckSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return { missing: await booking.premiumMissing(request.query.pageId) };
    },
  );

  app.post(
    '/api/booking/:id/applications',
    {
      schema: {
        tags: TAGS,
        summary: 'Apply with an artist page for one or more dates',
        security: SECURITY,
        params: OfferIdParamsSchema,
        body: ApplyInputSchema,
        response: { 201: BookingApplicationsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const items = await booking.apply(actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ items });
    },
  );

  app.get(
    '/api/booking/:id/applications',
    {
      schema: {
        tags: TAGS,
        summary:
          "The offer's applicants (its offerer): filtered by status, date, genre, distance and media, sorted, paged",
        security: SECURITY,
        params: OfferIdParamsSchema,
        querystring: ApplicantListQuerySchema,
        response: { 200: ApplicantPageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => booking.applicants(actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/booking/:id/applications/bulk',
    {
      schema: {
        tags: TAGS,
        summary:
          'Confirm, reject (one optional reason) or ignore several applications at once; each id answers for itself',
        security: SECURITY,
        params: OfferIdParamsSchema,
        body: BulkDecisionInputSchema,
        response: { 200: BulkDecisionAnswerSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      results: await booking.decideMany(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/booking-applications/:id/:command',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm, reject, ignore, restore (offerer); withdraw (artist); cancel (both)',
        security: SECURITY,
        params: ApplicationCommandParamsSchema,
        body: ApplicationCommandBodySchema,
        response: { 200: ApplicationDecisionAnswerSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      booking.decide(
        actorOf(request),
        request.params.id,
        request.params.command,
        request.body?.reason ?? null,
      ),
  );

  app.get(
    '/api/booking/ratings/pending',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirmed gigs the caller (or a page they speak for) still has to rate',
        security: SECURITY,
        response: { 200: PendingRatingsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ items: await ratings.pending(actorOf(request).userId) }),
  );

  app.get(
    '/api/booking/ratings/received',
    {
      schema: {
        tags: TAGS,
        summary: 'The booking ratings a page (or a user) received, newest first',
        querystring: ReceivedRatingsQuerySchema,
        response: { 200: BookingRatingsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { pageId, userId } = request.query;
      if (!pageId && !userId) throw new AppError('validation.required', { field: 'pageId' });
      return {
        items: await ratings.received(
          pageId ? { pageId } : { userId: userId! },
          request.ctx.user?.id ?? null,
        ),
      };
    },
  );

  app.post(
    '/api/booking-applications/:id/rating',
    {
      schema: {
        tags: TAGS,
        summary: 'Rate the other side of a confirmed gig, once, after its date',
        security: SECURITY,
        params: OfferIdParamsSchema,
        body: RatingInputSchema,
        response: { 201: BookingRatingSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const rating = await ratings.rate(actorOf(request).userId, request.params.id, request.body);
      return reply.code(201).send(rating);
    },
  );

  app.post(
    '/api/bookingrating/:id/answer',
    {
      schema: {
        tags: TAGS,
        summary: 'The rated side answers a rating, once',
        security: SECURITY,
        params: OfferIdParamsSchema,
        body: RatingAnswerSchema,
        response: { 200: BookingRatingSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      ratings.answer(actorOf(request).userId, request.params.id, request.body.text),
  );

  app.get(
    '/api/booking/:id/voting',
    {
      schema: {
        tags: TAGS,
        summary: "An offer's audience vote: the applicants, and live counts for the offerer",
        params: OfferIdParamsSchema,
        response: { 200: VotingSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => voting.get(request.params.id, request.ctx.user?.id ?? null),
  );

  app.post(
    '/api/booking/:id/votes',
    {
      schema: {
        tags: TAGS,
        summary: 'Vote for an applicant: a code goes to the e-mail address (rate limited)',
        params: OfferIdParamsSchema,
        body: VoteRequestSchema,
        response: { 200: VoteAnswerSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await voting.request(request.params.id, request.body, {
        address: request.ip,
        locale: request.ctx.locale,
      });
      return { status: 'code_sent' as const };
    },
  );

  app.post(
    '/api/booking/:id/votes/confirm',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm a vote with the mailed code; one counted vote per address and offer',
        params: OfferIdParamsSchema,
        body: VoteConfirmSchema,
        response: { 200: VoteAnswerSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await voting.confirm(request.params.id, request.body);
      return { status: 'counted' as const };
    },
  );
};
