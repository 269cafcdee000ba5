import { PgBoss, fromPglite, type Db, type PGliteLike } from 'pg-boss';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';

/** The pg-boss queue of the account purge. */
export const ACCOUNT_PURGE_QUEUE = 'account-purge';
/** pg-boss keeps its tables in a schema of its own. */
export const JOBS_SCHEMA = 'pgboss';

export type JobLogger = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type AccountPurgeJobOptions = {
  database: DatabaseHandle;
  /** The purge itself (`lifecycle.purgeDueAccounts`); idempotent. */
  purge: () => Promise<{ purged: number }>;
  /** When it runs (cron, UTC). */
  cron: string;
  log: JobLogger;
  /** How often an idle worker asks for a job (seconds); tests make it short. */
  pollingIntervalSeconds?: number;
};

/**
 * pg-boss on the app's own database connection: the `pg` pool on PostgreSQL, the one PGlite
 * instance when embedded (pg-boss supports PGlite as a backend). Drizzle keeps the driver's client
 * as `$client`.
 */
function jobDatabase(database: DatabaseHandle): { db: Db; backend: 'postgres' | 'pglite' } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    return { db: fromPglite(client as PGliteLike), backend: 'pglite' };
  }
  const pool = client as pg.Pool;
  return {
    db: { executeSql: (text, values) => pool.query(text, values as unknown[] | undefined) },
    backend: 'postgres',
  };
}

/**
 * The account purge as a pg-boss job: scheduled by cron, run once at start, and on demand
 * (`runNow`). The queue is a singleton queue, so one purge runs at a time; a killed run is retried
 * and the purge itself only changes accounts that are still due, so nothing happens twice (it
 * sends no mail).
 */
export function createAccountPurgeJob({
  database,
  purge,
  cron,
  log,
  pollingIntervalSeconds = 30,
}: AccountPurgeJobOptions) {
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  async function start(): Promise<void> {
    const { db, backend } = jobDatabase(database);
    const instance = new PgBoss({ db, backend, schema: JOBS_SCHEMA });
    instance.on('error', (error) => log.error({ err: error }, 'background jobs: pg-boss error'));
    boss = instance;
    await instance.start();
    await instance.createQueue(ACCOUNT_PURGE_QUEUE, {
      policy: 'singleton',
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
    await instance.work(ACCOUNT_PURGE_QUEUE, { pollingIntervalSeconds }, async () => {
      const result = await purge();
      if (result.purged > 0) log.info(result, `account purge: ${result.purged} account(s) purged`);
      return result;
    });
    await instance.schedule(ACCOUNT_PURGE_QUEUE, cron, null, { tz: 'UTC' });
    await instance.send(ACCOUNT_PURGE_QUEUE, null);
  }

  return {
    /** Starts pg-boss (installs its schema on first use), the worker and the schedule. */
    start(): Promise<void> {
      starting ??= start();
      return starting;
    },

    /** Queues a purge now; its job id, or null when one is queued or running already. */
    async runNow(): Promise<string | null> {
      await starting;
      if (!boss) throw new Error('The account purge job is not started.');
      return boss.send(ACCOUNT_PURGE_QUEUE, null);
    },

    /** Lets a running purge finish (up to 20 seconds), then stops; the database stays open. */
    async stop(): Promise<void> {
      await starting?.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: 20_000, close: false });
      boss = null;
      starting = null;
    },

    /** The pg-boss instance, for tests that wait for a job. */
    get boss(): PgBoss | null {
      return boss;
    },
  };
}

export type AccountPurgeJob = ReturnType<typeof createAccountPurgeJob>;
