import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { createVisitorAnswers, type VisitorAnswers } from './answers/visitor-answers.ts';
import { createJobBoss, type JobBoss } from './jobs/job-boss.ts';
import { createWorkQueue, type WorkQueue } from './jobs/work-queue.ts';
import { createMailQueue, type MailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/realtime-hub.ts';
import { createRealtimeTickets } from './realtime/realtime-ticket.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { createRateLimitRepository } from './rate-limiter.repository.ts';
import { createSmsSender } from './sms/sms-sender.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { createStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';

/** "Now" for every rule that depends on time; tests fix it. */
export type Clock = {
  now(): Date;
  /** Milliseconds since the epoch (the rate limiter's windows). */
  nowMs(): number;
};

/**
 * What every module may use, built once by the composition root (`app.ts`): configuration,
 * database, clock, logger, the one pg-boss instance, the mail queue on it, SMS, file storage and the
 * rate limiter. Background jobs are contributed by the modules (`BacklineModule.jobs`) and run by
 * the root on the same pg-boss instance.
 */
export type Platform = {
  config: Config;
  database: DatabaseHandle;
  /** `database.db`: the query interface every repository uses. */
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The app's one pg-boss instance: the mail queue and the scheduled jobs share it. */
  jobBoss: JobBoss;
  /**
   * Every mail goes through it: services queue a mail in their transaction (`enqueue(tx, …)`),
   * its worker sends it with retries (pg-boss, docs/decisions.md). Started and stopped by the root.
   */
  mail: MailQueue;
  /**
   * Durable background work queued in the caller's transaction (`enqueue(tx, queue, data)`),
   * run by the worker a module registered for the queue (jobs/work-queue.ts). Started and
   * stopped by the root, like the mail queue.
   */
  work: WorkQueue;
  sms: SmsSender;
  storage: Storage;
  rateLimiter: RateLimiter;
  /**
   * Realtime events for users (`publish(tx, userIds, event)`, delivered after the commit over
   * LISTEN/NOTIFY to every server's sockets). Started and stopped by the root.
   */
  realtime: RealtimeHub;
  /**
   * The answers that are the same for every visitor, kept per server until anything they read
   * changes (`answer(request, reply, produce)`, docs/decisions.md 70). Started and stopped by the
   * root.
   */
  visitorAnswers: VisitorAnswers;
};

export type CreatePlatformOptions = {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** A fixed clock in milliseconds since the epoch (tests); the real clock otherwise. */
  now?: () => number;
};

export function createPlatform({ config, database, log, now }: CreatePlatformOptions): Platform {
  const nowMs = now ?? Date.now;
  const clock: Clock = { now: () => new Date(nowMs()), nowMs };
  const jobBoss = createJobBoss({ database, log, schedules: config.jobs.enabled });
  return {
    config,
    database,
    db: database.db,
    clock,
    log,
    jobBoss,
    mail: createMailQueue({ database, jobBoss, mailer: createMailer(config, log), log }),
    work: createWorkQueue({ database, jobBoss, log }),
    sms: createSmsSender(config, log),
    storage: createStorage(config),
    rateLimiter: createRateLimiter(createRateLimitRepository(database.db), {
      now: nowMs,
      onPruneError: (error) => log.warn({ err: error }, 'deleting old rate-limit windows failed'),
    }),
    realtime: createRealtimeHub({
      database,
      log,
      tickets: createRealtimeTickets(config.realtime.secret, nowMs),
    }),
    visitorAnswers: createVisitorAnswers({
      database,
      log,
      maxAgeMs: config.visitorAnswers.maxAgeMs,
    }),
  };
}
