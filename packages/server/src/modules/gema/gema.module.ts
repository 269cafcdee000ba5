import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { createDevelopmentGemaProvider } from '../../platform/gema/development-provider.ts';
import { devSocietyRoutes } from './gema.dev-society.routes.ts';
import { gemaRoutes } from './gema.routes.ts';
import { createGemaService, purgeGema, type GemaService } from './gema.service.ts';

/**
 * GEMA membership verification. The development provider simulates the society (it has no
 * public API; docs/decisions.md 21). Other modules ask `api.isGemaVerified` / `verifiedAmong`.
 */
export function createGemaModule(platform: Platform): BacklineModule<GemaService> {
  const { config, log } = platform;
  const provider =
    config.gema.provider === 'development'
      ? createDevelopmentGemaProvider({ appUrl: config.appUrl })
      : null;
  if (provider && config.isProduction) {
    log.warn(
      'GEMA_PROVIDER=development in production: the collecting society is SIMULATED, memberships are NOT really verified',
    );
  }
  const gema = createGemaService(platform.db, {
    provider,
    rateLimiter: platform.rateLimiter,
    appUrl: config.appUrl,
  });
  return {
    name: 'gema',
    routes: async (app) => {
      await app.register(gemaRoutes, { gema });
      if (provider) await app.register(devSocietyRoutes, { gema, appUrl: config.appUrl });
    },
    purgeSteps: [purgeGema],
    api: gema,
  };
}

// A verified membership and a badge the viewer may see, for one-statement lists.
export { gemaBadgeShownSql, gemaVerifiedSql } from './gema-fragments.sql.ts';
