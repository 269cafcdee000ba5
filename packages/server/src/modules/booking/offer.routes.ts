import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOfferInputSchema,
  BookingOfferSchema,
  CancelOfferSchema,
  DeletedSchema,
  OfferDateParamsSchema,
  OfferIdParamsSchema,
  OfferInputSchema,
  OfferLifecycleParamsSchema,
  RescheduleSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { publishesWhenParam } from '../../plugins/publishing-guard.ts';
import { TAGS, SECURITY, actorOf } from './booking.routes.shared.ts';
import type { OfferLifecycleService } from './offer-lifecycle.service.ts';
import type { OfferEditingService } from './offer-editing.service.ts';

export type OfferRoutesOptions = {
  lifecycle: OfferLifecycleService;
  editing: OfferEditingService;
};

/**
 * Offers (spec sections 4 and 5): creating and editing an offer, its lifecycle commands, the
 * one reschedule and the cancellation. The caller acts for a page with the object-user header
 * (`ctx.actingAs`).
 */
export const offerRoutes: FastifyPluginAsyncZod<OfferRoutesOptions> = async (
  app,
  { lifecycle, editing },
) => {
  app.post(
    '/api/booking',
    {
      config: { publishes: true },
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
      const offer = await lifecycle.create(actorOf(request), input, publish === true);
      return reply.code(201).send(offer);
    },
  );

  app.put(
    '/api/booking/:id',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Edit an offer (its offerer)',
        security: SECURITY,
        params: OfferIdParamsSchema,
        body: OfferInputSchema,
        response: { 200: BookingOfferSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => editing.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/booking/:id/:command',
    {
      config: { publishes: publishesWhenParam('command', ['submit', 'publish', 'resume']) },
      schema: {
        tags: TAGS,
        summary: 'Submit, revise, publish, pause or resume an offer',
        security: SECURITY,
        params: OfferLifecycleParamsSchema,
        response: { 200: BookingOfferSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      lifecycle.command(actorOf(request), request.params.id, request.params.command),
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
        lifecycle.dateCommand(actorOf(request), request.params.id, request.params.dateId, command),
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
    async (request) =>
      lifecycle.reschedule(actorOf(request), request.params.id, request.body.dates),
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
      await lifecycle.cancel(actorOf(request), request.params.id, request.body.reason);
      return { deleted: true as const };
    },
  );
};
