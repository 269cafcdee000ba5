import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every app server: one row per key (for example
 * `login:address:203.0.113.7`) and window. Old windows are deleted now and then by the limiter.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_hits_window_start_idx').on(table.windowStart),
  ],
);

export type RateLimitHitRow = typeof rateLimitHits.$inferSelect;
