import type { City, CitySearchQuery } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createCitiesRepository } from './cities.repository.ts';

export const CITY_SEARCH_DEFAULT_LIMIT = 10;

/** The shipped German/Austrian/Swiss city list (GeoNames, CC BY 4.0): search and lookup. */
export function createCitiesService(db: Database) {
  const repository = createCitiesRepository(db);
  return {
    search(query: CitySearchQuery): Promise<City[]> {
      return repository.search(query.q, query.limit ?? CITY_SEARCH_DEFAULT_LIMIT);
    },
    findById(id: number): Promise<City | null> {
      return repository.findById(id);
    },
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
