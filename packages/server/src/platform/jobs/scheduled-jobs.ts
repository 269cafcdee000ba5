import { PgBoss, fromPglite, type Db, type PGliteLike } from 'pg-boss';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';

/** pg-boss keeps its tables in a schema of its own. */
export const JOBS_SCHEMA = 'pgboss';

export type JobLogger = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** One recurring job: a queue, when it runs (cron, UTC) and what it does (idempotent). */
export type ScheduledJob = {
  queue: string;
  cron: string;
  run: () => Promise<Record<string, number>>;
  /** A log line for a run that did something (null: nothing worth logging). */
  describe?: (result: Record<string, number>) => string | null;
};

export type ScheduledJobsOptions = {
  database: DatabaseHandle;
  jobs: readonly ScheduledJob[];
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
 * The app's background jobs on one pg-boss instance: each job is scheduled by cron, run once at
 * start, and on demand (`runNow`). Every queue is a singleton queue, so one run of a job at a time;
 * a killed run is retried, and each job only changes what is still due, so nothing happens twice.
 */
export function createScheduledJobs({
  database,
  jobs,
  log,
  pollingIntervalSeconds = 30,
}: ScheduledJobsOptions) {
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  async function start(): Promise<void> {
    const { db, backend } = jobDatabase(database);
    const instance = new PgBoss({ db, backend, schema: JOBS_SCHEMA });
    instance.on('error', (error) => log.error({ err: error }, 'background jobs: pg-boss error'));
    boss = instance;
    await instance.start();
    for (const job of jobs) {
      await instance.createQueue(job.queue, {
        policy: 'singleton',
        retryLimit: 5,
        retryDelay: 60,
        retryBackoff: true,
        expireInSeconds: 30 * 60,
      });
      await instance.work(job.queue, { pollingIntervalSeconds }, async () => {
        const result = await job.run();
        const line = job.describe?.(result);
        if (line) log.info(result, line);
        return result;
      });
      await instance.schedule(job.queue, job.cron, null, { tz: 'UTC' });
      await instance.send(job.queue, null);
    }
  }

  return {
    /** Starts pg-boss (installs its schema on first use), the workers and the schedules. */
    start(): Promise<void> {
      starting ??= start();
      return starting;
    },

    /** Queues a run of `queue` now; its job id, or null when one is queued or running already. */
    async runNow(queue: string): Promise<string | null> {
      await starting;
      if (!boss) throw new Error('The background jobs are not started.');
      return boss.send(queue, null);
    },

    /**
     * Lets running jobs finish (up to 5 seconds, so that a restart is done within 10: the jobs
     * are idempotent and an interrupted one runs again), then stops; the database stays open.
     */
    async stop(): Promise<void> {
      await starting?.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: 5_000, close: false });
      boss = null;
      starting = null;
    },

    /** The pg-boss instance, for tests that wait for a job. */
    get boss(): PgBoss | null {
      return boss;
    },
  };
}

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;
