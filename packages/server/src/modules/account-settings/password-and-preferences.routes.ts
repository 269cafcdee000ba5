import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PasswordChangeInputSchema,
  PasswordChangedSchema,
  SettingsSavedSchema,
  SettingsUpdateSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { SECURITY, TAGS, caller } from './account-settings.routes.shared.ts';
import type { PasswordAndPreferencesService } from './password-and-preferences.service.ts';

export type PasswordAndPreferencesRoutesOptions = { settings: PasswordAndPreferencesService };

/** The password change and the preferences (`/api/user/settings`). */
export const passwordAndPreferencesRoutes: FastifyPluginAsyncZod<
  PasswordAndPreferencesRoutesOptions
> = async (app, { settings }) => {
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
