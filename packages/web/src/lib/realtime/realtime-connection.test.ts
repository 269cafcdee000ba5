import {
  REALTIME_CLOSE_UNAUTHORIZED,
  REALTIME_PING_INTERVAL_MS,
  TYPING_THROTTLE_MS,
  type RealtimeServerFrame,
} from '@backline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRealtime } from '../../test/api.ts';
import {
  PONG_TIMEOUT_MS,
  RealtimeConnection,
  reconnectDelay,
  type CredentialSource,
} from './realtime-connection.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';

/** A connection on a fresh hub, with half the jitter (delay = ¾ of the ceiling). */
function connect(credential: CredentialSource = async () => ({ ticket: 'ticket-1' })) {
  const hub = createRealtimeHub();
  const frames: RealtimeServerFrame[] = [];
  for (const type of ['ready', 'message.new', 'typing', 'counters.changed'] as const) {
    hub.on(type, (frame) => frames.push(frame));
  }
  const connection = new RealtimeConnection({ hub, credential, random: () => 0.5 });
  started.push(connection);
  connection.start();
  return { hub, frames, connection };
}
const started: RealtimeConnection[] = [];
afterEach(() => {
  for (const connection of started.splice(0)) connection.stop();
});

const status = (hub: RealtimeHub) => hub.getStatus();

describe('reconnectDelay', () => {
  it('doubles from one second up to the 30 s cap, half of it jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000,
    ]);
    expect(reconnectDelay(0, () => 0.999_999)).toBe(1_000);
    expect(reconnectDelay(10, () => 0.999_999)).toBe(30_000);
  });
});

describe('RealtimeConnection', () => {
  it('opens with the ticket, is open on ready and hands on only valid frames', async () => {
    const server = mockRealtime();
    const { hub, frames } = connect();
    await vi.waitFor(() => expect(status(hub)).toBe('open'));
    expect(server.latest().url.pathname).toBe('/api/ws');
    expect(server.latest().url.searchParams.get('ticket')).toBe('ticket-1');
    server.latest().send('not json');
    server.latest().send({ type: 'typing' }); // no conversationId
    server.latest().send({ type: 'unknown.kind' });
    server.latest().send({ type: 'counters.changed', counters: ['unread-messages'] });
    await vi.waitFor(() => expect(frames).toHaveLength(2));
    expect(frames).toEqual([
      { type: 'ready', userId: 'user000001' },
      { type: 'counters.changed', counters: ['unread-messages'] },
    ]);
  });

  it('authenticates with the session token in the first frame when there is no ticket', async () => {
    const server = mockRealtime();
    const { hub } = connect(async () => ({ token: 'session-token' }));
    await vi.waitFor(() => expect(status(hub)).toBe('open'));
    expect(server.latest().url.searchParams.has('ticket')).toBe(false);
    expect(server.latest().received[0]).toEqual({ type: 'auth', token: 'session-token' });
  });

  it('reconnects with growing delays and starts again from one second after ready', async () => {
    vi.useFakeTimers();
    const server = mockRealtime({ ready: false });
    const { hub } = connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.connections()).toHaveLength(1);

    // Refused three times: 750 ms, 1.5 s, 3 s (¾ of 1, 2, 4 s).
    for (const [index, delay] of [750, 1_500, 3_000].entries()) {
      server.latest().close(1011);
      await vi.advanceTimersByTimeAsync(0);
      expect(status(hub)).toBe('closed');
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(server.connections()).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.connections()).toHaveLength(index + 2);
    }
    // This one gets through: the back-off starts again.
    server.latest().send({ type: 'ready', userId: 'user000001' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(hub)).toBe('open');
    server.latest().close(1011);
    await vi.advanceTimersByTimeAsync(749);
    expect(server.connections()).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections()).toHaveLength(5);
  });

  it('asks for a new ticket after 4401 and never uses one twice', async () => {
    vi.useFakeTimers();
    const server = mockRealtime();
    const asked: boolean[] = [];
    let next = 0;
    const { hub } = connect(async ({ fresh }) => {
      asked.push(fresh);
      next += 1;
      return { ticket: `ticket-${next}` };
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(hub)).toBe('open');
    server.latest().close(REALTIME_CLOSE_UNAUTHORIZED);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.connections().map((c) => c.url.searchParams.get('ticket'))).toEqual([
      'ticket-1',
      'ticket-2',
    ]);
    expect(asked).toEqual([false, true]);
  });

  it('pings and gives a socket up whose pong does not come', async () => {
    vi.useFakeTimers();
    const server = mockRealtime({ pong: false });
    const { hub } = connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(status(hub)).toBe('open');
    await vi.advanceTimersByTimeAsync(REALTIME_PING_INTERVAL_MS);
    expect(server.latest().received).toEqual([{ type: 'ping' }]);
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS - 1);
    expect(status(hub)).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(status(hub)).toBe('closed');
    await vi.advanceTimersByTimeAsync(750);
    expect(server.connections()).toHaveLength(2);
  });

  it('keeps a socket whose pongs come', async () => {
    vi.useFakeTimers();
    const server = mockRealtime();
    const { hub } = connect();
    await vi.advanceTimersByTimeAsync(REALTIME_PING_INTERVAL_MS * 3 + PONG_TIMEOUT_MS);
    expect(status(hub)).toBe('open');
    expect(server.connections()).toHaveLength(1);
    expect(server.latest().received).toHaveLength(3);
  });

  it('waits while offline and connects at once when back online or visible', async () => {
    vi.useFakeTimers();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = mockRealtime();
    const { hub } = connect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.connections()).toHaveLength(0);
    expect(status(hub)).toBe('closed');

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(status(hub)).toBe('open');

    // Going offline closes the socket; the tab coming into view tries again at once.
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(status(hub)).toBe('closed');
    online.mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.connections()).toHaveLength(2);
    expect(status(hub)).toBe('open');
  });

  it('sends typing at most every TYPING_THROTTLE_MS per conversation, only while open', async () => {
    vi.useFakeTimers();
    const server = mockRealtime({ ready: false });
    const { hub } = connect();
    await vi.advanceTimersByTimeAsync(0);
    hub.sendTyping('cnv000001'); // not open yet: dropped
    server.latest().send({ type: 'ready', userId: 'user000001' });
    await vi.advanceTimersByTimeAsync(0);
    hub.sendTyping('cnv000001');
    hub.sendTyping('cnv000001');
    hub.sendTyping('cnv000002');
    await vi.advanceTimersByTimeAsync(TYPING_THROTTLE_MS - 1);
    hub.sendTyping('cnv000001');
    await vi.advanceTimersByTimeAsync(1);
    hub.sendTyping('cnv000001');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.latest().received).toEqual([
      { type: 'typing', conversationId: 'cnv000001' },
      { type: 'typing', conversationId: 'cnv000002' },
      { type: 'typing', conversationId: 'cnv000001' },
    ]);
  });

  it('closes the socket and stays closed once stopped', async () => {
    vi.useFakeTimers();
    const server = mockRealtime();
    const { hub, connection } = connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(status(hub)).toBe('open');
    const closed = vi.fn();
    connection.stop();
    expect(status(hub)).toBe('closed');
    hub.on('ready', closed);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.connections()).toHaveLength(1);
    expect(closed).not.toHaveBeenCalled();
  });
});
