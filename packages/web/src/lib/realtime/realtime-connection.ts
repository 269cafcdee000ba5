import {
  REALTIME_CLOSE_UNAUTHORIZED,
  REALTIME_PATH,
  REALTIME_PING_INTERVAL_MS,
  RealtimeServerFrameSchema,
  TYPING_THROTTLE_MS,
  type RealtimeClientFrame,
} from '@backline/domain';
import type { RealtimeHub } from './realtime-hub.ts';

/** The first retry waits about this long, each further one twice as long, up to the cap. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A ping not answered within this long means the socket is dead (a silent network). */
export const PONG_TIMEOUT_MS = 10_000;

/**
 * How the socket authenticates: a ticket from `/api/user/me` (preferred, it never carries the
 * session token in a URL) or, from a server without tickets, the session token in the first frame.
 * `fresh` asks for a new ticket rather than the one in the cache (after a 4401 or once used).
 */
export type RealtimeCredential = { ticket: string } | { token: string };
export type CredentialSource = (options: { fresh: boolean }) => Promise<RealtimeCredential | null>;

export type RealtimeConnectionOptions = {
  hub: RealtimeHub;
  credential: CredentialSource;
  /** The page's address the socket's is derived from (`location.href`). */
  baseUrl?: string;
  /** 0 ≤ x < 1, for the jitter (tests pass a fixed one). */
  random?: () => number;
};

/** The wait before retry number `attempt` (0-based): exponential, capped, half of it jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `/api/ws` on the page's host, `wss:` under `https:`. */
export function socketUrl(baseUrl: string, ticket?: string): string {
  const url = new URL(REALTIME_PATH, baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (ticket) url.searchParams.set('ticket', ticket);
  return url.toString();
}

/**
 * One socket per signed-in tab (issue 15): connects, reconnects with exponential back-off and
 * jitter (reset once the server says `ready`), pings every `REALTIME_PING_INTERVAL_MS` and gives
 * a socket up whose pong does not come, waits while the browser is offline and tries at once when
 * it is back online or the tab becomes visible. Server frames are validated with the domain's
 * schema (anything else is ignored) and handed to the hub; the hub's status follows the socket.
 */
export class RealtimeConnection {
  private readonly hub: RealtimeHub;
  private readonly credential: CredentialSource;
  private readonly baseUrl: string;
  private readonly random: () => number;
  private socket: WebSocket | null = null;
  private running = false;
  private attempt = 0;
  /** A ticket is used once: the next connection asks for a new one. */
  private needFreshTicket = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly typingSent = new Map<string, number>();
  /** Bumped whenever a connection attempt is abandoned, so a late ticket answer is ignored. */
  private generation = 0;
  /** Waiting for a credential (no socket yet). */
  private pending = false;

  constructor(options: RealtimeConnectionOptions) {
    this.hub = options.hub;
    this.credential = options.credential;
    this.baseUrl = options.baseUrl ?? window.location.href;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.hub.attach({ sendTyping: (id) => this.sendTyping(id) });
    void this.connect();
  }

  /** Sign-out: closes the socket and stops every timer; the hub is closed. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.hub.attach(null);
    this.drop();
    clearTimeout(this.retryTimer);
    this.hub.setStatus('closed');
  }

  sendTyping(conversationId: string): void {
    const now = Date.now();
    const last = this.typingSent.get(conversationId);
    if (last !== undefined && now - last < TYPING_THROTTLE_MS) return;
    if (this.send({ type: 'typing', conversationId })) this.typingSent.set(conversationId, now);
  }

  private send(frame: RealtimeClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private async connect(): Promise<void> {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (!this.running || this.socket || this.pending) return;
    if (!navigator.onLine) {
      // Nothing to reach: wait for the `online` event.
      this.hub.setStatus('closed');
      return;
    }
    const generation = ++this.generation;
    this.hub.setStatus('connecting');
    let credential: RealtimeCredential | null;
    this.pending = true;
    try {
      credential = await this.credential({ fresh: this.needFreshTicket });
    } catch {
      credential = null;
    } finally {
      this.pending = false;
    }
    if (generation !== this.generation || !this.running) return;
    if (!credential) {
      this.retryLater();
      return;
    }
    if ('ticket' in credential) this.needFreshTicket = true;
    const socket = new WebSocket(
      socketUrl(this.baseUrl, 'ticket' in credential ? credential.ticket : undefined),
    );
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      if ('token' in credential) this.send({ type: 'auth', token: credential.token });
      this.pingTimer = setInterval(() => this.ping(), REALTIME_PING_INTERVAL_MS);
    });
    socket.addEventListener('message', (event) => {
      if (this.socket === socket) this.receive(event.data);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      if (event.code === REALTIME_CLOSE_UNAUTHORIZED) this.needFreshTicket = true;
      this.drop();
      this.retryLater();
    });
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = RealtimeServerFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === 'pong') {
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
      return;
    }
    if (frame.type === 'ready') {
      this.attempt = 0;
      this.hub.setStatus('open');
    }
    this.hub.emit(frame);
  }

  private ping(): void {
    if (this.pongTimer !== undefined) return;
    if (!this.send({ type: 'ping' })) return;
    this.pongTimer = setTimeout(() => {
      // No answer: the socket is dead though nobody closed it.
      this.pongTimer = undefined;
      this.drop();
      this.retryLater();
    }, PONG_TIMEOUT_MS);
  }

  /** Forgets the current socket (closing it if need be) and its timers. */
  private drop(): void {
    this.generation += 1;
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState < WebSocket.CLOSING) socket.close(1000);
  }

  private retryLater(): void {
    if (!this.running) return;
    // Between attempts the screens poll again.
    this.hub.setStatus('closed');
    if (!navigator.onLine) return;
    const delay = reconnectDelay(this.attempt, this.random);
    this.attempt += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  /** Back online, or the tab in view again: try now, with the back-off from the start. */
  private retryNow(): void {
    if (!this.running || this.socket || this.pending) return;
    this.attempt = 0;
    void this.connect();
  }

  private readonly onOnline = () => this.retryNow();

  private readonly onOffline = () => {
    this.drop();
    clearTimeout(this.retryTimer);
    this.hub.setStatus('closed');
  };

  private readonly onVisibility = () => {
    if (document.visibilityState === 'visible') this.retryNow();
  };
}
