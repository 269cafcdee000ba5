import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QrApprovedSchema,
  QrChallengeCreatedSchema,
  QrChallengeDetailsSchema,
  QrChallengeParamsSchema,
  QrCodeInputSchema,
  QrCodeQuerySchema,
  QrRejectedSchema,
  QrWaitInputSchema,
  QrWaitResultSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { QrLoginService } from './qr-login.service.ts';

export type QrLoginRoutesOptions = { qrLogin: QrLoginService };

/** QR sign-in: a waiting browser, and a signed-in phone that lets it in. */
export const qrLoginRoutes: FastifyPluginAsyncZod<QrLoginRoutesOptions> = async (
  app,
  { qrLogin },
) => {
  // A waiting request must not hold up a shutdown for its 25 seconds.
  app.addHook('preClose', async () => qrLogin.close());

  app.post(
    '/api/qrlogin',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Start a QR sign-in (public): a challenge valid 2 minutes, its approval code for the ' +
          'QR code, and the secret only this browser keeps to claim the session',
        response: { 200: QrChallengeCreatedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => qrLogin.create(request.ctx.device, request.ip),
  );

  app.post(
    '/api/qrlogin/:id/wait',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'The waiting browser (with its secret): held open up to 25 s; answers a new session ' +
          'token once the challenge is approved (once only), else its status',
        consumes: FORM_OR_JSON,
        params: QrChallengeParamsSchema,
        body: QrWaitInputSchema,
        response: { 200: QrWaitResultSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const gone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) gone.abort();
      };
      reply.raw.on('close', onClose);
      try {
        return await qrLogin.wait(request.params.id, request.body.secret, {
          timeoutSeconds: request.body.timeout,
          device: request.ctx.device,
          signal: gone.signal,
        });
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );

  app.get(
    '/api/qrlogin/:id/details',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which browser asks to be signed in (signed-in users, with the approval code)',
        security: [{ bearer: [] }],
        params: QrChallengeParamsSchema,
        querystring: QrCodeQuerySchema,
        response: { 200: QrChallengeDetailsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return qrLogin.details(request.params.id, request.query.code, user.id);
    },
  );

  app.post(
    '/api/qrlogin/:id/approve',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign the waiting browser in with my account (signed-in users, approval code)',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        params: QrChallengeParamsSchema,
        body: QrCodeInputSchema,
        response: { 200: QrApprovedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await qrLogin.approve(request.params.id, request.body.code, user.id);
      return { status: 'approved' as const };
    },
  );

  app.post(
    '/api/qrlogin/:id/reject',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Refuse the waiting browser; the challenge ends (signed-in users, approval code)',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        params: QrChallengeParamsSchema,
        body: QrCodeInputSchema,
        response: { 200: QrRejectedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await qrLogin.reject(request.params.id, request.body.code, user.id);
      return { status: 'rejected' as const };
    },
  );
};
