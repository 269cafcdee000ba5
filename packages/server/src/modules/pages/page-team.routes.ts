import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PageCommandDoneSchema,
  PageIdParamsSchema,
  PagePendingTeamSchema,
  PageTeamMemberSchema,
  PageTeamSchema,
  PageUserParamsSchema,
  SetPageRoleInputSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { PageTeamService } from './page-team.service.ts';
import { SECURITY, TAGS, DONE, userIdOf } from './pages.routes.shared.ts';

export type PageTeamRoutesOptions = { pageTeam: PageTeamService };

/**
 * A page's team (spec section 6; docs/decisions.md, "Page teams with consent"): the list, roles,
 * removing and leaving, and what waits for the owner's or an admin's answer.
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
};
