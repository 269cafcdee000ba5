import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  AdminLoginKeySchema,
  AdminReasonSchema,
  AdminUserDetailSchema,
  AdminUserParamsSchema,
  AdminUserSearchQuerySchema,
  AdminUserSearchResultSchema,
  CommunityBanInputSchema,
  RemoveBanInputSchema,
} from '@backline/domain';
import { requireSiteRole } from '../../plugins/authorization.ts';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import type { AdminService } from './admin.service.ts';

/** Site admins with two-factor sign-in on; visitors 401, others 403. */
const requireAdmin = (request: Parameters<typeof requireSiteRole>[0]) =>
  requireSiteRole(request, 'admin');

export type AdminRoutesOptions = { admin: AdminService };

const security = [{ bearer: [] }];
const tags = ['admin'];

/** Site administration (spec section 6): site admins only; every action is audit-logged. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { admin }) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Search accounts by part of the name or e-mail (site admins)',
        security,
        querystring: AdminUserSearchQuerySchema,
        response: { 200: AdminUserSearchResultSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireAdmin(request);
      return admin.search(request.query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: "One account's facts, live sessions, bans and audit log (site admins)",
        security,
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireAdmin(request);
      return admin.detail(request.params.id);
    },
  );

  /** An action with an optional reason that answers the account's admin view. */
  const action = (
    path: string,
    summary: string,
    run: (
      actorId: string,
      userId: string,
      reason: string | undefined,
    ) => ReturnType<AdminService['detail']>,
  ) =>
    app.post(
      `/api/admin/users/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          security,
          consumes: FORM_OR_JSON,
          params: AdminUserParamsSchema,
          body: z.optional(AdminReasonSchema),
          response: { 200: AdminUserDetailSchema, ...API_ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { user } = requireAdmin(request);
        return run(user.id, request.params.id, request.body?.reason);
      },
    );

  action('password-reset', 'Mail the account a password reset code', (actorId, id, reason) =>
    admin.resetPassword({ id: actorId }, id, { reason }),
  );
  action('shadow-ban', 'Shadow-ban the account (not for oneself)', (actorId, id, reason) =>
    admin.shadowBan({ id: actorId }, id, { reason }),
  );
  action(
    'deactivate',
    'Deactivate the account: sessions end, sign-in refused until an admin reactivates (not for oneself)',
    (actorId, id, reason) => admin.deactivate({ id: actorId }, id, { reason }),
  );
  action(
    'delete',
    'Mark the account for deletion: sessions end, profile hidden, purged after the grace period (not for oneself)',
    (actorId, id, reason) => admin.requestDeletion({ id: actorId }, id, { reason }),
  );
  action(
    'reactivate',
    'Undo a deactivation: the owner may sign in again (not for oneself)',
    (actorId, id, reason) => admin.reactivate({ id: actorId }, id, { reason }),
  );
  action(
    'restore',
    'Withdraw a deletion within the grace period (not for oneself)',
    (actorId, id, reason) => admin.cancelDeletion({ id: actorId }, id, { reason }),
  );
  action('end-sessions', 'Sign the account out on every device', (actorId, id, reason) =>
    admin.endSessions({ id: actorId }, id, { reason }),
  );

  app.post(
    '/api/admin/users/:id/login-key',
    {
      schema: {
        tags,
        summary:
          'A one-time login key (10 minutes, single use) and its /login?key= link; shown only once',
        security,
        consumes: FORM_OR_JSON,
        params: AdminUserParamsSchema,
        body: z.optional(AdminReasonSchema),
        response: { 200: AdminLoginKeySchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return admin.createLoginKey(user, request.params.id, { reason: request.body?.reason });
    },
  );

  app.post(
    '/api/admin/users/:id/community-ban',
    {
      schema: {
        tags,
        summary: 'Community-ban the account until a date in the future (not for oneself)',
        security,
        consumes: FORM_OR_JSON,
        params: AdminUserParamsSchema,
        body: CommunityBanInputSchema,
        response: { 200: AdminUserDetailSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return admin.communityBan(user, request.params.id, request.body);
    },
  );

  app.post(
    '/api/admin/users/:id/remove-ban',
    {
      schema: {
        tags,
        summary: 'Lift the shadow or community ban, or both when no kind is given',
        security,
        consumes: FORM_OR_JSON,
        params: AdminUserParamsSchema,
        body: RemoveBanInputSchema,
        response: { 200: AdminUserDetailSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return admin.removeBan(user, request.params.id, request.body);
    },
  );
};
