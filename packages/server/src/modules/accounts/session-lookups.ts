import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/client.ts';
import type { SessionWithUser } from './accounts.repository.ts';

/**
 * The channel of migration 0038's triggers: a session ended or changed, or a user's name, kind,
 * role, language, second factor, bans or state changed.
 */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Bound of one server's kept lookups (a few hundred bytes each). */
const MAX_ENTRIES = 50_000;

export type SessionLookups = {
  /**
   * The live session of a token's hash: kept from an earlier request of the last `maxAgeMs`, or
   * looked up by `find` (and kept when found). Every server drops all it keeps as soon as any
   * session ends or any user changes what a lookup answers.
   */
  lookup(
    tokenHash: string,
    find: () => Promise<SessionWithUser | null>,
  ): Promise<SessionWithUser | null>;
  /** Drops everything kept (this server ended a session: its next request must not find it). */
  forgetAll(): void;
  /** LISTEN for changes; until it is in place (and after it failed), nothing is kept. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * One server's kept session lookups (issue 19, docs/decisions.md 76): a signed-in request asks
 * the database once instead of twice while nothing changed. Several servers agree through
 * LISTEN/NOTIFY, as the visitor answers do (§70): a change notifies at commit, every server drops
 * all it keeps, and a lookup made while a notice came is not kept.
 */
export function createSessionLookups({
  database,
  log,
  maxAgeMs,
}: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How long a lookup may be kept without a change (0: never; tests run without it). */
  maxAgeMs: number;
}): SessionLookups {
  const entries = new LRUCache<string, SessionWithUser>({
    max: MAX_ENTRIES,
    ttl: Math.max(1, maxAgeMs),
  });
  /** Counts the changes heard; a lookup made across a change is not kept. */
  let generation = 0;
  let listening = false;
  let unlisten: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async lookup(tokenHash, find) {
      if (maxAgeMs <= 0) return find();
      const kept = listening ? entries.get(tokenHash) : undefined;
      if (kept) return kept;
      const madeIn = generation;
      const found = await find();
      if (found && listening && madeIn === generation) entries.set(tokenHash, found);
      return found;
    },
    forgetAll,
    start() {
      if (maxAgeMs <= 0) return Promise.resolve();
      starting ??= database
        .listen(
          SESSION_CHANGES_CHANNEL,
          forgetAll,
          (error) => {
            // Changes may go unheard until the LISTEN is back: keep nothing meanwhile.
            listening = false;
            forgetAll();
            log.warn({ err: error }, 'session lookups: LISTEN failed; reconnecting');
          },
          () => {
            forgetAll();
            listening = true;
          },
        )
        .then((stop) => {
          unlisten = stop;
        });
      return starting;
    },
    async stop() {
      await starting?.catch(() => undefined);
      listening = false;
      forgetAll();
      const stop = unlisten;
      unlisten = null;
      await stop?.();
    },
  };
}
