import type { Database } from '../../db/client.ts';
import {
  createLifecycleContext,
  type AccountLifecycleServiceOptions,
} from './account-lifecycle.shared.ts';
import { createAccountPurgeService } from './account-purge.service.ts';
import { createAccountStateService } from './account-state.service.ts';
import { createLifecycleLinksService } from './lifecycle-links.service.ts';

export type { AccountLifecycleServiceOptions } from './account-lifecycle.shared.ts';

/**
 * Deactivation, reactivation, deletion (marked at once, purged after the grace period) and its
 * cancellation, as one service (the module's api): the account's state, the owner's mailed
 * links, and the purge, each in its own file.
 */
export function createAccountLifecycleService(
  db: Database,
  options: AccountLifecycleServiceOptions,
) {
  const context = createLifecycleContext(db, options);
  return {
    ...createAccountStateService(context),
    ...createLifecycleLinksService(context),
    ...createAccountPurgeService(context),
  };
}

export type AccountLifecycleService = ReturnType<typeof createAccountLifecycleService>;
