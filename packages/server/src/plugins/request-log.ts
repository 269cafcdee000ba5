import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the answer is sent: method, path (without the query,
 * which may carry one-time codes), the route pattern, status and duration. Fastify's own
 * request logging (a line on arrival and another on completion) is switched off in
 * `createFastify`: two serialised lines per request cost a fast read several per cent. At the
 * debug level a request's arrival is logged too (the hook exists only then).
 */
export function addRequestLog(app: FastifyInstance): void {
  // pino answers isLevelEnabled; Fastify's logger when logging is off does not have it.
  const log = app.log as { isLevelEnabled?: (level: string) => boolean };
  if (log.isLevelEnabled?.('debug')) {
    app.addHook('onRequest', (request, _reply, done) => {
      const queryAt = request.url.indexOf('?');
      request.log.debug(
        {
          method: request.method,
          path: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
        },
        'request received',
      );
      done();
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    const queryAt = request.url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        path: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
