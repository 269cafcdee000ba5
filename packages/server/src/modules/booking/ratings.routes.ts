import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  ReceivedRatingsQuerySchema,
  BookingRatingSchema,
  BookingRatingsSchema,
  PendingRatingsSchema,
  RatingAnswerSchema,
  RatingInputSchema,
  OfferIdParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { TAGS, SECURITY, actorOf } from './booking.routes.shared.ts';
import type { BookingRatingsService } from './booking-ratings.service.ts';

export type RatingRoutesOptions = {
  ratings: BookingRatingsService;
};

/**
 * Ratings (spec section 3): what the caller still has to rate, what a party received, rating
 * the other side of a confirmed gig and answering a rating.
 */
export const ratingRoutes: FastifyPluginAsyncZod<RatingRoutesOptions> = async (
  app,
  { ratings },
) => {
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
      config: { publishes: true },
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
      config: { publishes: true },
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
};
