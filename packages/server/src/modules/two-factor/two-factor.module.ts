import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { purgeRecoveryCodes } from './two-factor.repository.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService, type TwoFactorService } from './two-factor.service.ts';

/** Two-factor sign-in (TOTP and recovery codes); accounts call `api.verifySignIn`. */
export function createTwoFactorModule(platform: Platform): BacklineModule<TwoFactorService> {
  const twoFactor = createTwoFactorService(platform.db, {
    rateLimiter: platform.rateLimiter,
    now: platform.clock.nowMs,
  });
  return {
    name: 'two-factor',
    routes: async (app) => {
      await app.register(twoFactorRoutes, { twoFactor });
    },
    purgeSteps: [purgeRecoveryCodes],
    api: twoFactor,
  };
}
