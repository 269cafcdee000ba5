import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

export const CONTACT_RELATION_STATUSES = ['requested', 'confirmed'] as const;

/**
 * The contact relation of two users (spec section 4, Contact relation): ONE row per unordered
 * pair, keyed by the lower and the higher id, so both sides always read the same state. A row is
 * an open request (`requester_id` asked `addressee_id`) or a confirmed contact (the pair keeps who
 * asked); no row is no relation. Blocks are apart (`contact_blocks`): a block ends the row.
 * Times have millisecond precision: the lists page by them (keyset) through JavaScript dates.
 */
export const contactRelations = pgTable(
  'contact_relations',
  {
    userLowId: text('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: text('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONTACT_RELATION_STATUSES }).notNull(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: text('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    /**
     * A request of a shadow-banned user (fixed when written): the requester sees it pending, for
     * the addressee there is no row (their own command replaces it).
     */
    shadowed: boolean('shadowed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userLowId, table.userHighId] }),
    check('contact_relations_status_check', isOneOf(table.status, CONTACT_RELATION_STATUSES)),
    check('contact_relations_ordered', sql`${table.userLowId} < ${table.userHighId}`),
    check(
      'contact_relations_parties',
      sql`(${table.requesterId} = ${table.userLowId} and ${table.addresseeId} = ${table.userHighId})
        or (${table.requesterId} = ${table.userHighId} and ${table.addresseeId} = ${table.userLowId})`,
    ),
    check(
      'contact_relations_confirmed_at',
      sql`(${table.status} = 'confirmed') = (${table.confirmedAt} is not null)`,
    ),
    // The lists of /user/contacts, each in its order (newest first).
    index('contact_relations_confirmed_low_idx')
      .on(table.userLowId, table.confirmedAt)
      .where(sql`${table.status} = 'confirmed'`),
    index('contact_relations_confirmed_high_idx')
      .on(table.userHighId, table.confirmedAt)
      .where(sql`${table.status} = 'confirmed'`),
    index('contact_relations_incoming_idx')
      .on(table.addresseeId, table.requestedAt)
      .where(sql`${table.status} = 'requested'`),
    index('contact_relations_outgoing_idx')
      .on(table.requesterId, table.requestedAt)
      .where(sql`${table.status} = 'requested'`),
  ],
);

export type ContactRelationRow = typeof contactRelations.$inferSelect;

/** One user blocked another (one row per direction; both may block each other). */
export const contactBlocks = pgTable(
  'contact_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    check('contact_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
    // The blocked list (newest first) and "who blocked me" (the purge, the pair's lookup).
    index('contact_blocks_blocker_idx').on(table.blockerId, table.createdAt),
    index('contact_blocks_blocked_idx').on(table.blockedId),
  ],
);

export type ContactBlockRow = typeof contactBlocks.$inferSelect;
