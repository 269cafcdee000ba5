import { isNotificationKind, type Me, type Notification } from '@backline/domain';
import type { NotificationRow } from '../../db/schema/index.ts';

/** A notification row as its owner sees it (explicit fields only); null for a retired kind. */
export function presentNotification(row: NotificationRow): Notification | null {
  if (!isNotificationKind(row.kind)) return null;
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    path: row.path,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spec section 3: the user's notifications as `Me` lists them (id and context1, the path). */
export const presentMeNotification = (row: {
  id: string;
  path: string | null;
}): Me['notifications'][number] => ({ id: row.id, context1: row.path });
