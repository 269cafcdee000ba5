import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserDetailSchema,
  AdminUserParamsSchema,
  SiteRoleInputSchema,
} from '@backline/domain';
import { requireSiteRole } from '../../plugins/authorization.ts';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import type { AdminRoutesOptions } from './admin.routes.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** The moderator role (issue 16): site admins with two-factor sign-in only; audit-logged. */
export const adminRoleRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { admin },
) => {
  app.post(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        summary:
          'Make the account a site moderator or a plain user again (not for oneself, not for ' +
          'admins); a moderator needs two-factor sign-in before the moderation opens',
        security,
        consumes: FORM_OR_JSON,
        params: AdminUserParamsSchema,
        body: SiteRoleInputSchema,
        response: { 200: AdminUserDetailSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireSiteRole(request, 'admin');
      return admin.setRole(user, request.params.id, request.body);
    },
  );
};
