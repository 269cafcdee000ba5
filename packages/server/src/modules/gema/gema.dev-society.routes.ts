import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { AppError, GEMA_RESULTS, GemaStateSchema } from '@backline/domain';
import { DEV_SOCIETY_PATH } from '../../platform/gema/development-provider.ts';
import type { GemaService } from './gema.service.ts';
import { escapeHtml } from '../../platform/mail/escape-html.ts';

export type DevSocietyRoutesOptions = { gema: GemaService; appUrl: string };

const DevSocietyQuerySchema = z.object({
  state: GemaStateSchema,
  return: z.string().check(z.maxLength(2000)),
});
const DevSocietyDecisionSchema = z.object({
  state: GemaStateSchema,
  return: z.string().check(z.maxLength(2000)),
  result: z.enum(GEMA_RESULTS),
});

/**
 * DEVELOPMENT ONLY (registered when `GEMA_PROVIDER=development`): the simulated society's
 * confirmation step. A plain HTML page, without any script, under its own strict CSP: it shows
 * the member number and posts Confirm or Cancel back here, which sends the browser to the app's
 * 'back to app' screen with `state` and `result`. The texts are in German and English at once,
 * since the society is not the app.
 */
export const devSocietyRoutes: FastifyPluginAsyncZod<DevSocietyRoutesOptions> = async (
  app,
  { gema, appUrl },
) => {
  const appOrigin = new URL(appUrl).origin;
  /** Only our own app may be the return target (no open redirect). */
  const returnTarget = (value: string): URL | null => {
    try {
      const url = new URL(value);
      return url.origin === appOrigin ? url : null;
    } catch {
      return null;
    }
  };

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header(
        'content-security-policy',
        `default-src 'none'; form-action 'self' ${appOrigin}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
          '<meta name="viewport" content="width=device-width, initial-scale=1">' +
          '<title>GEMA (Entwicklung / development)</title></head><body>' +
          body +
          '</body></html>',
      );

  /**
   * An unknown or expired state: a page for the browser that was sent here, and the API's error
   * answer for any other client (it lives under /api, where every rejection is in the error schema).
   */
  const unknownPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!(request.headers.accept ?? '').includes('text/html')) {
      throw new AppError('request.not_found');
    }
    return sendPage(
      reply,
      404,
      '<h1>GEMA (Entwicklung / development)</h1>' +
        '<p>Diese Anfrage ist unbekannt oder abgelaufen. / This request is unknown or has expired.</p>',
    );
  };

  app.get(
    DEV_SOCIETY_PATH,
    {
      schema: {
        tags: ['gema'],
        summary: 'DEVELOPMENT ONLY: the simulated society step (HTML page with Confirm / Cancel)',
        querystring: DevSocietyQuerySchema,
      },
    },
    async (request, reply) => {
      const { state } = request.query;
      const pending = await gema.describePending(state);
      const target = returnTarget(request.query.return);
      if (!pending || !target) return unknownPage(request, reply);
      const hidden =
        `<input type="hidden" name="state" value="${escapeHtml(state)}">` +
        `<input type="hidden" name="return" value="${escapeHtml(target.toString())}">`;
      return sendPage(
        reply,
        200,
        '<h1>GEMA-Mitgliedschaft bestätigen / Confirm GEMA membership</h1>' +
          '<p><strong>Entwicklungsumgebung:</strong> Diese Seite simuliert die Bestätigung der ' +
          'Verwertungsgesellschaft. / <strong>Development:</strong> this page simulates the ' +
          "collecting society's confirmation.</p>" +
          `<p>Mitgliedsnummer / Member number: <strong>${escapeHtml(pending.memberNumber)}</strong></p>` +
          `<form method="post" action="${DEV_SOCIETY_PATH}">${hidden}` +
          '<button type="submit" name="result" value="confirmed">Bestätigen / Confirm</button> ' +
          '<button type="submit" name="result" value="cancelled">Abbrechen / Cancel</button>' +
          '</form>',
      );
    },
  );

  app.post(
    DEV_SOCIETY_PATH,
    {
      schema: {
        tags: ['gema'],
        summary: "DEVELOPMENT ONLY: the society step's decision; redirects back to the app",
        consumes: ['application/x-www-form-urlencoded'],
        body: DevSocietyDecisionSchema,
      },
    },
    async (request, reply) => {
      const { state, result } = request.body;
      const target = returnTarget(request.body.return);
      if (!target || !(await gema.describePending(state))) return unknownPage(request, reply);
      target.searchParams.set('state', state);
      target.searchParams.set('result', result);
      return reply.redirect(target.toString(), 303);
    },
  );
};
