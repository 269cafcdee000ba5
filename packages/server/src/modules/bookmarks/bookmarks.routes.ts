import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookmarkDeletedSchema,
  BookmarkIdParamsSchema,
  BookmarkListQuerySchema,
  BookmarkListSchema,
  BookmarkSchema,
  CreateBookmarkInputSchema,
  UpdateBookmarkInputSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { BookmarksService } from './bookmarks.service.ts';

export type BookmarksRoutesOptions = { bookmarks: BookmarksService };

const TAGS = ['bookmarks'];
const SECURITY = [{ bearer: [] }];

/** Saved filters of the list routes: the signed-in user's own only. */
export const bookmarksRoutes: FastifyPluginAsyncZod<BookmarksRoutesOptions> = async (
  app,
  { bookmarks },
) => {
  app.get(
    '/api/bookmarks',
    {
      schema: {
        tags: TAGS,
        summary: "The user's bookmarks, of one list route when `route` is given",
        security: SECURITY,
        querystring: BookmarkListQuerySchema,
        response: { 200: BookmarkListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return { bookmarks: await bookmarks.list(user.id, request.query.route) };
    },
  );

  app.post(
    '/api/bookmarks',
    {
      schema: {
        tags: TAGS,
        summary:
          "Save a list route's filter under a name, unique per user in any case (409 " +
          '`bookmark.exists`); at most 100 (`bookmark.limit_reached`)',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: CreateBookmarkInputSchema,
        response: { 201: BookmarkSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const created = await bookmarks.create(user.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/bookmarks/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Rename one of my bookmarks (409 `bookmark.exists`) and/or switch its alert (lists ' +
          'with alerts only: /gigs, /musikersuche); others are 404',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: BookmarkIdParamsSchema,
        body: UpdateBookmarkInputSchema,
        response: { 200: BookmarkSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return bookmarks.update(user.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/bookmarks/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one of my bookmarks; others are 404',
        security: SECURITY,
        params: BookmarkIdParamsSchema,
        response: { 200: BookmarkDeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await bookmarks.delete(user.id, request.params.id);
      return { deleted: true as const };
    },
  );
};
