import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddHighlightInputSchema,
  HighlightCandidatesQuerySchema,
  HighlightCandidatesSchema,
  HighlightIdParamsSchema,
  HighlightListSchema,
  HighlightOrderSchema,
  HighlightRemovedSchema,
  HighlightSchema,
  MoveHighlightInputSchema,
} from '@backline/domain';
import { requireSiteRole } from '../../plugins/authorization.ts';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { ContextUser } from '../../plugins/request-context.ts';
import type { HighlightsService } from './highlights.service.ts';

const TAGS = ['highlights'];
const SECURITY = [{ bearer: [] }];

/** Editors: site admins and moderators with two-factor sign-in (what `requireSiteRole` lets in). */
const isEditor = (user: ContextUser | null) =>
  user !== null && (user.role === 'admin' || user.role === 'moderator') && user.twoFactorEnabled;

export type HighlightsRoutesOptions = { highlights: HighlightsService };

/** `/highlights`: the public list, and its editing for site admins and moderators. */
export const highlightsRoutes: FastifyPluginAsyncZod<HighlightsRoutesOptions> = async (
  app,
  { highlights },
) => {
  app.get(
    '/api/highlights',
    {
      schema: {
        tags: TAGS,
        summary: 'The curated highlights everyone may see, in order; whether the caller edits',
        response: { 200: HighlightListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => highlights.list(isEditor(request.ctx.user)),
  );

  app.get(
    '/api/highlights/candidates',
    {
      schema: {
        tags: TAGS,
        summary: 'Pages or offers an editor can add, by name (site admins and moderators)',
        security: SECURITY,
        querystring: HighlightCandidatesQuerySchema,
        response: { 200: HighlightCandidatesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireSiteRole(request, 'moderator');
      return highlights.candidates(request.query);
    },
  );

  app.post(
    '/api/highlights',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Adds a page or an offer with an optional note at the end of the highlights',
        security: SECURITY,
        body: AddHighlightInputSchema,
        response: { 200: HighlightSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireSiteRole(request, 'moderator');
      return highlights.add(user.id, request.body);
    },
  );

  app.post(
    '/api/highlights/:id/move',
    {
      schema: {
        tags: TAGS,
        summary: 'Moves an item one step up or down the highlights',
        security: SECURITY,
        params: HighlightIdParamsSchema,
        body: MoveHighlightInputSchema,
        response: { 200: HighlightOrderSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireSiteRole(request, 'moderator');
      return highlights.move(request.params.id, request.body);
    },
  );

  app.delete(
    '/api/highlights/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Removes an item from the highlights',
        security: SECURITY,
        params: HighlightIdParamsSchema,
        response: { 200: HighlightRemovedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireSiteRole(request, 'moderator');
      return highlights.remove(request.params.id);
    },
  );
};
