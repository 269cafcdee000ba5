import type { PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle, Transaction } from '../../db/client.ts';
import { countUnfinishedJobs, jobsThrough } from '../mail/mail-queue.repository.ts';
import { JOBS_SCHEMA, createJobBoss, type JobBoss } from './job-boss.ts';

/** What a job carries: plain strings (ids), never personal data (job data is stored). */
export type WorkData = Record<string, string>;
/** Does one job's work; throws to have it retried. Runs again on a retry: idempotent. */
export type WorkHandler = (data: WorkData) => Promise<void>;

export type WorkQueueLogger = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type WorkQueueOptions = {
  database: DatabaseHandle;
  /** The app's shared pg-boss instance; a queue of its own makes one (tests). */
  jobBoss?: JobBoss;
  log: WorkQueueLogger;
  /** How often an idle worker polls besides being woken (seconds). */
  pollingIntervalSeconds?: number;
};

/** Retries with back-off (about 10 s, 20 s, ... up to 10 minutes), finished jobs kept a day. */
const QUEUE_OPTIONS = {
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 300,
  deleteAfterSeconds: 24 * 3600,
  notify: true,
} as const;

/**
 * Durable background work queued inside the caller's transaction (issue 18: a published contact
 * ad's matches, a saved search's alerts): `enqueue(tx, queue, data)` inserts a pg-boss job in
 * that transaction, so the work exists exactly when the change it follows committed; a worker
 * registered for the queue (`register`, before the app starts) runs it, retried on failure. The
 * same mechanism as the mail queue (mail-queue.ts), for work that is not a mail. Always on, like
 * the mail queue, whatever the scheduled jobs switch says: tests get their work done the same way.
 */
export function createWorkQueue({
  database,
  log,
  jobBoss = createJobBoss({ database, log, schedules: false }),
  pollingIntervalSeconds = 10,
}: WorkQueueOptions) {
  const handlers = new Map<string, WorkHandler>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  async function start(): Promise<void> {
    const instance = await jobBoss.acquire();
    boss = instance;
    for (const [queue, handler] of handlers) {
      if (await instance.getQueue(queue)) await instance.updateQueue(queue, QUEUE_OPTIONS);
      else await instance.createQueue(queue, QUEUE_OPTIONS);
      await instance.work<WorkData>(
        queue,
        {
          batchSize: 1,
          pollingIntervalSeconds: Math.min(2, pollingIntervalSeconds),
          notifyPollingIntervalSeconds: pollingIntervalSeconds,
        },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data);
          } catch (error) {
            log.warn({ err: error, jobId: job.id, queue }, 'a background work job failed');
            throw error;
          }
        },
      );
    }
  }

  return {
    /** The worker of `queue`; registered by the modules while the app is built. */
    register(queue: string, handler: WorkHandler): void {
      if (starting) throw new Error(`The work queue is started: too late to register ${queue}.`);
      handlers.set(queue, handler);
    },

    start(): Promise<void> {
      starting ??= start();
      return starting;
    },

    /** Queues one job of `queue` in the caller's transaction: done once that commits. */
    async enqueue(tx: Transaction | Database, queue: string, data: WorkData): Promise<void> {
      if (!handlers.has(queue)) throw new Error(`No worker for the queue "${queue}".`);
      if (!boss) throw new Error('The work queue is not started.');
      await boss.insert(queue, [{ data }], { db: jobsThrough(tx) });
    },

    /** How many jobs of `queue` are not finished yet (tests wait for 0). */
    unfinished: (queue: string) => countUnfinishedJobs(database.db, JOBS_SCHEMA, queue, null),

    /** Done with the shared pg-boss instance (the last user stops it). */
    async stop(): Promise<void> {
      const started = starting;
      starting = null;
      boss = null;
      if (started) {
        await started.catch(() => undefined);
        await jobBoss.release();
      }
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
