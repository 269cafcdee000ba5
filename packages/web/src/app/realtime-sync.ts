import type { QueryClient } from '@tanstack/react-query';
import { CONTACTS_KEY } from '../features/contacts/api/contacts-api.ts';
import {
  catchUpMessaging,
  messageArrived,
  messageDeleted,
} from '../features/messaging/api/messaging-realtime.ts';
import { NOTIFICATIONS_LIST_KEY } from '../features/notifications/api/notifications-api.ts';
import { NAV_COUNTERS_KEY } from '../lib/nav-counters.ts';
import type { RealtimeHub } from '../lib/realtime/realtime-hub.ts';

/**
 * What the realtime events do to the query cache, app-wide (loaded with the connection, after
 * sign-in): events are hints to refresh plus the new messages themselves. The screens add what
 * only they show (read receipts, typing) with `useRealtimeEvent`.
 *
 * `ready` (every connect, the first included: the screens' data may be older than the socket)
 * catches up: open histories ask for what came after their newest message, lists, notifications
 * and counters ask again.
 */
export function syncCachesWithRealtime(hub: RealtimeHub, queryClient: QueryClient): () => void {
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  const off = [
    hub.on('ready', () => {
      void catchUpMessaging(queryClient);
      invalidate(NOTIFICATIONS_LIST_KEY);
      invalidate(NAV_COUNTERS_KEY);
      invalidate(CONTACTS_KEY);
    }),
    hub.on('message.new', ({ message }) => void messageArrived(queryClient, message)),
    hub.on(
      'message.deleted',
      ({ conversationId, messageId }) =>
        void messageDeleted(queryClient, conversationId, messageId),
    ),
    // The bell's count is one of the counters.
    hub.on('notifications.changed', () => {
      invalidate(NOTIFICATIONS_LIST_KEY);
      invalidate(NAV_COUNTERS_KEY);
    }),
    // One request answers every counter, so any change asks for them all.
    hub.on('counters.changed', () => invalidate(NAV_COUNTERS_KEY)),
    hub.on('contacts.changed', () => invalidate(CONTACTS_KEY)),
  ];
  return () => off.forEach((unsubscribe) => unsubscribe());
}
