import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeConfirmInputSchema,
  ChangeRequestedSchema,
  ContactChangedSchema,
  PhoneChangeInputSchema,
  PhoneChangeQuerySchema,
  PhoneDeleteInputSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import { SECURITY, TAGS, askForPassword, caller } from './account-settings.routes.shared.ts';
import type { PhoneChangeService } from './phone-change.service.ts';

export type PhoneChangeRoutesOptions = { settings: PhoneChangeService };

/** The phone change (confirmed with an SMS code) and removing the number. */
export const phoneChangeRoutes: FastifyPluginAsyncZod<PhoneChangeRoutesOptions> = async (
  app,
  { settings },
) => {
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
};
