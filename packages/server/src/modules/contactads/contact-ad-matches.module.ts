import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { contactAdMatchesRoutes } from './contact-ad-matches.routes.ts';
import { createContactAdMatchesService } from './contact-ad-matches.service.ts';

/**
 * The matches of contact ads (issue 18 item 4): the routes of my ads' matches. Built on its own
 * branch beside the contact-ads module; the lead may fold it into `contactads.module.ts`.
 */
export function createContactAdMatchesModule(platform: Platform): BacklineModule<{
  matches: ReturnType<typeof createContactAdMatchesService>;
}> {
  const matches = createContactAdMatchesService(platform.db);
  return {
    name: 'contactAdMatches',
    routes: async (app) => {
      await app.register(contactAdMatchesRoutes, { matches });
    },
    api: { matches },
  };
}
