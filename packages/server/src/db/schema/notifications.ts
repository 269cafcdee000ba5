import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

/**
 * Whether a notification goes out by e-mail too (an outbox: docs in the notifications service):
 * `none` (never mailed from here), `pending` (the mail job will look at it), `sending` (claimed by
 * a run: never claimed again, so a killed run cannot send it twice), `sent`, `skipped` (the
 * recipient's preference said no, or there was no address), `failed` (gave up after retries).
 */
export const NOTIFICATION_MAIL_STATES = [
  'none',
  'pending',
  'sending',
  'sent',
  'skipped',
  'failed',
] as const;
export type NotificationMailState = (typeof NOTIFICATION_MAIL_STATES)[number];

/**
 * In-app notifications (`/user/notifications`): one row per recipient user. `kind` names the
 * text (domain NOTIFICATION_KINDS, rendered in the reader's language), `params` fills it, `path`
 * is where a click leads. A notification for a page goes to each of its managers. Creation times
 * are kept in milliseconds, so the list's cursor (time and id) is exact.
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
    mailState: text('mail_state', { enum: NOTIFICATION_MAIL_STATES }).notNull().default('none'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_mail_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.mailState} = 'pending'`),
    check('notifications_mail_state_check', isOneOf(table.mailState, NOTIFICATION_MAIL_STATES)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
