import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { createKeptUntilChanged } from './kept-until-changed.ts';

/**
 * The channel of migration 0032's triggers: every committed write to a table that a visitor
 * answer may read (the payload names the table).
 */
export const VISITOR_ANSWERS_CHANNEL = 'visitor_answers';

/** Bounds of one server's cache: entries and the bytes of their bodies. */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Visitor answers may be kept by browsers and proxies, but only after asking with the ETag. */
const CACHE_CONTROL = 'public, no-cache';

type Entry = { body: string; etag: string };

export type VisitorAnswers = {
  /**
   * Answers a public GET from this server's cache when a visitor asks (no bearer token), else by
   * `produce` (the route's usual work). A visitor's answer is kept up to `maxAgeMs` and
   * dropped as soon as any table it may read changes on any server; it carries an ETag, and a
   * browser that sends it back gets 304. Signed-in callers always get a fresh answer.
   */
  answer<T>(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<T>): Promise<T>;
  /** LISTEN for changes; until it is in place (and after it failed), nothing is kept. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * One server's cache of the answers that are the same for every visitor (the public lists and
 * details, issue 19, docs/decisions.md 70). Several servers agree through LISTEN/NOTIFY
 * (`createKeptUntilChanged`): a write notifies at commit, every server drops its whole cache,
 * and an answer that was being made while the notice came is not kept.
 */
export function createVisitorAnswers({
  database,
  log,
  maxAgeMs,
}: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How long an answer may be kept without a change (0: never; tests run without it). */
  maxAgeMs: number;
}): VisitorAnswers {
  const kept = createKeptUntilChanged<Entry>({
    database,
    log,
    channel: VISITOR_ANSWERS_CHANNEL,
    maxAgeMs,
    max: MAX_ENTRIES,
    maxSize: { bytes: MAX_BYTES, of: (entry) => entry.body.length + 100 },
  });

  /**
   * Sends the kept text. The handler then returns the reply itself, which tells Fastify that it
   * was answered (typed as the route's answer, which it stands for).
   */
  const send = <T>(reply: FastifyReply, entry: Entry, ifNoneMatch: string | undefined): T => {
    reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL);
    reply.header('vary', 'Authorization, Accept-Language');
    if (ifNoneMatch === entry.etag) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(entry.body);
    return reply as unknown as T;
  };

  return {
    async answer<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      produce: () => Promise<T>,
    ): Promise<T> {
      if (!kept.enabled || request.ctx.user || request.ctx.token) return produce();
      // Some answers speak the caller's language (search's group names): one entry per language.
      const key = `${request.ctx.locale} ${request.url}`;
      const ifNoneMatch = request.headers['if-none-match'];
      const found = kept.find(key);
      if (found) return send<T>(reply, found, ifNoneMatch);
      const mark = kept.mark();
      const payload = await produce();
      // The route's own serializer, so a kept answer is the very text a fresh one would be.
      const body = reply.serialize(payload) as string;
      const entry = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
      };
      kept.keep(key, entry, mark);
      return send<T>(reply, entry, ifNoneMatch);
    },
    start: kept.start,
    stop: kept.stop,
  };
}
