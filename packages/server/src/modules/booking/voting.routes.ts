import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VoteAnswerSchema,
  VoteConfirmSchema,
  VoteRequestSchema,
  VotingSchema,
  OfferIdParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { TAGS } from './booking.routes.shared.ts';
import type { BookingVotingService } from './booking-voting.service.ts';

export type VotingRoutesOptions = {
  voting: BookingVotingService;
};

/**
 * The audience vote on an offer's applicants: the candidates, asking for a code, confirming it.
 */
export const votingRoutes: FastifyPluginAsyncZod<VotingRoutesOptions> = async (app, { voting }) => {
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
