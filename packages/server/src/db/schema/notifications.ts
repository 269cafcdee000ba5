import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createId } from '../../platform/ids.ts';
import { users } from './users.ts';

/**
 * In-app notifications (`/user/notifications`): one row per recipient user. `kind` names the
 * text (domain NOTIFICATION_KINDS, rendered in the reader's language), `params` fills it, `path`
 * is where a click leads. A notification for a page goes to each of its managers. Creation times
 * are kept in milliseconds, so the list's cursor (time and id) is exact. Mails of notices go
 * through the mail queue (docs/decisions.md 43).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    path: text('path'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
