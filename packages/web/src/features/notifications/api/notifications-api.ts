import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  NotificationPageSchema,
  NotificationsChangedSchema,
  type NotificationPage,
  type NotificationsChanged,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** The screen's list: pages of notifications, newest first. */
export const NOTIFICATIONS_LIST_KEY = ['notifications', 'list'] as const;

export const fetchNotifications = (
  before: string | undefined,
  signal?: AbortSignal,
): Promise<NotificationPage> =>
  apiClient.request('/user/notifications', {
    query: { before },
    schema: NotificationPageSchema,
    signal,
  });

/** The screen's pages, shared by the screen and its route's prefetch. */
export const notificationsListQuery = infiniteQueryOptions({
  queryKey: NOTIFICATIONS_LIST_KEY,
  queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 0,
});

export const markNotificationRead = (id: string): Promise<NotificationsChanged> =>
  apiClient.request(`/user/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: NotificationsChangedSchema,
  });

export const markAllNotificationsRead = (): Promise<NotificationsChanged> =>
  apiClient.request('/user/notifications/read', {
    method: 'POST',
    schema: NotificationsChangedSchema,
  });

export const deleteNotification = (id: string): Promise<NotificationsChanged> =>
  apiClient.request(`/user/notifications/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: NotificationsChangedSchema,
  });
