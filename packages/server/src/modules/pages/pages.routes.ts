import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePageInputSchema,
  DeletedSchema,
  MyPagesSchema,
  PageIdParamsSchema,
  PageSchema,
  ResolvedShortUrlSchema,
  ShortUrlParamsSchema,
  UpdatePageInputSchema,
  UrlnameAvailabilityQuerySchema,
  UrlnameAvailabilitySchema,
  UrlnameParamsSchema,
  VenueSearchQuerySchema,
  VenueSearchResponseSchema,
  AppError,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { PageEditingService } from './page-editing.service.ts';
import type { PageRemovalService } from './page-removal.service.ts';
import type { PageQueriesService } from './page-queries.service.ts';
import type { MyPagesService } from './my-pages.service.ts';
import { SECURITY, TAGS, userIdOf } from './pages.routes.shared.ts';

export type PagesRoutesOptions = {
  editing: PageEditingService;
  removal: PageRemovalService;
  queries: PageQueriesService;
  myPages: MyPagesService;
};

/**
 * Pages (spec sections 3 and 4): create, edit and delete a page, its address, short URLs, the
 * offer form's venue search and the caller's pages. The API is described in docs/decisions.md, 20.
 */
export const pagesRoutes: FastifyPluginAsyncZod<PagesRoutesOptions> = async (
  app,
  { editing, removal, queries, myPages },
) => {
  app.post(
    '/api/pages',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Create a page (artist, location, organization); the caller becomes its owner',
        security: SECURITY,
        body: CreatePageInputSchema,
        response: { 201: PageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const page = await editing.create(userIdOf(request), request.body);
      return reply.code(201).send(page);
    },
  );

  app.patch(
    '/api/pages/:id',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Edit a page (owner and admins)',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: UpdatePageInputSchema,
        response: { 200: PageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => editing.update(userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/pages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a page (owner only)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      if (!(await removal.remove(userId, request.params.id))) {
        throw new AppError('request.entity_not_found');
      }
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/pages/urlname/:urlname/availability',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether a page address is valid and free (`pageId`: the page that may keep it)',
        security: SECURITY,
        params: UrlnameParamsSchema,
        querystring: UrlnameAvailabilityQuerySchema,
        response: { 200: UrlnameAvailabilitySchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return editing.urlnameAvailability(request.params.urlname, request.query.pageId);
    },
  );

  app.get(
    '/api/resolve/:shortUrl',
    {
      schema: {
        tags: TAGS,
        summary: 'Resolve a short URL `/{shortUrl}`: a page address, a page id or a user id',
        params: ShortUrlParamsSchema,
        response: { 200: ResolvedShortUrlSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => queries.resolve(request.params.shortUrl),
  );

  app.get(
    '/api/pages/venues',
    {
      schema: {
        tags: TAGS,
        summary:
          'Search venues and organizations by name (the offer form): prefix, word prefix, then ' +
          'any part of the name',
        security: SECURITY,
        querystring: VenueSearchQuerySchema,
        response: { 200: VenueSearchResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      userIdOf(request);
      return { venues: await queries.searchVenues(request.query) };
    },
  );

  app.get(
    '/api/user/pages',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's pages with their role (sender picker: those with canActAs)",
        security: SECURITY,
        response: { 200: MyPagesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ pages: await myPages.pagesOfUser(userIdOf(request)) }),
  );
};
