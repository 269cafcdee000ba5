import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountDeactivatedSchema,
  AccountDeletionRequestedSchema,
  AccountPasswordConfirmationSchema,
  LifecycleLinkInputSchema,
  LifecycleLinkResultSchema,
  ReactivationMailInputSchema,
  ReactivationMailResponseSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AccountLifecycleService } from './account-lifecycle.service.ts';

export type AccountLifecycleRoutesOptions = { lifecycle: AccountLifecycleService };

/** Deactivation, deletion and the mailed links that undo them. */
export const accountLifecycleRoutes: FastifyPluginAsyncZod<AccountLifecycleRoutesOptions> = async (
  app,
  { lifecycle },
) => {
  app.post(
    '/api/user/deactivate',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Deactivate the own account (current password): every session ends at once, sign-in is ' +
          'refused until the mailed reactivation link is used',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        body: AccountPasswordConfirmationSchema,
        response: { 200: AccountDeactivatedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return lifecycle.deactivateOwn(user.id, request.body.password);
    },
  );

  app.post(
    '/api/user/delete',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Delete the own account (current password): marked at once (sessions end, profile ' +
          'hidden), personal data purged at purgeAt unless cancelled through the mailed link',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        body: AccountPasswordConfirmationSchema,
        response: { 200: AccountDeletionRequestedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return lifecycle.deleteOwn(user.id, request.body.password);
    },
  );

  app.post(
    '/api/account/reactivate',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Reactivate a deactivated account with the mailed link; signs in and returns a token, ' +
          'or (two-factor sign-in on) answers sign_in_required: password and code sign in',
        consumes: FORM_OR_JSON,
        body: LifecycleLinkInputSchema,
        response: { 200: LifecycleLinkResultSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => lifecycle.reactivateWithLink(request.body.token, request.ctx.device),
  );

  app.post(
    '/api/account/restore',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Cancel the deletion of an account within the grace period with the mailed link; signs ' +
          'in and returns a token, or (two-factor sign-in on) answers sign_in_required',
        consumes: FORM_OR_JSON,
        body: LifecycleLinkInputSchema,
        response: { 200: LifecycleLinkResultSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => lifecycle.restoreWithLink(request.body.token, request.ctx.device),
  );

  app.post(
    '/api/account/reactivation-mail',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Mail a new reactivation (or cancel-deletion) link; the answer never says whether an ' +
          'account exists',
        consumes: FORM_OR_JSON,
        body: ReactivationMailInputSchema,
        response: { 202: ReactivationMailResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await lifecycle.requestLinkMail(request.body.email, request.ip);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );
};
