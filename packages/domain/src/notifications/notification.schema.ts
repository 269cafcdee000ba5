import { z } from 'zod/mini';
import { ID_PATTERN } from '../routing/route-params.ts';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE_MAX,
  type NotificationKind,
  type NotificationParams,
} from './notification.constants.ts';

/** Every kind. */
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The kinds as a closed set on the wire. */
export const NotificationKindSchema = z.enum(
  NOTIFICATION_KIND_NAMES as [NotificationKind, ...NotificationKind[]],
);

/** One notification as its owner sees it (`GET /api/user/notifications`). */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  /** Fill the kind's text; dates are ISO strings (see `NOTIFICATION_KINDS`). */
  params: z.record(z.string(), z.string()),
  /** Where a click leads (an app path), or null when there is nothing to open. */
  path: z.nullable(z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * A page of notifications, newest first, with the unread count of all of them. `nextCursor`
 * asks for the next (older) page, null on the last one.
 */
export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number(),
  nextCursor: z.nullable(z.string()),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/**
 * An opaque cursor to the next page: the last notification's creation time in milliseconds and
 * its id (ties on the time are ordered by id).
 */
export const NOTIFICATION_CURSOR_PATTERN = /^(\d{1,15})-([A-Za-z0-9]{5,12})$/;

export const encodeNotificationCursor = (last: { createdAt: string; id: string }): string =>
  `${Date.parse(last.createdAt)}-${last.id}`;

export function decodeNotificationCursor(cursor: string): { createdAt: Date; id: string } | null {
  const match = NOTIFICATION_CURSOR_PATTERN.exec(cursor);
  if (!match) return null;
  return { createdAt: new Date(Number(match[1])), id: match[2]! };
}

/** `GET /api/user/notifications?before=&limit=` (a query string: inline, not a component). */
export const NotificationListQuerySchema = z.object({
  before: z.optional(z.string().check(z.regex(NOTIFICATION_CURSOR_PATTERN))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(NOTIFICATION_PAGE_SIZE_MAX)),
    NOTIFICATION_PAGE_SIZE,
  ),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationIdParamsSchema = z.object({
  id: z.string().check(z.regex(ID_PATTERN)),
});

/** What a change answers: the unread count after it (the bell shows it). */
export const NotificationsChangedSchema = z.object({ unread: z.number() });
export type NotificationsChanged = z.infer<typeof NotificationsChangedSchema>;

/**
 * The text of a notice with its params: `{name}` placeholders filled, date params formatted by
 * `formatDate` (the reader's language). Unknown placeholders stay as they are.
 */
export function fillNotificationText(
  template: string,
  kind: NotificationKind,
  params: NotificationParams,
  formatDate: (iso: string) => string,
): string {
  const values = notificationValues(kind, params, formatDate);
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : match,
  );
}

/** The params as they are shown: dates formatted, empty dates left empty. */
export function notificationValues(
  kind: NotificationKind,
  params: NotificationParams,
  formatDate: (iso: string) => string,
): NotificationParams {
  const spec = NOTIFICATION_KINDS[kind] as { dates?: readonly string[] };
  const values: NotificationParams = {};
  for (const [name, value] of Object.entries(params)) {
    const isDate = spec.dates?.includes(name) ?? false;
    values[name] =
      isDate && value !== '' && !Number.isNaN(Date.parse(value)) ? formatDate(value) : value;
  }
  return values;
}

/** The line below the text (a reason, a date), or null when the kind has none or it is empty. */
export function notificationDetail(
  kind: NotificationKind,
  params: NotificationParams,
  formatDate: (iso: string) => string,
): string | null {
  const spec = NOTIFICATION_KINDS[kind] as { detail?: string };
  if (!spec.detail) return null;
  const value = notificationValues(kind, params, formatDate)[spec.detail];
  return value && value.trim() !== '' ? value : null;
}
