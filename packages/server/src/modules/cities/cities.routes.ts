import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CitySearchQuerySchema, CitySearchResponseSchema } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { CitiesService } from './cities.service.ts';

export type CitiesRoutesOptions = { cities: CitiesService };

export const citiesRoutes: FastifyPluginAsyncZod<CitiesRoutesOptions> = async (app, { cities }) => {
  app.get(
    '/api/cities',
    {
      schema: {
        tags: ['profiles'],
        summary:
          'Search the shipped German, Austrian and Swiss city list (GeoNames, CC BY 4.0) by name: ' +
          'prefix, word prefix, then similar names; by population',
        querystring: CitySearchQuerySchema,
        response: { 200: CitySearchResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ cities: await cities.search(request.query) }),
  );
};
