import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createId } from '../../platform/ids.ts';
import { users } from './users.ts';

/**
 * A saved filter of a list route (spec: Bookmark, a unique name for a saved filter). The name is
 * unique per user regardless of case ('bookmark already exists').
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list route the filter belongs to, e.g. `/gigs`. */
    route: text('route').notNull(),
    /** The list's query parameters. */
    filter: jsonb('filter').$type<Record<string, string | string[]>>().notNull().default({}),
    /**
     * "Alert me" (issue 18 item 5): new items of the route that the filter lets through are
     * notified and go into the daily digest (platform/alerts).
     */
    alert: boolean('alert').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookmarks_user_name_key').on(table.userId, sql`lower(${table.name})`),
    index('bookmarks_user_route_idx').on(table.userId, table.route),
    /** The alert engine: the alert-enabled bookmarks of a route. */
    index('bookmarks_alert_route_idx')
      .on(table.route)
      .where(sql`${table.alert}`),
  ],
);

export type BookmarkRow = typeof bookmarks.$inferSelect;
