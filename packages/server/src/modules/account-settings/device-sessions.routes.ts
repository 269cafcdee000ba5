import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionIdParamsSchema, SessionListSchema, SessionsEndedSchema } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { SECURITY, TAGS, caller } from './account-settings.routes.shared.ts';
import type { DeviceSessionsService } from './device-sessions.service.ts';

export type DeviceSessionRoutesOptions = { settings: DeviceSessionsService };

/** The user's sessions (devices): the list, and ending one or all others. */
export const deviceSessionRoutes: FastifyPluginAsyncZod<DeviceSessionRoutesOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/user/sessions',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in user's live sessions (devices); `current` marks this one",
        security: SECURITY,
        response: { 200: SessionListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ sessions: await settings.listSessions(caller(request)) }),
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Ends one of the user's sessions at once (its token answers 401); others' are 404",
        security: SECURITY,
        params: SessionIdParamsSchema,
        response: { 200: SessionsEndedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await settings.endSession(caller(request), request.params.id);
      return { ended: 1 };
    },
  );

  app.post(
    '/api/user/sessions/end-others',
    {
      schema: {
        tags: TAGS,
        summary: 'Ends every session of the user except this one',
        security: SECURITY,
        response: { 200: SessionsEndedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ ended: await settings.endOtherSessions(caller(request)) }),
  );
};
