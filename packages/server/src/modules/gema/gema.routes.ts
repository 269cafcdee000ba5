import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompleteGemaVerificationInputSchema,
  GemaBadgeInputSchema,
  GemaCompletionSchema,
  GemaStatusSchema,
  GemaVerificationStartedSchema,
  StartGemaVerificationInputSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { GemaService } from './gema.service.ts';

export type GemaRoutesOptions = { gema: GemaService };

const TAGS = ['gema'];
const SECURITY = [{ bearer: [] }];

/** The signed-in user's GEMA membership: status, verification, unlink, badge visibility. */
export const gemaRoutes: FastifyPluginAsyncZod<GemaRoutesOptions> = async (app, { gema }) => {
  app.get(
    '/api/gema',
    {
      schema: {
        tags: TAGS,
        summary: 'My GEMA status: verified, masked member number, badge visibility, pending step',
        security: SECURITY,
        response: { 200: GemaStatusSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => gema.status(requireUser(request).user.id),
  );

  app.post(
    '/api/gema/verifications',
    {
      schema: {
        tags: TAGS,
        summary:
          "Start verifying a member number: answers the society step's URL (valid 30 minutes); " +
          '409 `account.gema_already_linked` when another account holds the number',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: StartGemaVerificationInputSchema,
        response: { 200: GemaVerificationStartedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => gema.start(requireUser(request).user.id, request.body.memberNumber),
  );

  app.post(
    '/api/gema/complete',
    {
      schema: {
        tags: TAGS,
        summary: "'Back to app': complete my verification with the society's `state` and `result`",
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: CompleteGemaVerificationInputSchema,
        response: { 200: GemaCompletionSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => gema.complete(requireUser(request).user.id, request.body),
  );

  app.delete(
    '/api/gema',
    {
      schema: {
        tags: TAGS,
        summary: 'Unlink my GEMA membership (and cancel a pending verification)',
        security: SECURITY,
        response: { 200: GemaStatusSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => gema.unlink(requireUser(request).user.id),
  );

  app.put(
    '/api/gema/badge',
    {
      schema: {
        tags: TAGS,
        summary: 'Who sees my GEMA badge: gema (society members), public or none',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: GemaBadgeInputSchema,
        response: { 200: GemaStatusSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => gema.setBadge(requireUser(request).user.id, request.body.visibility),
  );
};
