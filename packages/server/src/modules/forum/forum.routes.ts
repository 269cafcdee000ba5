import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ForumCategoryListSchema,
  ForumCategoryModeratorsInputSchema,
  ForumCategorySchema,
  ForumCommentEditSchema,
  ForumCommentInputSchema,
  ForumCommentPageQuerySchema,
  ForumCommentPageSchema,
  ForumCommentSchema,
  ForumDeletedSchema,
  ForumFollowSchema,
  ForumIdParamsSchema,
  ForumTopicInputSchema,
  ForumTopicListQuerySchema,
  ForumTopicListSchema,
  ForumTopicSchema,
} from '@backline/domain';
import { requireSiteRole } from '../../plugins/authorization.ts';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { ForumCategoriesService } from './forum-categories.service.ts';
import type { ForumCommentsService } from './forum-comments.service.ts';
import type { ForumTopicsService } from './forum-topics.service.ts';
import type { ForumViewer } from './forum.shared.ts';

const TAGS = ['forum'];
const SECURITY = [{ bearer: [] }];
const PUBLISHES = { publishes: true };

/** The signed-in caller as the forum sees them (401 without a session). */
function viewerOf(request: FastifyRequest): ForumViewer {
  const { user } = requireUser(request);
  return { id: user.id, role: user.role, actingAs: request.ctx.actingAs };
}

export type ForumRouteServices = {
  categories: ForumCategoriesService;
  topics: ForumTopicsService;
  comments: ForumCommentsService;
};

/** The forum (issue 16): members only. Moderation goes through `POST /api/moderation/actions`. */
export const forumRoutes: FastifyPluginAsyncZod<ForumRouteServices> = async (app, services) => {
  await app.register(forumTopicRoutes, services);
  await app.register(forumCommentRoutes, services);
};

const forumTopicRoutes: FastifyPluginAsyncZod<ForumRouteServices> = async (
  app,
  { categories, topics },
) => {
  app.get(
    '/api/forum/categories',
    {
      schema: {
        tags: TAGS,
        summary: 'The forum categories, in order, with their own moderators',
        security: SECURITY,
        response: { 200: ForumCategoryListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return categories.list();
    },
  );

  app.put(
    '/api/forum/categories/:id/moderators',
    {
      schema: {
        tags: TAGS,
        summary: "Set a category's own moderators (site admins with two-factor sign-in)",
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: ForumIdParamsSchema,
        body: ForumCategoryModeratorsInputSchema,
        response: { 200: ForumCategorySchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireSiteRole(request, 'admin');
      return categories.setModerators(request.params.id, request.body);
    },
  );

  app.get(
    '/api/forum/topics',
    {
      schema: {
        tags: TAGS,
        summary:
          'Topics: full-text search, category (slug), tag; by last activity or newest; keyset ' +
          'paged (`cursor`)',
        security: SECURITY,
        querystring: ForumTopicListQuerySchema,
        response: { 200: ForumTopicListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => topics.list(viewerOf(request), request.query),
  );

  app.post(
    '/api/forum/topics',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary: 'Start a topic (as myself, or as a page I manage with `x-object-user`)',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: ForumTopicInputSchema,
        response: { 200: ForumTopicSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => topics.create(viewerOf(request), request.body),
  );

  app.get(
    '/api/forum/topics/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A topic, with whether I follow it, moderate it and may comment',
        security: SECURITY,
        params: ForumIdParamsSchema,
        response: { 200: ForumTopicSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => topics.get(viewerOf(request), request.params.id),
  );

  app.put(
    '/api/forum/topics/:id',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary: 'Edit my topic',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: ForumIdParamsSchema,
        body: ForumTopicInputSchema,
        response: { 200: ForumTopicSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => topics.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/forum/topics/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete my topic with its comments',
        security: SECURITY,
        params: ForumIdParamsSchema,
        response: { 200: ForumDeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await topics.delete(viewerOf(request), request.params.id);
      return { deleted: true as const };
    },
  );

  for (const [method, following] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/forum/topics/:id/follow',
      {
        schema: {
          tags: TAGS,
          summary: following ? 'Follow a topic: be told of new comments' : 'Stop following a topic',
          security: SECURITY,
          params: ForumIdParamsSchema,
          response: { 200: ForumFollowSchema, ...API_ERROR_RESPONSES },
        },
      },
      async (request) => topics.follow(viewerOf(request), request.params.id, following),
    );
  }
};

const forumCommentRoutes: FastifyPluginAsyncZod<ForumRouteServices> = async (app, { comments }) => {
  app.get(
    '/api/forum/topics/:id/comments',
    {
      schema: {
        tags: TAGS,
        summary: "A page of a topic's top comments, oldest first, each with its replies",
        security: SECURITY,
        params: ForumIdParamsSchema,
        querystring: ForumCommentPageQuerySchema,
        response: { 200: ForumCommentPageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => comments.page(viewerOf(request), request.params.id, request.query.cursor),
  );

  app.post(
    '/api/forum/topics/:id/comments',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary:
          'Comment on a topic or reply to a comment (a reply to a reply joins its top comment)',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: ForumIdParamsSchema,
        body: ForumCommentInputSchema,
        response: { 200: ForumCommentSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => comments.create(viewerOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/forum/comments/:id',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary: 'Edit my comment',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: ForumIdParamsSchema,
        body: ForumCommentEditSchema,
        response: { 200: ForumCommentSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => comments.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/forum/comments/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete my comment (a placeholder keeps its place)',
        security: SECURITY,
        params: ForumIdParamsSchema,
        response: { 200: ForumDeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await comments.delete(viewerOf(request), request.params.id);
      return { deleted: true as const };
    },
  );
};
