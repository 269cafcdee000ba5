import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePageInviteInputSchema,
  CreatedPageInviteSchema,
  InviteTokenParamsSchema,
  PageCommandDoneSchema,
  PageIdParamsSchema,
  PageInviteParamsSchema,
  PageInvitePreviewSchema,
  PageInvitesSchema,
  PageJoinedSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { PageInvitesService } from './page-invites.service.ts';
import { SECURITY, TAGS, DONE, userIdOf } from './pages.routes.shared.ts';

export type PageInviteRoutesOptions = { invites: PageInvitesService };

/**
 * Invite links (spec section 6): the owner and admins make, list and revoke them; a signed-in user
 * previews a link and joins the team through it.
 */
export const pageInviteRoutes: FastifyPluginAsyncZod<PageInviteRoutesOptions> = async (
  app,
  { invites },
) => {
  app.post(
    '/api/pages/:id/invites',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an invite link (owner and admins); the token is shown only here',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: CreatePageInviteInputSchema,
        response: { 201: CreatedPageInviteSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await invites.createInvite(
        userIdOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/pages/:id/invites',
    {
      schema: {
        tags: TAGS,
        summary: 'Invite links of the page (owner and admins)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: PageInvitesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => invites.listInvites(userIdOf(request), request.params.id),
  );

  app.delete(
    '/api/pages/:id/invites/:inviteId',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke an invite link (owner and admins)',
        security: SECURITY,
        params: PageInviteParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await invites.revokeInvite(userIdOf(request), request.params.id, request.params.inviteId);
      return DONE;
    },
  );

  app.get(
    '/api/pages/invites/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'What an invite link offers (page and role), before accepting',
        security: SECURITY,
        params: InviteTokenParamsSchema,
        response: { 200: PageInvitePreviewSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return invites.previewInvite(request.params.token);
    },
  );

  app.post(
    '/api/pages/invites/:token/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'Join the team through an invite link',
        security: SECURITY,
        params: InviteTokenParamsSchema,
        response: { 200: PageJoinedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => invites.acceptInvite(userIdOf(request), request.params.token),
  );
};
