import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OwnershipRequestInputSchema,
  OwnershipRequestStateSchema,
  OwnershipRequestsSchema,
  PageCommandDoneSchema,
  PageIdParamsSchema,
  PageSchema,
  PageUserParamsSchema,
  TransferOwnershipInputSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { PageOwnershipService } from './page-ownership.service.ts';
import { SECURITY, TAGS, DONE, userIdOf } from './pages.routes.shared.ts';

export type PageOwnershipRoutesOptions = { ownership: PageOwnershipService };

/**
 * A page's ownership (spec section 6): the owner transfers it; anyone asks to become its owner
 * and the owner accepts or declines.
 */
export const pageOwnershipRoutes: FastifyPluginAsyncZod<PageOwnershipRoutesOptions> = async (
  app,
  { ownership },
) => {
  app.post(
    '/api/pages/:id/transfer',
    {
      schema: {
        tags: TAGS,
        summary: 'Transfer ownership to a team member (owner); the old owner becomes admin',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: TransferOwnershipInputSchema,
        response: { 200: PageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      ownership.transfer(userIdOf(request), request.params.id, request.body.userId),
  );

  app.post(
    '/api/pages/:id/ownership-request',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Ask to become the owner of the page',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: OwnershipRequestInputSchema,
        response: { 200: OwnershipRequestStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      ownership.requestOwnership(userIdOf(request), request.params.id, request.body.message),
  );

  app.delete(
    '/api/pages/:id/ownership-request',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw my ownership request',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: OwnershipRequestStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ownership.withdrawOwnershipRequest(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/pages/:id/ownership-requests',
    {
      schema: {
        tags: TAGS,
        summary: 'Open ownership requests (owner)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: OwnershipRequestsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ownership.listOwnershipRequests(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/pages/:id/ownership-requests/:userId/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'Accept an ownership request: the page passes to the requester (owner)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      ownership.acceptOwnershipRequest(userIdOf(request), request.params.id, request.params.userId),
  );

  app.delete(
    '/api/pages/:id/ownership-requests/:userId',
    {
      schema: {
        tags: TAGS,
        summary: 'Decline an ownership request (owner)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await ownership.declineOwnershipRequest(
        userIdOf(request),
        request.params.id,
        request.params.userId,
      );
      return DONE;
    },
  );
};
