import type { BacklineModule } from '../../platform/module.ts';
import type { AccountsApi } from '../accounts/accounts.module.ts';
import type { Platform } from '../../platform/platform.ts';
import {
  createAccountSettingsService,
  type AccountSettingsService,
} from './account-settings.service.ts';
import { deviceSessionRoutes } from './device-sessions.routes.ts';
import { emailChangeRoutes } from './email-change.routes.ts';
import { passwordAndPreferencesRoutes } from './password-and-preferences.routes.ts';
import { phoneChangeRoutes } from './phone-change.routes.ts';

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
    // Registered in the order of the API docs: sessions, e-mail, phone, password, preferences.
    routes: async (app) => {
      await app.register(deviceSessionRoutes, { settings });
      await app.register(emailChangeRoutes, { settings });
      await app.register(phoneChangeRoutes, { settings });
      await app.register(passwordAndPreferencesRoutes, { settings });
    },
    api: settings,
  };
}
