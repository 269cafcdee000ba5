import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_UNAUTHORIZED,
  REALTIME_PING_INTERVAL_MS,
  RealtimeClientFrameSchema,
  TYPING_THROTTLE_MS,
  type RealtimeServerFrame,
} from '@backline/domain';
import type { DeliveredEvent, RealtimeHub } from './realtime-hub.ts';

/** An authenticated socket's owner. */
export type SocketIdentity = { userId: string; sessionId: string };

/** The live sessions among `sessionIds` (with their users); the rest ended. */
export type LiveSessions = (sessionIds: readonly string[]) => Promise<SocketIdentity[]>;

export const MAX_SOCKETS_PER_USER = 10;
/** A socket opened without a ticket must authenticate with its first frame within this. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Client frames per socket and window; more closes the socket (1008). */
const FRAME_BURST = { frames: 60, windowMs: 10_000 };
/** Policy violation (RFC 6455): too many frames or sockets. */
const CLOSE_POLICY = 1008;

/** The internal event that ends the sockets of signed-out sessions (never sent to a client). */
export const SESSION_REVOKED = 'session.revoked';

type Connection = SocketIdentity & {
  socket: WebSocket;
  lastSeen: number;
  frames: { windowStart: number; count: number };
  typedAt: Map<string, number>;
};

export type RealtimeSocketsOptions = {
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  liveSessions: LiveSessions;
  nowMs?: () => number;
  /** How often every socket's session is checked again (ms); 0 turns it off. */
  sessionCheckMs?: number;
};

/** A socket that does not read what it is sent (more than this queued) is cut off. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Sessions checked per statement. */
const SESSION_CHECK_CHUNK = 1_000;
/** Service restart (RFC 6455): the client reconnects and catches up over HTTP. */
const CLOSE_RESYNC = 1012;

const send = (socket: WebSocket, frame: RealtimeServerFrame | string) => {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
};

/**
 * This server's sockets by user: delivery of the hub's events, the client frames of
 * authenticated sockets, liveness (a socket silent for three ping intervals is closed), and the
 * end of sockets whose session ended (the `session.revoked` event at once, a periodic check of
 * all sessions for what no event announced: expiry, deactivation, a purge).
 */
export function createRealtimeSockets({
  hub,
  log,
  liveSessions,
  nowMs = Date.now,
  sessionCheckMs = 60_000,
}: RealtimeSocketsOptions) {
  const byUser = new Map<string, Set<Connection>>();
  const timers: NodeJS.Timeout[] = [];

  const all = () => [...byUser.values()].flatMap((set) => [...set]);

  function remove(connection: Connection) {
    const set = byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) byUser.delete(connection.userId);
  }

  async function deliver(event: DeliveredEvent) {
    if (event.kind === SESSION_REVOKED) {
      revoke(byUser, event);
      return;
    }
    const targets = event.userIds.flatMap((userId) => [...(byUser.get(userId) ?? [])]);
    if (targets.length === 0) return;
    const presenter = hub.presenterOf(event.kind);
    const frame = presenter
      ? await presenter(event.data ?? {})
      : ({ type: event.kind, ...event.data } as RealtimeServerFrame);
    if (!frame) return;
    const text = JSON.stringify(frame);
    for (const connection of targets) send(connection.socket, text);
  }

  async function checkSessions() {
    const connections = all();
    if (connections.length === 0) return;
    const ids = [...new Set(connections.map((connection) => connection.sessionId))];
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += SESSION_CHECK_CHUNK) {
      const found = await liveSessions(ids.slice(i, i + SESSION_CHECK_CHUNK));
      for (const session of found) live.add(session.sessionId);
    }
    for (const connection of connections) {
      if (!live.has(connection.sessionId)) {
        connection.socket.close(REALTIME_CLOSE_UNAUTHORIZED, 'session ended');
      }
    }
  }

  function sweepSilent() {
    const silentSince = nowMs() - 3 * REALTIME_PING_INTERVAL_MS;
    for (const connection of all()) {
      if (connection.lastSeen < silentSince) connection.socket.terminate();
    }
  }

  async function onFrame(connection: Connection, raw: Buffer, isBinary: boolean) {
    const now = nowMs();
    connection.lastSeen = now;
    const { frames } = connection;
    if (now - frames.windowStart > FRAME_BURST.windowMs) {
      frames.windowStart = now;
      frames.count = 0;
    }
    frames.count += 1;
    if (frames.count > FRAME_BURST.frames) {
      connection.socket.close(CLOSE_POLICY, 'too many frames');
      return;
    }
    const frame = parseFrame(raw, isBinary);
    if (!frame) {
      send(connection.socket, { type: 'error', code: 'realtime.bad_frame' });
      return;
    }
    if (frame.type === 'ping') {
      send(connection.socket, { type: 'pong' });
      return;
    }
    if (frame.type === 'auth') {
      send(connection.socket, { type: 'error', code: 'realtime.already_authenticated' });
      return;
    }
    // Typing: at most every half throttle interval per conversation and socket.
    const last = connection.typedAt.get(frame.conversationId) ?? 0;
    if (now - last < TYPING_THROTTLE_MS / 2) return;
    connection.typedAt.set(frame.conversationId, now);
    if (connection.typedAt.size > 100) connection.typedAt.clear();
    const handler = hub.handlerOf(frame.type);
    const allowed = handler ? await handler(connection.userId, frame) : false;
    if (!allowed) send(connection.socket, { type: 'error', code: 'request.entity_not_found' });
  }

  return {
    /**
     * Subscribes to the hub and starts the timers. When the LISTEN connection comes back after a
     * failure, events in between were missed: every socket is closed with 1012, so that its
     * client reconnects and catches up over HTTP.
     */
    start() {
      let listening = false;
      hub.onListening(() => {
        if (listening) {
          for (const connection of all()) connection.socket.close(CLOSE_RESYNC, 'resync');
        }
        listening = true;
      });
      hub.subscribe((event) => {
        deliver(event).catch((error: unknown) =>
          log.error({ err: error, kind: event.kind }, 'realtime delivery failed'),
        );
      });
      const sweep = setInterval(sweepSilent, REALTIME_PING_INTERVAL_MS);
      sweep.unref();
      timers.push(sweep);
      if (sessionCheckMs > 0) {
        const check = setInterval(() => {
          checkSessions().catch((error: unknown) =>
            log.warn({ err: error }, 'checking the realtime sockets’ sessions failed'),
          );
        }, sessionCheckMs);
        check.unref();
        timers.push(check);
      }
    },

    /**
     * Takes an authenticated socket: answers `ready`, or closes it (1008) when the user has
     * MAX_SOCKETS_PER_USER open already.
     */
    accept(socket: WebSocket, identity: SocketIdentity): void {
      const set = byUser.get(identity.userId) ?? new Set<Connection>();
      if (set.size >= MAX_SOCKETS_PER_USER) {
        socket.close(CLOSE_POLICY, 'too many sockets');
        return;
      }
      const connection: Connection = {
        ...identity,
        socket,
        lastSeen: nowMs(),
        frames: { windowStart: nowMs(), count: 0 },
        typedAt: new Map(),
      };
      set.add(connection);
      byUser.set(identity.userId, set);
      socket.on('message', (raw: Buffer, isBinary: boolean) => {
        onFrame(connection, raw, isBinary).catch((error: unknown) => {
          log.error({ err: error }, 'a realtime frame failed');
          send(socket, { type: 'error', code: 'realtime.failed' });
        });
      });
      socket.on('pong', () => {
        connection.lastSeen = nowMs();
      });
      socket.on('close', () => remove(connection));
      send(socket, { type: 'ready', userId: identity.userId });
    },

    /** Checks every socket's session now (the timer does it every `sessionCheckMs`). */
    checkSessions,

    /** Sockets held, by user (tests, the benchmark). */
    count: () => all().length,

    /** Closes every socket (the server is going down: 1001 going away). */
    stop() {
      for (const timer of timers) clearInterval(timer);
      for (const connection of all()) connection.socket.close(1001, 'server shutting down');
      byUser.clear();
    },
  };
}

export type RealtimeSockets = ReturnType<typeof createRealtimeSockets>;

/** Closes (4401) the sockets of the sessions a `session.revoked` event names. */
function revoke(byUser: ReadonlyMap<string, ReadonlySet<Connection>>, event: DeliveredEvent) {
  const sessions = event.data?.['sessions'];
  const except = event.data?.['except'];
  const all = event.data?.['all'] === true;
  for (const userId of event.userIds) {
    for (const connection of byUser.get(userId) ?? []) {
      const ended = all
        ? connection.sessionId !== except
        : Array.isArray(sessions) && sessions.includes(connection.sessionId);
      if (ended) connection.socket.close(REALTIME_CLOSE_UNAUTHORIZED, 'session ended');
    }
  }
}

/** A client frame, or null for anything the protocol does not know (binary, bad JSON, shape). */
export function parseFrame(raw: Buffer, isBinary: boolean) {
  if (isBinary) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = RealtimeClientFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
