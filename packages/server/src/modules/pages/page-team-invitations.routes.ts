import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddPageMemberInputSchema,
  MyTeamInvitationsSchema,
  PageCommandDoneSchema,
  PageIdParamsSchema,
  PageJoinedSchema,
  PageTeamInvitationSchema,
  PageUserParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { PageTeamInvitationsService } from './page-team-invitations.service.ts';
import { SECURITY, TAGS, DONE, userIdOf } from './pages.routes.shared.ts';

export type PageTeamInvitationRoutesOptions = { invitations: PageTeamInvitationsService };

/**
 * Invitations into a page's team (docs/decisions.md, "Page teams with consent"): the page invites,
 * the user answers. Nobody enters a team without both sides saying yes.
 */
export const pageTeamInvitationRoutes: FastifyPluginAsyncZod<
  PageTeamInvitationRoutesOptions
> = async (app, { invitations }) => {
  app.post(
    '/api/pages/:id/team/invitations',
    {
      schema: {
        tags: TAGS,
        summary:
          'Invite a user into the team as member or team member (owner and admins); they are ' +
          'told and enter only when they accept',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: AddPageMemberInputSchema,
        response: { 201: PageTeamInvitationSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const invitation = await invitations.invite(
        userIdOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    '/api/pages/:id/team/invitations/:userId',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw an open invitation (owner and admins)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await invitations.withdrawInvitation(
        userIdOf(request),
        request.params.id,
        request.params.userId,
      );
      return DONE;
    },
  );

  app.post(
    '/api/pages/:id/invitation/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'Accept my invitation into the team',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: PageJoinedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => invitations.acceptInvitation(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/pages/:id/invitation/decline',
    {
      schema: {
        tags: TAGS,
        summary: 'Decline my invitation into the team',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await invitations.declineInvitation(userIdOf(request), request.params.id);
      return DONE;
    },
  );

  app.get(
    '/api/user/page-invitations',
    {
      schema: {
        tags: TAGS,
        summary: 'My open invitations into page teams, newest first',
        security: SECURITY,
        response: { 200: MyTeamInvitationsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => invitations.myInvitations(userIdOf(request)),
  );
};
