import type { BacklineModule } from '../../platform/module.ts';
import type { AccountsApi } from '../accounts/accounts.module.ts';
import type { Platform } from '../../platform/platform.ts';
import { accountSettingsRoutes } from './account-settings.routes.ts';
import {
  createAccountSettingsService,
  type AccountSettingsService,
} from './account-settings.service.ts';

/** Settings: e-mail and phone changes, password, sessions and devices, mail preferences. */
export type AccountSettingsModuleDeps = { accounts: Pick<AccountsApi, 'sessions' | 'codes'> };

export function createAccountSettingsModule(
  platform: Platform,
  { accounts }: AccountSettingsModuleDeps,
): BacklineModule<AccountSettingsService> {
  const settings = createAccountSettingsService(platform.db, {
    accounts,
    rateLimiter: platform.rateLimiter,
    mail: platform.mail,
    sms: platform.sms,
    appUrl: platform.config.appUrl,
  });
  return {
    name: 'account-settings',
    routes: async (app) => {
      await app.register(accountSettingsRoutes, { settings });
    },
    api: settings,
  };
}
