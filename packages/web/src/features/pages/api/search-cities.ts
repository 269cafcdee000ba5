import { CitySearchResponseSchema } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `GET /api/cities?q=`: the shipped city list. Apart from the other calls because its schema
 * lives with the profiles' schemas, which the page screens need not load.
 */
export const searchCities = (q: string, signal?: AbortSignal) =>
  apiClient.request('/cities', {
    schema: CitySearchResponseSchema,
    query: { q, limit: 8 },
    signal,
  });
