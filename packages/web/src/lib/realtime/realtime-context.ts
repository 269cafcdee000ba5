import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  createRealtimeHub,
  type RealtimeEvent,
  type RealtimeEventType,
  type RealtimeHub,
  type RealtimeStatus,
} from './realtime-hub.ts';

/** Outside a provider (tests of one component, prerendering): a hub that stays closed. */
export const RealtimeContext = createContext<RealtimeHub>(createRealtimeHub());

export function useRealtimeHub(): RealtimeHub {
  return useContext(RealtimeContext);
}

/** `connecting`, `open` (events arrive: no need to poll) or `closed`. */
export function useRealtimeStatus(): RealtimeStatus {
  const hub = useRealtimeHub();
  return useSyncExternalStore(hub.subscribeStatus, hub.getStatus, () => 'closed');
}

/** Whether a query should poll: only while the socket is not open. */
export function usePollingInterval(ms: number): number | false {
  return useRealtimeStatus() === 'open' ? false : ms;
}

/** Calls `handler` for every server event of `type` while the component is mounted. */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (frame: RealtimeEvent<T>) => void,
): void {
  const hub = useRealtimeHub();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => hub.on(type, (frame) => latest.current(frame)), [hub, type]);
}

/** `sendTyping(conversationId)`: throttled per conversation, dropped while the socket is not open. */
export function useSendTyping(): (conversationId: string) => void {
  return useRealtimeHub().sendTyping;
}
