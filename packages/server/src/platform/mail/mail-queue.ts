import type { PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle, Transaction } from '../../db/client.ts';
import { JOBS_SCHEMA, createJobBoss, type JobBoss } from '../jobs/job-boss.ts';
import { countUnfinishedJobs, jobsThrough } from './mail-queue.repository.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** The pg-boss queue every mail goes through. */
export const MAIL_QUEUE = 'mail';

/**
 * One mail job. `kind` names what it is (`account.activation`, `notification`, ...): for logs,
 * which never show the rest, and for tests that wait for the mails of a kind. Either the message
 * is rendered at enqueue time (in the recipient's language), or `compose` holds what the composer
 * registered for `kind` needs to render it when the job runs (and to decide that nothing goes).
 */
export type MailJob =
  { kind: string; message: MailMessage } | { kind: string; compose: Record<string, string> };

/**
 * Turns a job's `compose` data into the message to send, or null when nothing is to be sent (the
 * account does not exist, the user's settings say no). Runs again on a retry.
 */
export type MailComposer = (data: Record<string, string>) => Promise<MailMessage | null>;

export type MailQueueLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type MailQueueOptions = {
  database: DatabaseHandle;
  /** The app's shared pg-boss instance; a queue of its own makes one (tests). */
  jobBoss?: JobBoss;
  mailer: Mailer;
  log: MailQueueLogger;
  /** The first retry's delay in seconds (doubling after each); tests make it short. */
  retryDelaySeconds?: number;
  /** How often the worker polls besides being woken (seconds); also when a retry is due. */
  pollingIntervalSeconds?: number;
};

/**
 * The queue's settings. A refused or failed send is retried with exponential back-off (about 10 s,
 * 20 s, 40 s, ... up to an hour; 10 tries, about 4 hours in all), then the job fails. Finished
 * jobs (sent, skipped, failed) are deleted after 10 minutes: they hold codes and links. `notify`
 * wakes the worker at the commit that queued a job.
 */
/** Jobs a worker fetches at once. */
const MAIL_BATCH = 10;

const QUEUE_OPTIONS = {
  retryLimit: 10,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  deleteAfterSeconds: 600,
  retentionSeconds: 2 * 24 * 3600,
  notify: true,
} as const;

/** Queues this one replaced: the notification outbox's delivery job (its cron goes with it). */
const RETIRED_QUEUES = ['notification-mails'];

/**
 * Every mail of the app (docs/decisions.md): `enqueue` inserts a pg-boss job in the caller's
 * transaction, so a mail exists exactly when the change it tells of committed; the worker sends
 * it with the `Mailer`, retrying with back-off. The worker wakes on the NOTIFY of the commit and
 * polls every 10 s as a backstop and for due retries (every 2 s when LISTEN is not available).
 * Always on, whatever the scheduled jobs switch says: tests and e2e get their mail the same way.
 * It runs on the app's one pg-boss instance (jobs/job-boss.ts). Job data never goes to the log.
 */
export function createMailQueue({
  database,
  mailer,
  log,
  jobBoss = createJobBoss({ database, log, schedules: false }),
  retryDelaySeconds = QUEUE_OPTIONS.retryDelay,
  pollingIntervalSeconds = 10,
}: MailQueueOptions) {
  const queueOptions = { ...QUEUE_OPTIONS, retryDelay: retryDelaySeconds };
  const composers = new Map<string, MailComposer>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  async function deliver(job: { id: string; data: MailJob }): Promise<{ sent: boolean }> {
    const { data } = job;
    let message: MailMessage | null;
    if ('message' in data) {
      message = data.message;
    } else {
      const compose = composers.get(data.kind);
      if (!compose) throw new Error(`No mail composer for "${data.kind}".`);
      message = await compose(data.compose);
    }
    if (!message) return { sent: false };
    await mailer.send(message);
    return { sent: true };
  }

  async function start(): Promise<void> {
    const instance = await jobBoss.acquire();
    boss = instance;
    for (const retired of RETIRED_QUEUES) {
      if (await instance.getQueue(retired)) await instance.deleteQueue(retired);
    }
    if (await instance.getQueue(MAIL_QUEUE)) {
      await instance.updateQueue(MAIL_QUEUE, queueOptions);
    } else {
      await instance.createQueue(MAIL_QUEUE, queueOptions);
    }
    // Up to 10 jobs a fetch (one commit often queues several), sent side by side and settled
    // one by one; a full batch fetches again at once.
    await instance.work<MailJob>(
      MAIL_QUEUE,
      {
        batchSize: MAIL_BATCH,
        burstWhenBatchFull: true,
        perJobResults: true,
        pollingIntervalSeconds: Math.min(2, pollingIntervalSeconds),
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
      },
      (jobs) =>
        Promise.all(
          jobs.map(async (job) => {
            try {
              return { id: job.id, status: 'completed' as const, output: await deliver(job) };
            } catch (error) {
              log.warn({ err: error, jobId: job.id, kind: job.data.kind }, 'a mail job failed');
              // The message only: the job's data stays out of its stored output, like the log.
              const message = error instanceof Error ? error.message : String(error);
              return { id: job.id, status: 'failed' as const, output: { message } };
            }
          }),
        ),
    );
  }

  return {
    /**
     * Starts pg-boss (installs its schema on first use) and the worker. The app awaits it before
     * it serves: `enqueue` needs a started queue.
     */
    start(): Promise<void> {
      starting ??= start();
      return starting;
    },

    /** The composer of the jobs of `kind` queued with `compose` data (`enqueueComposed`). */
    registerComposer(kind: string, compose: MailComposer): void {
      composers.set(kind, compose);
    },

    /**
     * Queues a rendered mail in the caller's transaction (or as a statement of its own on the
     * database): sent once that commits, never if it rolls back.
     */
    async enqueue(tx: Transaction | Database, kind: string, message: MailMessage): Promise<void> {
      await insert(tx, [{ kind, message }]);
    },

    /**
     * Queues one job per item of `data`, in one statement, each rendered by the composer of
     * `kind` when it runs (see `registerComposer`).
     */
    async enqueueComposed(
      tx: Transaction | Database,
      kind: string,
      data: Record<string, string>[],
    ): Promise<void> {
      if (!composers.has(kind)) throw new Error(`No mail composer for "${kind}".`);
      if (data.length > 0)
        await insert(
          tx,
          data.map((compose) => ({ kind, compose })),
        );
    },

    /**
     * How many mail jobs (of `kind`, or all) are still to be sent: queued, waiting for a retry or
     * being sent. Tests wait for 0 before they check that no mail went out.
     */
    unfinished: (kind: string | null = null) =>
      countUnfinishedJobs(database.db, JOBS_SCHEMA, MAIL_QUEUE, kind),

    /**
     * Done with the shared pg-boss instance; the last of its users stops it, letting a send in
     * progress finish. The database stays open.
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
  };

  /** pg-boss runs its insert in the caller's transaction. */
  async function insert(tx: Transaction | Database, jobs: MailJob[]): Promise<void> {
    if (!boss) throw new Error('The mail queue is not started.');
    await boss.insert(
      MAIL_QUEUE,
      jobs.map((data) => ({ data })),
      { db: jobsThrough(tx) },
    );
  }
}

export type MailQueue = ReturnType<typeof createMailQueue>;
