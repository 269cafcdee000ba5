import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { DashboardService } from './dashboard.service.ts';

/** `/home`: the signed-in member's dashboard in one answer. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/api/user/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'My dashboard: recent conversations (unread first), open contact requests, upcoming ' +
          'confirmed gigs, gigs to rate and the newest offers of pages I follow; a few of each ' +
          'with the number of all',
        security: [{ bearer: [] }],
        response: { 200: DashboardSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return dashboard.forUser(user.id);
    },
  );
};
