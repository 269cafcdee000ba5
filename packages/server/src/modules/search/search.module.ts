import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';

export type SearchApi = Pick<SearchService, 'registerProvider' | 'search' | 'suggest'>;

/**
 * Search across the platform (issue 17 item 2). It owns no table: every module that owns
 * searchable things gives a provider (`BacklineModule.searchProviders`), which compose-modules.ts
 * registers here; one request runs all of them in one statement.
 */
export function createSearchModule(platform: Platform): BacklineModule<SearchApi> {
  const search = createSearchService(platform.db);
  return {
    name: 'search',
    routes: async (app) => {
      await app.register(searchRoutes, { search, visitorAnswers: platform.visitorAnswers });
    },
    api: search,
  };
}
