import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, HealthSchema } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import serverPackage from '../../../package.json' with { type: 'json' };

export type HealthRoutesOptions = { database: Pick<DatabaseHandle, 'ping'> };

/** For load balancers and uptime checks: healthy only while the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database did not answer');
        throw new AppError('server.unavailable', { cause: error });
      }
      return { status: 'ok' as const, database: 'ok' as const, version: serverPackage.version };
    },
  );
};
