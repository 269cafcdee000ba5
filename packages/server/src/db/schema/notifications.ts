import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createId } from '../../platform/ids.ts';
import { users } from './users.ts';

/**
 * In-app notifications (`/user/notifications`): one row per recipient user. `kind` names the
 * text (domain NOTIFICATION_KINDS, rendered in the reader's language), `params` fills it, `path`
 * is where a click leads. A notification for a page goes to each of its managers.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    path: text('path'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
