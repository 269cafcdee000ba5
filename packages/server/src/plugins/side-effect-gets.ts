import fp from 'fastify-plugin';
import { AppError } from '@backline/domain';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * A GET of the spec that changes state (logout, ping, the password reset mail): it must not
     * run for HEAD, which Fastify answers with every GET route's handler.
     */
    sideEffects?: boolean;
  }
}

/**
 * HEAD is a safe method: link checkers, monitors and browsers' prefetchers send it freely. The
 * spec's state-changing GETs (`config: { sideEffects: true }`) answer it 405 without running.
 */
export const sideEffectGetsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'HEAD' && request.routeOptions.config.sideEffects) {
        reply.header('allow', 'GET');
        throw new AppError('request.method_not_allowed');
      }
    });
  },
  { name: 'side-effect-gets' },
);
