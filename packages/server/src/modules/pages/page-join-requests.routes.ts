import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JoinRequestStateSchema,
  PageCommandDoneSchema,
  PageIdParamsSchema,
  PageTeamMemberSchema,
  PageUserParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { PageJoinRequestsService } from './page-join-requests.service.ts';
import { SECURITY, TAGS, DONE, userIdOf } from './pages.routes.shared.ts';

export type PageJoinRequestRoutesOptions = { joinRequests: PageJoinRequestsService };

/**
 * Requests to join a page's team (docs/decisions.md, "Page teams with consent"): the user asks,
 * the owner or an admin approves or refuses.
 */
export const pageJoinRequestRoutes: FastifyPluginAsyncZod<PageJoinRequestRoutesOptions> = async (
  app,
  { joinRequests },
) => {
  app.post(
    '/api/pages/:id/join-request',
    {
      schema: {
        tags: TAGS,
        summary: "Ask to join the page's team (not when blocked or already in it)",
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: JoinRequestStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => joinRequests.requestJoin(userIdOf(request), request.params.id),
  );

  app.delete(
    '/api/pages/:id/join-request',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw my request to join',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: JoinRequestStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => joinRequests.withdrawJoinRequest(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/pages/:id/join-requests/:userId/approve',
    {
      schema: {
        tags: TAGS,
        summary: 'Approve a request to join: the user enters as a member (owner and admins)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageTeamMemberSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      joinRequests.approveJoinRequest(userIdOf(request), request.params.id, request.params.userId),
  );

  app.post(
    '/api/pages/:id/join-requests/:userId/refuse',
    {
      schema: {
        tags: TAGS,
        summary: 'Refuse a request to join (owner and admins)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await joinRequests.refuseJoinRequest(
        userIdOf(request),
        request.params.id,
        request.params.userId,
      );
      return DONE;
    },
  );
};
