import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import fastifyPlugin from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { AppError, REALTIME_CLOSE_UNAUTHORIZED, REALTIME_PATH } from '@backline/domain';
import type { Authenticate } from '../../plugins/request-context.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import {
  AUTH_TIMEOUT_MS,
  createRealtimeSockets,
  parseFrame,
  type LiveSessions,
  type RealtimeSockets,
  type SocketIdentity,
} from './realtime-sockets.ts';

/** The largest client frame (ws closes a socket sending more with 1009). */
export const MAX_FRAME_BYTES = 4 * 1024;

export type RealtimePluginOptions = {
  hub: RealtimeHub;
  /** A session token → its live session (the `auth` frame). */
  authenticate: Authenticate;
  liveSessions: LiveSessions;
  /** The ticket secret was made at start (production without REALTIME_SECRET): warn. */
  ephemeralSecret?: boolean;
  /** Tests shorten the periodic session check. */
  sessionCheckMs?: number;
};

/** Query parameters that must never carry a session token: such a socket is refused. */
const TOKEN_PARAMS = ['token', 'access_token', 'authorization'];

/**
 * `GET /api/ws` (issue 15): the realtime socket. Authenticated either by `?ticket=` (from
 * `GET /api/user/me`, checked against the sessions table) or, without a ticket, by a first frame
 * `{ type: 'auth', token }` within 10 s; otherwise closed with 4401. A plain HTTP request is
 * answered 404 like an unknown address.
 */
export const realtimePlugin = fastifyPlugin(
  async (app: FastifyInstance, options: RealtimePluginOptions) => {
    // The sockets are the app's (tests and the benchmark count them); the websocket handling
    // stays inside a plugin of its own, so that it wraps this route only.
    if (options.ephemeralSecret) {
      app.log.warn(
        'REALTIME_SECRET is unset: realtime tickets work on this server only (set it when ' +
          'several servers share the load)',
      );
    }
    const sockets = await registerRealtime(app, options);
    app.decorate('realtimeSockets', sockets);
  },
  { name: 'backline-realtime' },
);

async function registerRealtime(
  root: FastifyInstance,
  options: RealtimePluginOptions,
): Promise<RealtimeSockets> {
  let sockets: RealtimeSockets | undefined;
  await root.register(async (app) => {
    sockets = await realtimeRoutes(app, options);
  });
  if (!sockets) throw new Error('The realtime plugin did not start.');
  return sockets;
}

async function realtimeRoutes(app: FastifyInstance, options: RealtimePluginOptions) {
  const { hub, authenticate, liveSessions } = options;
  const sockets = createRealtimeSockets({
    hub,
    log: app.log,
    liveSessions,
    ...(options.sessionCheckMs === undefined ? {} : { sessionCheckMs: options.sessionCheckMs }),
  });
  sockets.start();
  app.addHook('preClose', async () => sockets.stop());

  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
    errorHandler: (error, socket) => {
      app.log.warn({ err: error }, 'realtime socket failed');
      socket.terminate();
    },
  });

  const byTicket = async (ticket: string): Promise<SocketIdentity | null> => {
    const sessionId = hub.tickets.verify(ticket);
    if (!sessionId) return null;
    const [live] = await liveSessions([sessionId]);
    return live ?? null;
  };

  const byFirstFrame = (socket: WebSocket) =>
    new Promise<SocketIdentity | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), AUTH_TIMEOUT_MS);
      socket.once('message', (raw: Buffer, isBinary: boolean) => {
        clearTimeout(timer);
        const frame = parseFrame(raw, isBinary);
        if (frame?.type !== 'auth') {
          resolve(null);
          return;
        }
        authenticate(frame.token).then(
          (found) => resolve(found ? { userId: found.user.id, sessionId: found.session.id } : null),
          () => resolve(null),
        );
      });
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });

  const identify = (socket: WebSocket, request: FastifyRequest) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (TOKEN_PARAMS.some((name) => query.has(name))) return Promise.resolve(null);
    const ticket = query.get('ticket');
    return ticket === null ? byFirstFrame(socket) : byTicket(ticket);
  };

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    schema: { hide: true },
    handler: async () => {
      throw new AppError('request.not_found');
    },
    wsHandler: async (socket: WebSocket, request: FastifyRequest) => {
      let identity: SocketIdentity | null = null;
      try {
        identity = await identify(socket, request);
      } catch (error) {
        request.log.warn({ err: error }, 'authenticating a realtime socket failed');
      }
      if (socket.readyState !== socket.OPEN) return;
      if (!identity) {
        socket.close(REALTIME_CLOSE_UNAUTHORIZED, 'unauthorized');
        return;
      }
      sockets.accept(socket, identity);
    },
  });
  return sockets;
}
