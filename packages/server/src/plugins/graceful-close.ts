import fp from 'fastify-plugin';
import { AppError } from '@backline/domain';

/** How soon a client refused during a restart should try again. */
export const RESTART_RETRY_AFTER_SECONDS = 5;

/**
 * Graceful close (SIGTERM, `app.close()`): requests in flight finish; a request that arrives on a
 * kept-alive connection after the close began is answered 503 `server.restarting` with
 * `Retry-After` in the error schema (instead of Fastify's own 503 body), and every answer from
 * then on closes its connection, so that no idle keep-alive socket holds the close up. New
 * connections are refused once the server has stopped listening.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('retry-after', String(RESTART_RETRY_AFTER_SECONDS));
      throw new AppError('server.restarting');
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'graceful-close' },
);
