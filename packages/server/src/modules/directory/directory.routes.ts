import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DirectoryListParamsSchema,
  DirectoryPageSchema,
  DirectoryQuerySchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { VisitorAnswers } from '../../platform/answers/visitor-answers.ts';
import type { DirectoryService } from './directory.service.ts';

const TAGS = ['directory'];

/** `GET /api/directory/{musicians|venues|artists|organizations}`: open to everyone. */
export const directoryRoutes: FastifyPluginAsyncZod<{
  directory: DirectoryService;
  visitorAnswers: VisitorAnswers;
}> = async (app, { directory, visitorAnswers }) => {
  app.get(
    '/api/directory/:list',
    {
      schema: {
        tags: TAGS,
        summary:
          'A directory list (musicians, live locations, bands, companies): filtered, sorted, keyset-paged; private profiles only for their contacts',
        params: DirectoryListParamsSchema,
        querystring: DirectoryQuerySchema,
        response: { 200: DirectoryPageSchema, ...API_ERROR_RESPONSES },
      },
    },
    // The same for every visitor: kept until anything a card shows changes.
    async (request, reply) =>
      visitorAnswers.answer(request, reply, () =>
        directory.list(request.params.list, request.query, request.ctx.user?.id ?? null),
      ),
  );
};
