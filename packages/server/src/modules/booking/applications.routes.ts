import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationCommandBodySchema,
  ApplicationDecisionAnswerSchema,
  PremiumCheckQuerySchema,
  PremiumCheckSchema,
  ApplicantListQuerySchema,
  ApplicantPageSchema,
  ApplicationCommandParamsSchema,
  BulkDecisionAnswerSchema,
  BulkDecisionInputSchema,
  ApplyInputSchema,
  BookingApplicationsSchema,
  OfferIdParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import { TAGS, SECURITY, actorOf } from './booking.routes.shared.ts';
import type { ApplicationsService } from './applications.service.ts';
import type { DecisionsService } from './decisions.service.ts';

export type ApplicationRoutesOptions = {
  applications: ApplicationsService;
  decisions: DecisionsService;
};

/**
 * Applications (spec section 4): the premium check, applying, the offerer's applicant list and
 * the decisions of both sides, one or several at once.
 */
export const applicationRoutes: FastifyPluginAsyncZod<ApplicationRoutesOptions> = async (
  app,
  { applications, decisions },
) => {
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
      return { missing: await applications.premiumMissing(request.query.pageId) };
    },
  );

  app.post(
    '/api/booking/:id/applications',
    {
      config: { publishes: true },
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
      const items = await applications.apply(actorOf(request), request.params.id, request.body);
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
    async (request) => applications.applicants(actorOf(request), request.params.id, request.query),
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
      results: await decisions.decideMany(actorOf(request), request.params.id, request.body),
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
      decisions.decide(
        actorOf(request),
        request.params.id,
        request.params.command,
        request.body?.reason ?? null,
      ),
  );
};
