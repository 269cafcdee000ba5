import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  VenueFactsheetInputSchema,
  VenueFactsheetSchema,
  VenueIdParamsSchema,
  VenueRatingFormSchema,
  VenueRatingInputSchema,
  VenueRatingListQuerySchema,
  VenueRatingPageSchema,
  VenueRatingSchema,
  VenueStatementInputSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { VenueFactsheetsService } from './venue-factsheets.service.ts';
import type { VenueRatingsService } from './venue-ratings.service.ts';
import type { VenueViewer } from './venues.shared.ts';

const TAGS = ['venues'];
const SECURITY = [{ bearer: [] }];
const PUBLISHES = { publishes: true };

function viewerOf(request: FastifyRequest): VenueViewer {
  const { user } = requireUser(request);
  return { id: user.id, name: user.name, shadowBanned: user.shadowBanned };
}

export type VenueRouteServices = {
  factsheets: VenueFactsheetsService;
  ratings: VenueRatingsService;
};

/**
 * Venues (issue 17 items 3 and 4): a live location's factsheet and its ratings with the venue's
 * statements. Members only. `GET|DELETE /api/locationrating/:id` are the generic entity routes.
 */
export const venuesRoutes: FastifyPluginAsyncZod<VenueRouteServices> = async (
  app,
  { factsheets, ratings },
) => {
  app.get(
    '/api/location/:id/facts',
    {
      schema: {
        tags: TAGS,
        summary: "A live location's factsheet (an empty one when nobody filled it in yet)",
        security: SECURITY,
        params: VenueIdParamsSchema,
        response: { 200: VenueFactsheetSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => factsheets.get(viewerOf(request).id, request.params.id),
  );

  app.put(
    '/api/location/:id/facts',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary: "Write the venue's factsheet: its page's owner and admins",
        security: SECURITY,
        params: VenueIdParamsSchema,
        body: VenueFactsheetInputSchema,
        response: { 200: VenueFactsheetSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => factsheets.update(viewerOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/location/:id/ratings',
    {
      schema: {
        tags: TAGS,
        summary: "A venue's ratings, newest first; the first page carries the summary",
        security: SECURITY,
        params: VenueIdParamsSchema,
        querystring: VenueRatingListQuerySchema,
        response: { 200: VenueRatingPageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ratings.page(viewerOf(request).id, request.params.id, request.query.cursor),
  );

  app.get(
    '/api/location/:id/my-rating',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the caller may rate the venue, verified or not, and their own rating',
        security: SECURITY,
        params: VenueIdParamsSchema,
        response: { 200: VenueRatingFormSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ratings.form(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/location/:id/ratings',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary: 'Rate a venue, once (criteria 1–5 and a text)',
        security: SECURITY,
        params: VenueIdParamsSchema,
        body: VenueRatingInputSchema,
        response: { 201: VenueRatingSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const rating = await ratings.rate(viewerOf(request), request.params.id, request.body);
      return reply.code(201).send(rating);
    },
  );

  app.put(
    '/api/locationrating/:id',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary: 'The rater changes their rating, within 30 days of writing it',
        security: SECURITY,
        params: VenueIdParamsSchema,
        body: VenueRatingInputSchema,
        response: { 200: VenueRatingSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ratings.edit(viewerOf(request).id, request.params.id, request.body),
  );

  app.put(
    '/api/locationrating/:id/statement',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary:
          "The venue's statement on a rating (its page's owner and admins), written or edited",
        security: SECURITY,
        params: VenueIdParamsSchema,
        body: VenueStatementInputSchema,
        response: { 200: VenueRatingSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ratings.answer(viewerOf(request).id, request.params.id, request.body.text),
  );
};
