import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeClientFrame, RealtimeServerFrame } from '@backline/domain';
import type { Database, DatabaseHandle, Transaction } from '../../db/client.ts';
import { notify } from './realtime.repository.ts';
import type { RealtimeTickets } from './realtime-ticket.ts';

/** The one NOTIFY channel of realtime events. */
export const REALTIME_CHANNEL = 'backline_realtime';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a recipient list is cut into chunks
 * so that every payload stays below this (ids are ASCII, so characters are bytes).
 */
export const MAX_PAYLOAD_BYTES = 7_000;

/** Ids, flags and short lists only: never text a user wrote (that is loaded on delivery). */
export type RealtimeData = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/**
 * An event for some users: `kind` is a server frame's `type` (`message.new`, `counters.changed`)
 * or an internal kind (`session.revoked`); `data` the ids it is about.
 */
export type RealtimeEvent = { kind: string; data?: RealtimeData };

/** An event as it arrives from NOTIFY, with its recipients. */
export type DeliveredEvent = RealtimeEvent & { userIds: readonly string[]; origin: string };

/**
 * Turns an event's data into the frame its recipients get, loading what the ids name (a message);
 * runs once per server and event, not once per socket. Null: nothing to send (it is gone).
 */
export type RealtimePresenter = (data: RealtimeData) => Promise<RealtimeServerFrame | null>;

/** A client frame a module answers (typing); false when the user may not send it there. */
export type ClientFrameHandler = (userId: string, frame: RealtimeClientFrame) => Promise<boolean>;

type Payload = { k: string; u: string[]; d?: RealtimeData; o: string };

export type RealtimeHub = {
  /**
   * Tells `userIds` about `event` through `pg_notify` on `executor`: inside a transaction,
   * PostgreSQL delivers it only once the transaction commits (and never when it rolls back);
   * with the plain database handle, at once. Every server (this one included) hears it.
   */
  publish(
    executor: Database | Transaction,
    userIds: readonly string[],
    event: RealtimeEvent,
  ): Promise<void>;
  /** Several events for several recipient lists in one statement (same rules as `publish`). */
  publishAll(
    executor: Database | Transaction,
    events: readonly (readonly [userIds: readonly string[], event: RealtimeEvent])[],
  ): Promise<void>;
  /** Sees every event of every server (the socket server delivers them to its sockets). */
  subscribe(listener: (event: DeliveredEvent) => void): () => void;
  /** Called each time the LISTEN is (again) in place: events in between were missed. */
  onListening(listener: () => void): void;
  /** The socket's tickets (`GET /api/user/me` issues them, `/api/ws` verifies them). */
  readonly tickets: RealtimeTickets;
  /** How the frames of `kind` are built from their data (default: `{ type: kind, ...data }`). */
  present(kind: string, presenter: RealtimePresenter): void;
  presenterOf(kind: string): RealtimePresenter | undefined;
  /** Which module answers a client frame of `type` (`typing`: messaging). */
  handle(type: RealtimeClientFrame['type'], handler: ClientFrameHandler): void;
  handlerOf(type: RealtimeClientFrame['type']): ClientFrameHandler | undefined;
  /** This server's id in payloads (tests and logs). */
  readonly serverId: string;
  /** One listening connection per server; the root starts it when ready, stops it on close. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** The payloads of one event: the recipient list in chunks under the NOTIFY limit. */
export function encodePayloads(
  origin: string,
  userIds: readonly string[],
  event: RealtimeEvent,
): string[] {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const base = JSON.stringify({ k: event.kind, u: [], d: event.data, o: origin } satisfies Payload);
  if (base.length > MAX_PAYLOAD_BYTES / 2) {
    throw new Error(`A realtime event of kind ${event.kind} carries too much data.`);
  }
  const payloads: string[] = [];
  let chunk: string[] = [];
  let size = base.length;
  const flush = () => {
    if (chunk.length === 0) return;
    payloads.push(JSON.stringify({ k: event.kind, u: chunk, d: event.data, o: origin }));
    chunk = [];
    size = base.length;
  };
  for (const userId of unique) {
    const cost = JSON.stringify(userId).length + 1;
    if (size + cost > MAX_PAYLOAD_BYTES) flush();
    chunk.push(userId);
    size += cost;
  }
  flush();
  return payloads;
}

export function decodePayload(payload: string): DeliveredEvent | null {
  try {
    const parsed = JSON.parse(payload) as Partial<Payload>;
    if (typeof parsed.k !== 'string' || !Array.isArray(parsed.u)) return null;
    const userIds = parsed.u.filter((id): id is string => typeof id === 'string');
    return {
      kind: parsed.k,
      userIds,
      origin: typeof parsed.o === 'string' ? parsed.o : '',
      ...(parsed.d && typeof parsed.d === 'object' ? { data: parsed.d } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Realtime fan-out over PostgreSQL LISTEN/NOTIFY (architecture §7): modules publish events for
 * users in their transactions; every server listens on one connection and hands what it hears
 * to its socket server, which delivers to the sockets of those users it holds.
 */
export function createRealtimeHub({
  database,
  log,
  tickets,
}: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  tickets: RealtimeTickets;
}): RealtimeHub {
  const serverId = randomBytes(6).toString('base64url');
  const presenters = new Map<string, RealtimePresenter>();
  const handlers = new Map<string, ClientFrameHandler>();
  const listeners = new Set<(event: DeliveredEvent) => void>();
  const listeningListeners: (() => void)[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  const onNotify = (payload: string) => {
    const event = decodePayload(payload);
    if (!event) {
      log.warn('an unreadable realtime payload was ignored');
      return;
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error, kind: event.kind }, 'delivering a realtime event failed');
      }
    }
  };

  return {
    serverId,
    tickets,
    present: (kind, presenter) => void presenters.set(kind, presenter),
    presenterOf: (kind) => presenters.get(kind),
    handle: (type, handler) => void handlers.set(type, handler),
    handlerOf: (type) => handlers.get(type),
    async publish(executor, userIds, event) {
      await notify(executor, REALTIME_CHANNEL, encodePayloads(serverId, userIds, event));
    },
    async publishAll(executor, events) {
      const payloads = events.flatMap(([userIds, event]) =>
        encodePayloads(serverId, userIds, event),
      );
      await notify(executor, REALTIME_CHANNEL, payloads);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onListening(listener) {
      listeningListeners.push(listener);
    },
    start() {
      starting ??= database
        .listen(
          REALTIME_CHANNEL,
          onNotify,
          (error) => log.warn({ err: error }, 'realtime LISTEN connection failed; reconnecting'),
          () => {
            for (const listener of listeningListeners) listener();
          },
        )
        .then((stop) => {
          unlisten = stop;
        });
      return starting;
    },
    async stop() {
      await starting?.catch(() => undefined);
      const stop = unlisten;
      unlisten = null;
      starting = null;
      await stop?.();
    },
  };
}
