import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PageBlocksSchema,
  PageCommandDoneSchema,
  PageIdParamsSchema,
  PageUserParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { PageBlocksService } from './page-blocks.service.ts';
import { SECURITY, TAGS, DONE, userIdOf } from './pages.routes.shared.ts';

export type PageBlockRoutesOptions = { blocks: PageBlocksService };

/**
 * A page's blocks (spec section 6): the owner and admins remove and block a user, or unblock them.
 */
export const pageBlockRoutes: FastifyPluginAsyncZod<PageBlockRoutesOptions> = async (
  app,
  { blocks },
) => {
  app.get(
    '/api/pages/:id/blocks',
    {
      schema: {
        tags: TAGS,
        summary: 'Users the page has blocked (owner and admins)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: PageBlocksSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => blocks.listBlocks(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/pages/:id/blocks/:userId',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove and block a user (or block someone outside the team)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await blocks.block(userIdOf(request), request.params.id, request.params.userId);
      return DONE;
    },
  );

  app.delete(
    '/api/pages/:id/blocks/:userId',
    {
      schema: {
        tags: TAGS,
        summary: 'Unblock a user',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await blocks.unblock(userIdOf(request), request.params.id, request.params.userId);
      return DONE;
    },
  );
};
