import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { highlightsRoutes } from './highlights.routes.ts';
import { createHighlightsService, type HighlightsDeps } from './highlights.service.ts';

export type HighlightsModuleDeps = HighlightsDeps;
export type HighlightsApi = ReturnType<typeof createHighlightsService>;

/**
 * Highlights (issue 17 item 6, docs/decisions.md §62): the curated list at `/highlights`.
 * Owns the `highlights` table; each subject kind is read through its owner's SQL (pages,
 * booking), so the list is one statement and shows only what the public may see.
 */
export function createHighlightsModule(
  platform: Platform,
  deps: HighlightsModuleDeps,
): BacklineModule<HighlightsApi> {
  const highlights = createHighlightsService(platform.db, deps, platform.clock.now);
  return {
    name: 'highlights',
    routes: async (app) => {
      await app.register(highlightsRoutes, { highlights });
    },
    api: highlights,
  };
}
