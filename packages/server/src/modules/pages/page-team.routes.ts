import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddPageMemberInputSchema,
  JoinRequestStateSchema,
  MyTeamInvitationsSchema,
  PageCommandDoneSchema,
  PageIdParamsSchema,
  PageJoinedSchema,
  PagePendingTeamSchema,
  PageTeamInvitationSchema,
  PageTeamMemberSchema,
  PageTeamSchema,
  PageUserParamsSchema,
  SetPageRoleInputSchema,
} from '@backline/domain';
import type { FastifyRequest } from 'fastify';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { PageTeamService } from './page-team.service.ts';

export type PageTeamRoutesOptions = { pageTeam: PageTeamService };

const TAGS = ['pages'];
const SECURITY = [{ bearer: [] }];
const userIdOf = (request: FastifyRequest): string => requireUser(request).user.id;
const DONE = { done: true as const };

/**
 * A page's team (spec section 6; docs/decisions.md, "Page teams with consent"): the list, roles,
 * removing and leaving; invitations the invited user answers and join requests the owner or an
 * admin answers. Nobody enters a team without both sides saying yes.
 */
export const pageTeamRoutes: FastifyPluginAsyncZod<PageTeamRoutesOptions> = async (
  app,
  { pageTeam },
) => {
  app.get(
    '/api/pages/:id/team',
    {
      schema: {
        tags: TAGS,
        summary: 'The team with roles and how each joined (team members only)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: PageTeamSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pageTeam.team(userIdOf(request), request.params.id),
  );

  app.put(
    '/api/pages/:id/team/:userId/role',
    {
      schema: {
        tags: TAGS,
        summary:
          "Change a team member's role: appoint or demote admins (owner); member ↔ team (admins)",
        security: SECURITY,
        params: PageUserParamsSchema,
        body: SetPageRoleInputSchema,
        response: { 200: PageTeamMemberSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      pageTeam.setRole(
        userIdOf(request),
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
  );

  app.delete(
    '/api/pages/:id/team/:userId',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove a team member (admins; admins only by the owner), or leave (own id)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await pageTeam.removeMember(userIdOf(request), request.params.id, request.params.userId);
      return DONE;
    },
  );

  app.get(
    '/api/pages/:id/team/pending',
    {
      schema: {
        tags: TAGS,
        summary: 'Open invitations and join requests (owner and admins)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: PagePendingTeamSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pageTeam.pending(userIdOf(request), request.params.id),
  );

  // ---- Invitations: the page invites, the user answers ----

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
      const invitation = await pageTeam.invite(userIdOf(request), request.params.id, request.body);
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
      await pageTeam.withdrawInvitation(
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
    async (request) => pageTeam.acceptInvitation(userIdOf(request), request.params.id),
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
      await pageTeam.declineInvitation(userIdOf(request), request.params.id);
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
    async (request) => pageTeam.myInvitations(userIdOf(request)),
  );

  // ---- Join requests: the user asks, the page answers ----

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
    async (request) => pageTeam.requestJoin(userIdOf(request), request.params.id),
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
    async (request) => pageTeam.withdrawJoinRequest(userIdOf(request), request.params.id),
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
      pageTeam.approveJoinRequest(userIdOf(request), request.params.id, request.params.userId),
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
      await pageTeam.refuseJoinRequest(userIdOf(request), request.params.id, request.params.userId);
      return DONE;
    },
  );
};
