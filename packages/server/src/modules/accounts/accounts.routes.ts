import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivateInputSchema,
  API_HEADERS,
  AppError,
  CLIENT_VERSION,
  DeviceStateSchema,
  LoggedOutSchema,
  MeResponseSchema,
  PasswordResetInputSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestQuerySchema,
  PingSchema,
  RegisterInputSchema,
  RegisterResponseSchema,
  ResendActivationInputSchema,
  ResendActivationResponseSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AccountsService } from './accounts.service.ts';

export type AccountsRoutesOptions = { accounts: AccountsService };

/**
 * The minimal sign-in the web shell needs: token, me, logout and ping. (The `user` entity of
 * `GET /api/user/{id}` is the public profile: profiles module.)
 */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts },
) => {
  app.post(
    '/api/token',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Sign in (form fields or JSON): email + password; key; accessToken + provider; or id + ' +
          'visibility + idtoken + provider. Optional otp (second factor) and device. Returns a token',
        consumes: FORM_OR_JSON,
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => accounts.signIn(request.body, request.ctx.device, request.ip),
  );

  app.post(
    '/api/account',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up (form fields or JSON); mails a 6-digit activation code',
        consumes: FORM_OR_JSON,
        body: RegisterInputSchema,
        response: { 201: RegisterResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const result = await accounts.register(request.body, request.ctx.locale, request.ip);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/account/activate',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Activate a new account with the mailed code; signs in and returns a token',
        consumes: FORM_OR_JSON,
        body: ActivateInputSchema,
        response: { 200: TokenResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => accounts.activate(request.body, request.ctx.device),
  );

  app.post(
    '/api/account/activation-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new activation code; the answer never says whether an account exists',
        consumes: FORM_OR_JSON,
        body: ResendActivationInputSchema,
        response: { 202: ResendActivationResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await accounts.resendActivationCode(request.body.email, request.ip);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );

  app.get(
    '/api/user/password',
    {
      config: { sideEffects: true },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset code; the answer never says whether an account exists',
        querystring: PasswordResetRequestQuerySchema,
        response: { 200: PasswordResetRequestedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.query.email, request.ip);
      return { status: 'accepted' as const };
    },
  );

  app.post(
    '/api/user/password',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Set a new password with the mailed code; ends every session, signs in and returns a token',
        consumes: FORM_OR_JSON,
        body: PasswordResetInputSchema,
        response: { 200: TokenResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => accounts.resetPassword(request.body, request.ctx.device, request.ip),
  );

  app.get(
    '/api/user/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: MeResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user, session } = requireUser(request);
      const me = { user: await accounts.getMe(user.id), clientVersion: CLIENT_VERSION };
      return { ...me, ...accounts.realtimeCredential(session.id) };
    },
  );

  app.get(
    '/api/user/logout',
    {
      config: { sideEffects: true },
      schema: {
        tags: ['accounts'],
        summary: 'End this session; its token stops working at once',
        security: [{ bearer: [] }],
        response: { 200: LoggedOutSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { session } = requireUser(request);
      await accounts.logout(session.id);
      return { loggedOut: true as const };
    },
  );

  app.get(
    '/api/user/ping',
    {
      config: { sideEffects: true },
      schema: {
        tags: ['accounts'],
        summary: 'App start and activity: records the device state header for this session',
        security: [{ bearer: [] }],
        response: { 200: PingSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { token, session, device } = request.ctx;
      // Visitors ping too (app start); only a token that no longer works is refused, so that
      // the client signs out.
      if (!token) return { ok: true as const };
      if (!session) throw new AppError('auth.required');
      const state = DeviceStateSchema.safeParse(request.headers[API_HEADERS.deviceState]);
      await accounts.ping(session.id, state.success ? state.data : null, device);
      return { ok: true as const };
    },
  );
};
