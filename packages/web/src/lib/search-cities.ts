import { CitySearchResponseSchema, type City } from '@backline/domain';
import { apiClient } from './api-client.ts';

export const CITY_SEARCH_LIMIT = 10;

/**
 * `GET /api/cities?q=…`: the shipped German/Austrian/Swiss city list, best matches first. Its
 * schema lives with the profiles' schemas: screens that do not show a profile load this (and the
 * city picker) lazily.
 */
export const searchCities = async (query: string, signal?: AbortSignal): Promise<City[]> => {
  const body = await apiClient.request('/cities', {
    schema: CitySearchResponseSchema,
    query: { q: query, limit: CITY_SEARCH_LIMIT },
    signal,
  });
  return body.cities;
};
