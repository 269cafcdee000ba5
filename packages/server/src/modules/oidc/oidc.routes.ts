import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OidcCallbackInputSchema,
  OidcProviderParamsSchema,
  OidcProvidersResponseSchema,
  OidcStartResponseSchema,
  TokenResponseSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import type { OidcService } from './oidc.service.ts';

export type OidcRoutesOptions = { oidc: OidcService };

/** External sign-in through OpenID Connect providers; public. */
export const oidcRoutes: FastifyPluginAsyncZod<OidcRoutesOptions> = async (app, { oidc }) => {
  app.get(
    '/api/oauth/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The external sign-in providers (OpenID Connect) this site offers',
        response: { 200: OidcProvidersResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async () => oidc.listProviders(),
  );

  app.post(
    '/api/oauth/:provider/start',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Starts an external sign-in: the provider authorization URL (code flow with PKCE, ' +
          'state and nonce) and the flow secret to post back with the callback',
        params: OidcProviderParamsSchema,
        response: { 200: OidcStartResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => oidc.start(request.params.provider, request.ip),
  );

  app.post(
    '/api/oauth/:provider/callback',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Completes an external sign-in with the flow secret and the query string the provider ' +
          'sent to /oauth; again with password (to link an existing account) or otp when asked. ' +
          'Returns a token',
        params: OidcProviderParamsSchema,
        consumes: FORM_OR_JSON,
        body: OidcCallbackInputSchema,
        response: { 200: TokenResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      oidc.callback(request.params.provider, request.body, {
        device: request.ctx.device,
        locale: request.ctx.locale,
        clientAddress: request.ip,
      }),
  );
};
