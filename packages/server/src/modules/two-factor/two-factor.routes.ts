import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RecoveryCodesInputSchema,
  RecoveryCodesSchema,
  TwoFactorDisableInputSchema,
  TwoFactorDisabledSchema,
  TwoFactorEnableInputSchema,
  TwoFactorSetupInputSchema,
  TwoFactorSetupSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export type TwoFactorRoutesOptions = { twoFactor: TwoFactorService };

/** Two-factor sign-in settings of the signed-in user; each change asks for the password again. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { twoFactor },
) => {
  app.post(
    '/api/user/2fa/setup',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Start two-factor sign-in (current password): a new TOTP secret and its otpauth URI, ' +
          'active once a code from it is entered',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        body: TwoFactorSetupInputSchema,
        response: { 200: TwoFactorSetupSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return twoFactor.setup(user.id, request.body.password);
    },
  );

  app.post(
    '/api/user/2fa/enable',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Turn two-factor sign-in on with a current code of the new secret; answers the ' +
          'recovery codes, this once',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        body: TwoFactorEnableInputSchema,
        response: { 200: RecoveryCodesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return twoFactor.enable(user.id, request.body.code);
    },
  );

  app.post(
    '/api/user/2fa/disable',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Turn two-factor sign-in off (current password and a TOTP or recovery code); refused ' +
          'for administrators and moderators',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        body: TwoFactorDisableInputSchema,
        response: { 200: TwoFactorDisabledSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await twoFactor.disable(user.id, request.body);
      return { enabled: false as const };
    },
  );

  app.post(
    '/api/user/2fa/recovery-codes',
    {
      schema: {
        tags: ['accounts'],
        summary: 'New recovery codes (current password and a TOTP code); the old ones stop working',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        body: RecoveryCodesInputSchema,
        response: { 200: RecoveryCodesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return twoFactor.regenerateRecoveryCodes(user.id, request.body);
    },
  );
};
