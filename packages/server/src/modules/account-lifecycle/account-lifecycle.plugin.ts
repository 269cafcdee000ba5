import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { accountLifecycleRoutes } from './account-lifecycle.routes.ts';
import type { AccountLifecycleService } from './account-lifecycle.service.ts';
import { createAccountPurgeJob, type AccountPurgeJob } from './account-purge.job.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Deactivation, deletion and the purge (admin endpoints and tests call it). */
    accountLifecycle: AccountLifecycleService;
    /** The purge job runner; null when background jobs are off (`BACKGROUND_JOBS`, tests). */
    accountPurgeJob: AccountPurgeJob | null;
  }
}

export type AccountLifecyclePluginOptions = {
  lifecycle: AccountLifecycleService;
  database: DatabaseHandle;
  jobs: Config['jobs'];
};

/**
 * The lifecycle routes, and the purge job that lives as long as the app: started once the app is
 * ready (after the migrations, when it listens), stopped gracefully when it closes, before the
 * caller closes the database. A failing job start is logged; the app keeps serving.
 */
export const accountLifecyclePlugin = fp<AccountLifecyclePluginOptions>(
  async (app, { lifecycle, database, jobs }) => {
    app.decorate('accountLifecycle', lifecycle);
    const job = jobs.enabled
      ? createAccountPurgeJob({
          database,
          purge: () => lifecycle.purgeDueAccounts(),
          cron: jobs.accountPurgeCron,
          log: app.log,
        })
      : null;
    app.decorate('accountPurgeJob', job);
    if (job) {
      app.addHook('onReady', async () => {
        // Not awaited: installing pg-boss's schema must not hold up (or time out) the start.
        job.start().then(
          () => app.log.info('background jobs started (account purge)'),
          (error: unknown) => app.log.error({ err: error }, 'background jobs failed to start'),
        );
      });
      app.addHook('onClose', async () => {
        await job.stop();
      });
    }
    await app.register(accountLifecycleRoutes, { lifecycle });
  },
  { name: 'account-lifecycle' },
);
