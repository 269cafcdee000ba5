import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SearchQuerySchema,
  SearchResultSchema,
  SearchSuggestQuerySchema,
  SearchSuggestionsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { VisitorAnswers } from '../../platform/answers/visitor-answers.ts';
import type { SearchService } from './search.service.ts';

const TAGS = ['search'];

/**
 * Search across the platform (issue 17 item 2). Open to visitors for what is public (people,
 * pages, offers); the forum's topics only for signed-in members (docs/decisions.md §60).
 */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  visitorAnswers: VisitorAnswers;
}> = async (app, { search, visitorAnswers }) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags: TAGS,
        summary:
          'Search people, pages, offers and (members) forum topics: the top hits of each kind, or one kind paged',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, ...API_ERROR_RESPONSES },
      },
    },
    // A visitor's results are everyone's: kept until anything searchable changes.
    async (request, reply) =>
      visitorAnswers.answer(request, reply, () => search.search(request.ctx, request.query)),
  );

  app.get(
    '/api/search/suggest',
    {
      schema: {
        tags: TAGS,
        summary: 'Instant suggestions while typing: a few hits of each kind',
        querystring: SearchSuggestQuerySchema,
        response: { 200: SearchSuggestionsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      visitorAnswers.answer(request, reply, () => search.suggest(request.ctx, request.query)),
  );
};
