import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { citiesRoutes } from './cities.routes.ts';
import { createCitiesService, type CitiesService } from './cities.service.ts';

/** The city reference data (search by name and postcode, distances). */
export function createCitiesModule(platform: Platform): BacklineModule<CitiesService> {
  const cities = createCitiesService(platform.db);
  return {
    name: 'cities',
    routes: async (app) => {
      await app.register(citiesRoutes, { cities });
    },
    api: cities,
  };
}
