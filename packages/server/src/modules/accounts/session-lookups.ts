import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { createKeptUntilChanged } from '../../platform/answers/kept-until-changed.ts';
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
 * LISTEN/NOTIFY (`createKeptUntilChanged`, as the visitor answers, §70): a change notifies at
 * commit, every server drops all it keeps, and a lookup made while a notice came is not kept.
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
  const kept = createKeptUntilChanged<SessionWithUser>({
    database,
    log,
    channel: SESSION_CHANGES_CHANNEL,
    maxAgeMs,
    max: MAX_ENTRIES,
  });
  return {
    async lookup(tokenHash, find) {
      if (!kept.enabled) return find();
      const found = kept.find(tokenHash);
      if (found) return found;
      const mark = kept.mark();
      const session = await find();
      if (session) kept.keep(tokenHash, session, mark);
      return session;
    },
    forgetAll: kept.forgetAll,
    start: kept.start,
    stop: kept.stop,
  };
}
