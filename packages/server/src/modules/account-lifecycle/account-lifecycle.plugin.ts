import fp from 'fastify-plugin';
import { accountLifecycleRoutes } from './account-lifecycle.routes.ts';
import type { AccountLifecycleService } from './account-lifecycle.service.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Deactivation, deletion and the purge (admin endpoints and tests call it). */
    accountLifecycle: AccountLifecycleService;
  }
}

export type AccountLifecyclePluginOptions = { lifecycle: AccountLifecycleService };

/** The lifecycle routes; the purge runs as a background job (app.ts, `accountPurgeJob`). */
export const accountLifecyclePlugin = fp<AccountLifecyclePluginOptions>(
  async (app, { lifecycle }) => {
    app.decorate('accountLifecycle', lifecycle);
    await app.register(accountLifecycleRoutes, { lifecycle });
  },
  { name: 'account-lifecycle' },
);
