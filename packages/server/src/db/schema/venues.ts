import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  VENUE_BACKLINE_KINDS,
  VENUE_RATING_STATES,
  VENUE_RENTAL_KINDS,
  VENUE_SLEEPING_KINDS,
} from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { pages } from './pages.ts';
import { users } from './users.ts';

/**
 * The factsheet of a live location (issue 17 item 3): one row per venue page, written by its
 * owner and admins. Capacity, backline, rental, sleeping and newcomer-friendliness are structured
 * (the directory filters on them: `factsheetFilterSql` in modules/venues); the rest is free text.
 */
export const venueFactsheets = pgTable(
  'venue_factsheets',
  {
    pageId: text('page_id')
      .primaryKey()
      .references(() => pages.id, { onDelete: 'cascade' }),
    capacity: integer('capacity'),
    stage: text('stage'),
    pa: text('pa'),
    foh: text('foh'),
    backline: text('backline', { enum: VENUE_BACKLINE_KINDS }).notNull().default('none'),
    backlineDetails: text('backline_details'),
    rental: text('rental', { enum: VENUE_RENTAL_KINDS }).notNull().default('no'),
    newcomerFriendly: boolean('newcomer_friendly').notNull().default(false),
    loadIn: text('load_in'),
    parking: text('parking'),
    sleeping: text('sleeping', { enum: VENUE_SLEEPING_KINDS }).notNull().default('none'),
    catering: text('catering'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('venue_factsheets_capacity_idx').on(table.capacity),
    check(
      'venue_factsheets_capacity_check',
      sql`${table.capacity} is null or ${table.capacity} > 0`,
    ),
    check('venue_factsheets_backline_check', isOneOf(table.backline, VENUE_BACKLINE_KINDS)),
    check('venue_factsheets_rental_check', isOneOf(table.rental, VENUE_RENTAL_KINDS)),
    check('venue_factsheets_sleeping_check', isOneOf(table.sleeping, VENUE_SLEEPING_KINDS)),
  ],
);

const score = (name: string) => smallint(name).notNull();

/**
 * A rating of a venue by a member (issue 17 item 4): one per rater and venue, five criteria of
 * 1–5 and a text, `verified` when the rater played there through a confirmed booking on Backline.
 * The venue's owner or an admin answers it with one statement (kept on the row). Written by a
 * shadow-banned member it is `shadowed` (their own eyes only); moderators hide or delete it.
 */
export const venueRatings = pgTable(
  'venue_ratings',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    venuePageId: text('venue_page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    raterUserId: text('rater_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The artist page the rater played the venue with (fixed when written). */
    artistPageId: text('artist_page_id').references(() => pages.id, { onDelete: 'set null' }),
    verified: boolean('verified').notNull().default(false),
    organisation: score('organisation'),
    sound: score('sound'),
    hospitality: score('hospitality'),
    payReliability: score('pay_reliability'),
    audience: score('audience'),
    text: text('text').notNull(),
    state: text('state', { enum: VENUE_RATING_STATES }).notNull().default('visible'),
    shadowed: boolean('shadowed').notNull().default(false),
    statementText: text('statement_text'),
    statementBy: text('statement_by').references(() => users.id, { onDelete: 'set null' }),
    statementAt: timestamp('statement_at', { withTimezone: true }),
    statementUpdatedAt: timestamp('statement_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('venue_ratings_venue_rater_key').on(table.venuePageId, table.raterUserId),
    // A venue's list (newest first, keyset) and its summary: the ratings others see.
    index('venue_ratings_venue_list_idx')
      .on(table.venuePageId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.state} = 'visible' and not ${table.shadowed}`),
    index('venue_ratings_rater_idx').on(table.raterUserId),
    check('venue_ratings_state_check', isOneOf(table.state, VENUE_RATING_STATES)),
    check(
      'venue_ratings_scores_check',
      sql`${table.organisation} between 1 and 5 and ${table.sound} between 1 and 5 and ${table.hospitality} between 1 and 5 and ${table.payReliability} between 1 and 5 and ${table.audience} between 1 and 5`,
    ),
  ],
);
