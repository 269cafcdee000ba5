import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FollowStateSchema, FollowedPagesSchema, PageIdParamsSchema } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { PageFollowsService } from './page-follows.service.ts';
import { SECURITY, TAGS, userIdOf } from './pages.routes.shared.ts';

export type PageFollowRoutesOptions = { follows: PageFollowsService };

/**
 * Following pages (spec section 3): follow, stop following, and the pages the caller follows.
 */
export const pageFollowRoutes: FastifyPluginAsyncZod<PageFollowRoutesOptions> = async (
  app,
  { follows },
) => {
  app.get(
    '/api/user/following',
    {
      schema: {
        tags: TAGS,
        summary: 'Pages the caller follows, newest first (dashboard)',
        security: SECURITY,
        response: { 200: FollowedPagesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => follows.followedPages(userIdOf(request)),
  );

  app.post(
    '/api/pages/:id/follow',
    {
      schema: {
        tags: TAGS,
        summary: 'Follow a page',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: FollowStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => follows.follow(userIdOf(request), request.params.id),
  );

  app.delete(
    '/api/pages/:id/follow',
    {
      schema: {
        tags: TAGS,
        summary: 'Stop following a page',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: FollowStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => follows.unfollow(userIdOf(request), request.params.id),
  );
};
