import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsApi } from '../accounts/accounts.module.ts';
import type { AccountLifecycleService } from '../account-lifecycle/account-lifecycle.service.ts';
import { adminRoleRoutes } from './admin-role.routes.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService, type AdminService } from './admin.service.ts';

export type AdminModuleDeps = { accounts: AccountsApi; lifecycle: AccountLifecycleService };

/** Site administration: users, roles, bans, login keys, deactivation and deletion by admins. */
export function createAdminModule(
  platform: Platform,
  { accounts, lifecycle }: AdminModuleDeps,
): BacklineModule<AdminService> {
  const admin = createAdminService(platform.db, {
    accounts,
    loginKeys: accounts.loginKeys,
    lifecycle,
    appUrl: platform.config.appUrl,
  });
  return {
    name: 'admin',
    routes: async (app) => {
      await app.register(adminRoutes, { admin });
      await app.register(adminRoleRoutes, { admin });
    },
    api: admin,
  };
}
