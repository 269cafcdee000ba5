import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookmarks_user_name_key').on(table.userId, sql`lower(${table.name})`),
    index('bookmarks_user_route_idx').on(table.userId, table.route),
  ],
);

export type BookmarkRow = typeof bookmarks.$inferSelect;
