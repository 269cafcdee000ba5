import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeConfirmInputSchema,
  ChangeRequestedSchema,
  ContactChangedSchema,
  EmailChangeInputSchema,
  EmailChangeQuerySchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import { SECURITY, TAGS, askForPassword, caller } from './account-settings.routes.shared.ts';
import type { EmailChangeService } from './email-change.service.ts';

export type EmailChangeRoutesOptions = { settings: EmailChangeService };

/** The e-mail change: requested with the password, confirmed with the mailed code. */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeRoutesOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/user/email',
    {
      config: { sideEffects: true },
      schema: {
        tags: TAGS,
        summary:
          'Spec form of the e-mail change; it needs the current password, so it always answers 422 ' +
          '(`validation.required`, field `password`): use POST /api/user/email',
        security: SECURITY,
        querystring: EmailChangeQuerySchema,
        response: { 200: ChangeRequestedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return askForPassword();
    },
  );

  app.post(
    '/api/user/email',
    {
      schema: {
        tags: TAGS,
        summary:
          'Change the e-mail: with the current password, mails a 6-digit code to the new address ' +
          "('This email address is not available' when it is taken)",
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: EmailChangeInputSchema,
        response: { 200: ChangeRequestedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => settings.requestEmailChange(caller(request), request.body),
  );

  app.post(
    '/api/user/email/confirm',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm the new e-mail with the mailed code; the old address gets a notice',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: ChangeConfirmInputSchema,
        response: { 200: ContactChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => settings.confirmEmailChange(caller(request), request.body.code),
  );

  app.post(
    '/api/user/email/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Drop the pending e-mail change',
        security: SECURITY,
        response: { 200: ContactChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => settings.cancelEmailChange(caller(request)),
  );
};
