import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createId } from '../../platform/ids.ts';
import { contactAds } from './contactads.ts';
import { users } from './users.ts';

/**
 * What the daily digest mail tells a user (issue 18 items 4 and 5; platform/alerts): one row per
 * new thing (an alert's new item, a new match of one of their contact ads), written when the
 * in-app notification is, and marked `digested_at` in the transaction that queues the digest
 * mail, so a thing goes into one digest only. `dedupe_key` keeps a thing from being recorded
 * twice for a user (a retried worker).
 */
export const digestItems = pgTable(
  'digest_items',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `alert` (a saved search's new item) or `match` (a new match of a contact ad). */
    kind: text('kind', { enum: ['alert', 'match'] }).notNull(),
    /** What it is grouped under in the mail: the bookmark's name, or the title of my ad. */
    groupName: text('group_name').notNull(),
    /** The new thing's title and its address in the app. */
    title: text('title').notNull(),
    path: text('path').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('digest_items_user_key').on(table.userId, table.dedupeKey),
    /** The digest job: who has something waiting. */
    index('digest_items_pending_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.digestedAt} is null`),
  ],
);

/**
 * Pairs of contact ads whose match was notified (issue 18 item 4): a pair is told once, whichever
 * of the two was published (or renewed, resumed) later. `low` < `high` by id.
 */
export const contactAdMatchNotices = pgTable(
  'contact_ad_match_notices',
  {
    adLowId: text('ad_low_id')
      .notNull()
      .references(() => contactAds.id, { onDelete: 'cascade' }),
    adHighId: text('ad_high_id')
      .notNull()
      .references(() => contactAds.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.adLowId, table.adHighId] }),
    index('contact_ad_match_notices_high_idx').on(table.adHighId),
  ],
);
