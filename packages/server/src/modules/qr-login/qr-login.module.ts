import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { purgeApprovedChallenges } from './qr-login.repository.ts';
import { qrLoginRoutes } from './qr-login.routes.ts';
import { createQrLoginService, type QrLoginService } from './qr-login.service.ts';

export type QrLoginModuleDeps = { accounts: Pick<AccountsService, 'completeSignIn'> };

/** Sign-in by QR code: a signed-in device confirms the code another device shows. */
export function createQrLoginModule(
  platform: Platform,
  { accounts }: QrLoginModuleDeps,
): BacklineModule<QrLoginService> {
  const qrLogin = createQrLoginService(platform.db, {
    accounts,
    rateLimiter: platform.rateLimiter,
    now: platform.clock.nowMs,
  });
  return {
    name: 'qr-login',
    routes: async (app) => {
      await app.register(qrLoginRoutes, { qrLogin });
    },
    purgeSteps: [purgeApprovedChallenges],
    api: qrLogin,
  };
}
