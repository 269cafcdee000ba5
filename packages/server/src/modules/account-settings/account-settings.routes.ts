import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  ChangeConfirmInputSchema,
  ChangeRequestedSchema,
  ContactChangedSchema,
  EmailChangeInputSchema,
  EmailChangeQuerySchema,
  PasswordChangeInputSchema,
  PasswordChangedSchema,
  PhoneChangeInputSchema,
  PhoneChangeQuerySchema,
  PhoneDeleteInputSchema,
  SessionIdParamsSchema,
  SessionListSchema,
  SessionsEndedSchema,
  SettingsSavedSchema,
  SettingsUpdateSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AccountSettingsService, Caller } from './account-settings.service.ts';

export type AccountSettingsRoutesOptions = { settings: AccountSettingsService };

const caller = (request: FastifyRequest): Caller => {
  const { user, session } = requireUser(request);
  return { userId: user.id, sessionId: session.id };
};

const TAGS = ['account settings'];
const SECURITY = [{ bearer: [] }];

/**
 * `GET /api/user/email` and `GET /api/user/phone` of spec section 7. The change asks for the
 * current password, which must not travel in a URL (logs, history): the GET always answers 422
 * `validation.required` on field `password`, and the POST twins below take it in the body.
 */
const askForPassword = (): never => {
  throw new AppError('validation.required', { field: 'password' });
};

export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountSettingsRoutesOptions> = async (
  app,
  { settings },
) => {
  // --- Sessions ---

  app.get(
    '/api/user/sessions',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in user's live sessions (devices); `current` marks this one",
        security: SECURITY,
        response: { 200: SessionListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ sessions: await settings.listSessions(caller(request)) }),
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Ends one of the user's sessions at once (its token answers 401); others' are 404",
        security: SECURITY,
        params: SessionIdParamsSchema,
        response: { 200: SessionsEndedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await settings.endSession(caller(request), request.params.id);
      return { ended: 1 };
    },
  );

  app.post(
    '/api/user/sessions/end-others',
    {
      schema: {
        tags: TAGS,
        summary: 'Ends every session of the user except this one',
        security: SECURITY,
        response: { 200: SessionsEndedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ ended: await settings.endOtherSessions(caller(request)) }),
  );

  // --- E-mail ---

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

  // --- Phone ---

  app.get(
    '/api/user/phone',
    {
      config: { sideEffects: true },
      schema: {
        tags: TAGS,
        summary:
          'Spec form of the phone change (`phone=` or `delete=1`); it needs the current password, so ' +
          'it always answers 422 (`validation.required`, field `password`): use POST /api/user/phone ' +
          'or POST /api/user/phone/delete',
        security: SECURITY,
        querystring: PhoneChangeQuerySchema,
        response: { 200: ChangeRequestedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return askForPassword();
    },
  );

  app.post(
    '/api/user/phone',
    {
      schema: {
        tags: TAGS,
        summary:
          "Change the phone number: with the current password, sends an SMS code ('Number not " +
          "available', 'SMS limit reached' with Retry-After)",
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: PhoneChangeInputSchema,
        response: { 200: ChangeRequestedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => settings.requestPhoneChange(caller(request), request.body),
  );

  app.post(
    '/api/user/phone/confirm',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm the new phone number with the SMS code',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: ChangeConfirmInputSchema,
        response: { 200: ContactChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => settings.confirmPhoneChange(caller(request), request.body.code),
  );

  app.post(
    '/api/user/phone/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Drop the pending phone change',
        security: SECURITY,
        response: { 200: ContactChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => settings.cancelPhoneChange(caller(request)),
  );

  app.post(
    '/api/user/phone/delete',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove the phone number (spec `delete=1`), with the current password',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: PhoneDeleteInputSchema,
        response: { 200: ContactChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => settings.deletePhone(caller(request), request.body.password),
  );

  // --- Password ---

  app.post(
    '/api/user/password/change',
    {
      schema: {
        tags: TAGS,
        summary: 'Change the password (current password, sign-up rules); ends every other session',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: PasswordChangeInputSchema,
        response: { 200: PasswordChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      changed: true as const,
      endedSessions: await settings.changePassword(caller(request), request.body),
    }),
  );

  // --- Preferences ---

  for (const method of ['PATCH', 'POST'] as const) {
    app.route({
      method,
      url: '/api/user/settings',
      schema: {
        tags: TAGS,
        summary:
          'Save language, colour mode, notification mails or display name; what is not given stays',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: SettingsUpdateSchema,
        response: { 200: SettingsSavedSchema, ...API_ERROR_RESPONSES },
      },
      handler: async (request) => {
        await settings.updateSettings(caller(request), request.body);
        return { saved: true as const };
      },
    });
  }
};
