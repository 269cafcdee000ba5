import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the answer is sent: method, path (without the query,
 * which may carry one-time codes), the route pattern, status and duration. Fastify's own
 * request logging (a line on arrival and another on completion) is switched off in
 * `createFastify`: two serialised lines per request were the largest cost of a fast read.
 */
export function addRequestLog(app: FastifyInstance): void {
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
