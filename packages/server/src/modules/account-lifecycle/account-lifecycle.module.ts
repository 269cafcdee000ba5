import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsApi } from '../accounts/accounts.module.ts';
import { accountLifecycleRoutes } from './account-lifecycle.routes.ts';
import {
  createAccountLifecycleService,
  type AccountLifecycleService,
} from './account-lifecycle.service.ts';
import { accountPurgeJob } from './account-purge.job.ts';

export type AccountLifecycleModuleDeps = {
  accounts: Pick<AccountsApi, 'completeSignIn' | 'registerSignInCheck' | 'sessions' | 'codes'>;
};

/**
 * Deactivation, reactivation, deletion with a grace period, and the purge (a background job).
 * The root adds every module's purge steps (`api.registerPurgeStep`).
 */
export function createAccountLifecycleModule(
  platform: Platform,
  { accounts }: AccountLifecycleModuleDeps,
): BacklineModule<AccountLifecycleService> {
  const { config, log } = platform;
  const lifecycle = createAccountLifecycleService(platform.db, {
    accounts,
    rateLimiter: platform.rateLimiter,
    mail: platform.mail,
    appUrl: config.appUrl,
    graceDays: config.accounts.deletionGraceDays,
    onAfterPurgeError: (error) =>
      log.error({ err: error }, "deleting a purged account's files failed"),
  });
  return {
    name: 'account-lifecycle',
    routes: async (app) => {
      await app.register(accountLifecycleRoutes, { lifecycle });
    },
    jobs: [accountPurgeJob(() => lifecycle.purgeDueAccounts(), config.jobs.accountPurgeCron)],
    api: lifecycle,
  };
}
