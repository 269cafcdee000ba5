import type { RealtimeServerFrame } from '@backline/domain';

/** The socket as the screens see it: `open` once the server said `ready`. */
export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export type RealtimeEventType = RealtimeServerFrame['type'];
export type RealtimeEvent<T extends RealtimeEventType> = Extract<RealtimeServerFrame, { type: T }>;
type AnyHandler = (frame: RealtimeServerFrame) => void;

/** What the connection (loaded later) gives the hub to send with. */
export type RealtimeSender = { sendTyping: (conversationId: string) => void };

/**
 * The part of the realtime client that is in the entry bundle: the status, the event handlers of
 * the screens and the way to send `typing`. It holds no socket and no zod: the connection
 * (`realtime-connection.ts`, loaded after sign-in) feeds it validated frames and its status.
 * Without a connection the status is `closed`, so every screen polls as before.
 */
export type RealtimeHub = {
  getStatus: () => RealtimeStatus;
  subscribeStatus: (listener: () => void) => () => void;
  setStatus: (status: RealtimeStatus) => void;
  on: <T extends RealtimeEventType>(
    type: T,
    handler: (frame: RealtimeEvent<T>) => void,
  ) => () => void;
  /** Hands a validated server frame to every handler of its type. */
  emit: (frame: RealtimeServerFrame) => void;
  /** Tells the partner the viewer is typing (throttled by the connection); dropped when closed. */
  sendTyping: (conversationId: string) => void;
  attach: (sender: RealtimeSender | null) => void;
};

export function createRealtimeHub(): RealtimeHub {
  let status: RealtimeStatus = 'closed';
  let sender: RealtimeSender | null = null;
  const statusListeners = new Set<() => void>();
  const handlers = new Map<RealtimeEventType, Set<AnyHandler>>();
  return {
    getStatus: () => status,
    subscribeStatus: (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    setStatus: (next) => {
      if (next === status) return;
      status = next;
      for (const listener of [...statusListeners]) listener();
    },
    on: (type, handler) => {
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      handlers.set(type, set);
      const any = handler as AnyHandler;
      set.add(any);
      return () => set.delete(any);
    },
    emit: (frame) => {
      for (const handler of [...(handlers.get(frame.type) ?? [])]) {
        try {
          handler(frame);
        } catch (error) {
          // One screen's failing handler must not keep the event from the others.
          console.error(error);
        }
      }
    },
    sendTyping: (conversationId) => {
      if (status === 'open') sender?.sendTyping(conversationId);
    },
    attach: (next) => {
      sender = next;
    },
  };
}
