import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MyOffersQuerySchema,
  DateOverviewQuerySchema,
  DateOverviewSchema,
  BookingApplicationsSchema,
  BookingListQuerySchema,
  BookingOfferPageSchema,
  BOOKING_LIST_MAX_PAGE_SIZE,
  BOOKING_LIST_PAGE_SIZE,
  MyApplicationsQuerySchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { TAGS, SECURITY, actorOf } from './booking.routes.shared.ts';
import type { OfferQueriesService } from './offer-queries.service.ts';
import type { BookingOverviewService } from './booking-overview.service.ts';
import type { VisitorAnswers } from '../../platform/answers/visitor-answers.ts';

export type OfferListRoutesOptions = {
  queries: OfferQueriesService;
  overview: BookingOverviewService;
  visitorAnswers: VisitorAnswers;
};

/**
 * The lists (spec sections 3 and 4): the gig list for everyone, and the caller's offers,
 * applications and dates.
 */
export const offerListRoutes: FastifyPluginAsyncZod<OfferListRoutesOptions> = async (
  app,
  { queries, overview, visitorAnswers },
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
    // The same for every visitor: kept until an offer (or anything its card shows) changes.
    async (request, reply) =>
      visitorAnswers.answer(request, reply, () =>
        queries.list(request.query, request.ctx.user?.id ?? null),
      ),
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
      return queries.myOffers(
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
      items: await queries.myApplications(actorOf(request).userId, request.query.status),
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
};
