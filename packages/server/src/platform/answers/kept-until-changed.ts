import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/client.ts';

export type KeptUntilChanged<V> = {
  /** Whether anything is ever kept (a maximum age above 0). */
  readonly enabled: boolean;
  /** The value kept under `key`, while the LISTEN is in place and no change came since. */
  find(key: string): V | undefined;
  /**
   * The mark to take before reading what may be kept: `keep` keeps a value only when no change
   * was heard since its mark (the value may have been read from before the change).
   */
  mark(): number;
  keep(key: string, value: V, markedAt: number): void;
  /** Drops everything kept (as a heard change does). */
  forgetAll(): void;
  /** LISTEN for changes; until it is in place (and after it failed), nothing is kept. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * One server's store of values read from the database, kept up to `maxAgeMs` and dropped all
 * at once when a notice comes on `channel` (decisions §70, §76): several servers agree through
 * LISTEN/NOTIFY, since every write that may change a kept value notifies at commit. The visitor
 * answers and the session lookups are its two users.
 */
export function createKeptUntilChanged<V extends object>(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The channel the triggers notify (a migration's). */
  channel: string;
  /** How long a value may be kept without a change (0: never; tests run without it). */
  maxAgeMs: number;
  /** Bound of the entries, and optionally of their summed sizes. */
  max: number;
  maxSize?: { bytes: number; of: (value: V) => number };
}): KeptUntilChanged<V> {
  const { database, log, channel, maxAgeMs } = options;
  const entries = new LRUCache<string, V>({
    max: options.max,
    ttl: Math.max(1, maxAgeMs),
    ...(options.maxSize
      ? { maxSize: options.maxSize.bytes, sizeCalculation: options.maxSize.of }
      : {}),
  });
  /** Counts the changes heard. */
  let generation = 0;
  let listening = false;
  let unlisten: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  return {
    enabled: maxAgeMs > 0,
    find: (key) => (listening ? entries.get(key) : undefined),
    mark: () => generation,
    keep(key, value, markedAt) {
      if (listening && markedAt === generation) entries.set(key, value);
    },
    forgetAll,
    start() {
      if (maxAgeMs <= 0) return Promise.resolve();
      starting ??= database
        .listen(
          channel,
          forgetAll,
          (error) => {
            // Changes may go unheard until the LISTEN is back: keep nothing meanwhile.
            listening = false;
            forgetAll();
            log.warn({ err: error, channel }, 'kept values: LISTEN failed; reconnecting');
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
