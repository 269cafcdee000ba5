import { PgBoss, fromPglite, type Db, type PGliteLike } from 'pg-boss';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';

/** pg-boss keeps its tables in a schema of its own. */
export const JOBS_SCHEMA = 'pgboss';

export type JobBossLogger = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type JobBossOptions = {
  database: DatabaseHandle;
  log: JobBossLogger;
  /** Whether this instance keeps cron schedules (only when the scheduled jobs run). */
  schedules: boolean;
};

/**
 * pg-boss on the app's database (the `pg` pool, or the one PGlite instance), with LISTEN/NOTIFY
 * through the database handle so a queued job wakes its worker as soon as its transaction
 * commits. Drizzle keeps the driver's client as `$client`.
 */
function bossDatabase(database: DatabaseHandle): { db: Db; backend: 'postgres' | 'pglite' } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    return { db: fromPglite(client as PGliteLike), backend: 'pglite' };
  }
  const pool = client as pg.Pool;
  return {
    db: {
      executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
      async listen(channel, onNotification, onReconnect) {
        const stop = await database.listen(channel, onNotification, undefined, onReconnect);
        return { close: stop };
      },
    },
    backend: 'postgres',
  };
}

/**
 * The app's one pg-boss instance, shared by the mail queue and the scheduled jobs (one schema,
 * one set of maintenance timers, one LISTEN). Each user `acquire`s it (the first starts it) and
 * `release`s it; the last release stops it gracefully, letting running jobs finish for up to
 * 6 seconds (a restart is over within 10: jobs are idempotent or retried).
 */
export function createJobBoss({ database, log, schedules }: JobBossOptions) {
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let users = 0;

  async function start(): Promise<PgBoss> {
    const { db, backend } = bossDatabase(database);
    const instance = new PgBoss({
      db,
      backend,
      schema: JOBS_SCHEMA,
      useListenNotify: true,
      schedule: schedules,
    });
    instance.on('error', (error) => log.error({ err: error }, 'background jobs: pg-boss error'));
    instance.on('warning', (warning) => log.warn({ warning }, 'background jobs: pg-boss warning'));
    await instance.start();
    boss = instance;
    return instance;
  }

  return {
    /** The started instance (installing pg-boss's schema on first use). */
    acquire(): Promise<PgBoss> {
      users += 1;
      starting ??= start();
      return starting;
    },

    /** One user is done; the last one stops the instance. The database stays open. */
    async release(): Promise<void> {
      users = Math.max(0, users - 1);
      if (users > 0) return;
      const started = starting;
      starting = null;
      boss = null;
      const instance = await started?.catch(() => null);
      await instance?.stop({ graceful: true, timeout: 6_000, close: false });
    },

    /** The running instance, for tests that look at schedules and jobs. */
    get instance(): PgBoss | null {
      return boss;
    },
  };
}

export type JobBoss = ReturnType<typeof createJobBoss>;
