import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { RealtimeServerFrame } from '@backline/domain';

/**
 * A `ws` client of `/api/ws` for tests and the benchmark: collects the server's frames, waits
 * for one that matches, and for the close.
 */
export type TestSocket = {
  ws: WebSocket;
  frames: RealtimeServerFrame[];
  /** The first frame (already received or coming) that matches; rejects after `timeoutMs`. */
  next<T extends RealtimeServerFrame['type']>(
    type: T,
    match?: (frame: Extract<RealtimeServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeServerFrame, { type: T }>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  sendJson(frame: unknown): void;
  close(): void;
};

/** The app's listening address as a `ws://` base. */
export function socketBase(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening.');
  return `ws://127.0.0.1:${address.port}`;
}

export function openSocket(url: string): TestSocket {
  const ws = new WebSocket(url);
  const frames: RealtimeServerFrame[] = [];
  const waiters = new Set<(frame: RealtimeServerFrame) => boolean>();
  ws.on('message', (raw: Buffer) => {
    const frame = JSON.parse(raw.toString('utf8')) as RealtimeServerFrame;
    frames.push(frame);
    for (const waiter of waiters) if (waiter(frame)) waiters.delete(waiter);
  });
  const closed = new Promise<number>((resolve) => {
    ws.on('close', (code) => resolve(code));
    ws.on('error', () => undefined);
  });
  return {
    ws,
    frames,
    closed,
    next(type, match = () => true, timeoutMs = 3_000) {
      type Wanted = Extract<RealtimeServerFrame, { type: typeof type }>;
      const matches = (frame: RealtimeServerFrame): frame is Wanted =>
        frame.type === type && match(frame as Wanted);
      const seen = frames.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise<Wanted>((resolve, reject) => {
        const waiter = (frame: RealtimeServerFrame) => {
          if (!matches(frame)) return false;
          clearTimeout(timer);
          resolve(frame);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No ${type} frame within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    sendJson(frame) {
      const send = () => ws.send(JSON.stringify(frame));
      if (ws.readyState === ws.OPEN) send();
      else ws.once('open', send);
    },
    close: () => ws.close(),
  };
}
