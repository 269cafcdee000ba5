import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { createJobBoss, type JobBoss } from './job-boss.ts';

export type JobLogger = {
  info(object: object, message: string): void;
  warn?(object: object, message: string): void;
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
  /** The app's shared pg-boss instance; jobs of their own make one (tests). */
  jobBoss?: JobBoss;
  jobs: readonly ScheduledJob[];
  log: JobLogger;
  /** How often an idle worker asks for a job (seconds); tests make it short. */
  pollingIntervalSeconds?: number;
};

/**
 * The app's scheduled background jobs on the app's one pg-boss instance (job-boss.ts): each job is scheduled by cron, run once at
 * start, and on demand (`runNow`). Every queue is a singleton queue, so one run of a job at a time;
 * a killed run is retried, and each job only changes what is still due, so nothing happens twice.
 */
export function createScheduledJobs({
  database,
  jobs,
  jobBoss: shared,
  log,
  pollingIntervalSeconds = 30,
}: ScheduledJobsOptions) {
  const jobBoss =
    shared ??
    createJobBoss({
      database,
      log: { warn: log.warn ?? log.info, error: log.error },
      schedules: true,
    });
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  async function start(): Promise<void> {
    const instance = await jobBoss.acquire();
    boss = instance;
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
     * Done with the shared pg-boss instance; the last of its users stops it, letting running
     * jobs finish (they are idempotent, an interrupted one runs again). The database stays open.
     */
    async stop(): Promise<void> {
      const started = starting;
      starting = null;
      boss = null;
      if (started) {
        await started.catch(() => undefined);
        await jobBoss.release();
      }
    },

    /** The pg-boss instance, for tests that wait for a job. */
    get boss(): PgBoss | null {
      return boss;
    },
  };
}

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;
