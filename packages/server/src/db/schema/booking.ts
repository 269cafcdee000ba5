import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  BOOKING_SIDES,
  OFFER_PHASES,
  PAY_KINDS,
  PERFORMANCE_TYPES,
  RATING_VALUES,
  SCHEDULE_KINDS,
} from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { searchDocument, tsvector } from './search-document.ts';
import { pages } from './pages.ts';
import { users } from './users.ts';

/**
 * A booking offer (spec section 3). The stored `phase` and the dates' counts make the status
 * (domain offer.machine.ts). Cancelling deletes the row for good; its applicants were told first.
 */
export const bookingOffers = pgTable(
  'booking_offers',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    /** The user who publishes, and the page they publish for (null: as themselves). */
    publisherUserId: text('publisher_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publisherPageId: text('publisher_page_id').references(() => pages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    performanceType: text('performance_type', { enum: PERFORMANCE_TYPES }).notNull(),
    privateEvent: boolean('private_event').notNull().default(false),
    /** A venue page (a saved venue stub is one too); null with `virtual`. */
    venuePageId: text('venue_page_id').references(() => pages.id, { onDelete: 'set null' }),
    virtual: boolean('virtual').notNull().default(false),
    schedule: text('schedule', { enum: SCHEDULE_KINDS }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    payKind: text('pay_kind', { enum: PAY_KINDS }).notNull(),
    payAmountCents: integer('pay_amount_cents'),
    backline: text('backline'),
    conditions: text('conditions'),
    description: text('description'),
    wantedGenres: text('wanted_genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludedGenres: text('excluded_genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    wantedCultures: text('wanted_cultures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludedCultures: text('excluded_cultures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    soughtForms: text('sought_forms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    localActsPreferred: boolean('local_acts_preferred').notNull().default(false),
    premium: boolean('premium').notNull().default(false),
    applyTextRequired: boolean('apply_text_required').notNull().default(false),
    voting: boolean('voting').notNull().default(false),
    applyUntil: timestamp('apply_until', { withTimezone: true }),
    phase: text('phase', { enum: OFFER_PHASES }).notNull().default('draft'),
    reschedules: integer('reschedules').notNull().default(0),
    /** The first and the last date's start (null without dates): list order and date filters. */
    firstStartsAt: timestamp('first_starts_at', { withTimezone: true }),
    lastStartsAt: timestamp('last_starts_at', { withTimezone: true }),
    /** When it is over (offer.machine `offerEndsAt`); the expiry job looks for these. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchDocument(sql`${bookingOffers.title}`, sql`${bookingOffers.description}`),
      ),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Published by a shadow-banned user (fixed when written): only its offerer sees it, the
     * public lists, search and detail never show it to anyone else.
     */
    shadowed: boolean('shadowed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('booking_offers_publisher_user_idx').on(table.publisherUserId),
    index('booking_offers_publisher_page_idx').on(table.publisherPageId),
    index('booking_offers_venue_idx').on(table.venuePageId),
    // The gig list's orders over the live offers others may see (not shadowed). By date (the
    // default) it is the partial index `booking_offers_published_idx` of migrations 0012 and
    // 0019, which also carries every filtered column (INCLUDE, which drizzle cannot declare), so
    // counts and pages are index-only scans.
    index('booking_offers_newest_idx')
      .on(table.publishedAt.desc().nullsFirst(), table.id)
      .where(sql`${table.phase} = 'published' and not ${table.shadowed}`),
    index('booking_offers_pay_idx')
      .on(table.payAmountCents.desc().nullsLast(), table.id)
      .where(sql`${table.phase} = 'published' and not ${table.shadowed}`),
    index('booking_offers_ends_idx')
      .on(table.endsAt)
      .where(sql`${table.phase} = 'published'`),
    index('booking_offers_search_idx').using('gin', table.search),
    /** The gig list's full text: only what the list can show (about a third of all offers). */
    index('booking_offers_search_listed_idx')
      .using('gin', table.search)
      .where(sql`${table.phase} = 'published' and not ${table.shadowed}`),
    check(
      'booking_offers_performance_type_check',
      isOneOf(table.performanceType, PERFORMANCE_TYPES),
    ),
    check('booking_offers_schedule_check', isOneOf(table.schedule, SCHEDULE_KINDS)),
    check('booking_offers_pay_kind_check', isOneOf(table.payKind, PAY_KINDS)),
    check('booking_offers_phase_check', isOneOf(table.phase, OFFER_PHASES)),
    check('booking_offers_reschedules_check', sql`${table.reschedules} between 0 and 1`),
    check(
      'booking_offers_pay_amount_check',
      sql`${table.payKind} not in ('pay', 'cost') or ${table.payAmountCents} > 0`,
    ),
  ],
);

/**
 * The cards of the gig list (issue 19, docs/decisions.md 71): one row per listed offer
 * (published, not shadowed) with its card as the public lists show it (`OfferCardRow` without
 * the viewer's application, JSON text). A list picks its page's offers as before and reads their
 * stored cards instead of building them from the offer, its dates, the publisher, the venue and
 * their pictures. Kept up to date by the database itself, in the transaction of every change
 * the card shows: migration 0035's triggers run `booking_listing_cards_refresh(ids)`, whose card
 * is `cardJson` of booking-list.sql.ts (booking-listing-cards.integration.test.ts compares them).
 */
export const bookingListingCards = pgTable('booking_listing_cards', {
  /** The offer's id. */
  id: text('id')
    .primaryKey()
    .references(() => bookingOffers.id, { onDelete: 'cascade' }),
  card: json('card').notNull(),
});

/**
 * One date of an offer with its slots. `confirmed` counts the confirmed applications; the check
 * `confirmed <= slots` is the last line against overbooking, below the locked transaction.
 */
export const bookingDates = pgTable(
  'booking_dates',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    offerId: text('offer_id')
      .notNull()
      .references(() => bookingOffers.id, { onDelete: 'cascade' }),
    /** Null for the one "date" of an undated offer. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    slots: integer('slots').notNull(),
    confirmed: integer('confirmed').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
  },
  (table) => [
    index('booking_dates_offer_idx').on(table.offerId, table.startsAt),
    index('booking_dates_starts_idx').on(table.startsAt),
    check('booking_dates_slots_check', sql`${table.slots} >= 1`),
    check(
      'booking_dates_confirmed_check',
      sql`${table.confirmed} >= 0 and ${table.confirmed} <= ${table.slots}`,
    ),
  ],
);

/** An artist page's application for one date (spec section 3, Application). */
export const bookingApplications = pgTable(
  'booking_applications',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    offerId: text('offer_id')
      .notNull()
      .references(() => bookingOffers.id, { onDelete: 'cascade' }),
    dateId: text('date_id')
      .notNull()
      .references(() => bookingDates.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The team member who applied for the page. */
    appliedBy: text('applied_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('applied'),
    text: text('text'),
    expectedPayCents: integer('expected_pay_cents'),
    /** The offerer's reason for a rejection, shown to the artist. */
    rejectReason: text('reject_reason'),
    /**
     * Sent by a shadow-banned user (fixed when written): the applicant sees it as usual, the
     * offerer never (lists, counts, notices, mails).
     */
    shadowed: boolean('shadowed').notNull().default(false),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The offerer's first answer (confirmation or rejection) to this application; later decisions
     * and reschedules leave it. The fair-pay answer time is measured to it.
     */
    firstDecidedAt: timestamp('first_decided_at', { withTimezone: true }),
    /** Rating reminders went out (once per side). */
    offererRemindedAt: timestamp('offerer_reminded_at', { withTimezone: true }),
    artistRemindedAt: timestamp('artist_reminded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('booking_applications_date_page_key').on(table.dateId, table.pageId),
    index('booking_applications_offer_idx').on(table.offerId, table.status),
    index('booking_applications_page_idx').on(table.pageId, table.status),
    check('booking_applications_status_check', isOneOf(table.status, APPLICATION_STATUSES)),
  ],
);

/**
 * A rating after a confirmed gig (spec section 3, Rating), one per side and application. The gig
 * is copied (title, date, parties) so that ratings outlive a deleted offer on the rated page.
 */
export const bookingRatings = pgTable(
  'booking_ratings',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    applicationId: text('application_id').references(() => bookingApplications.id, {
      onDelete: 'set null',
    }),
    offerId: text('offer_id').references(() => bookingOffers.id, { onDelete: 'set null' }),
    offerTitle: text('offer_title').notNull(),
    gigStartsAt: timestamp('gig_starts_at', { withTimezone: true }),
    raterSide: text('rater_side', { enum: BOOKING_SIDES }).notNull(),
    raterUserId: text('rater_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who rated and who is rated: a page, or the publishing user when the offer had no page. */
    raterPageId: text('rater_page_id').references(() => pages.id, { onDelete: 'set null' }),
    ratedPageId: text('rated_page_id').references(() => pages.id, { onDelete: 'cascade' }),
    ratedUserId: text('rated_user_id').references(() => users.id, { onDelete: 'cascade' }),
    value: text('value', { enum: RATING_VALUES }).notNull(),
    text: text('text').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_ratings_application_side_key').on(table.applicationId, table.raterSide),
    index('booking_ratings_rated_page_idx').on(table.ratedPageId, table.createdAt),
    index('booking_ratings_rated_user_idx').on(table.ratedUserId, table.createdAt),
    check('booking_ratings_value_check', isOneOf(table.value, RATING_VALUES)),
    check('booking_ratings_side_check', isOneOf(table.raterSide, BOOKING_SIDES)),
  ],
);

/**
 * Audience votes among an offer's applicants (`/booking/{id}/voting`): one per e-mail address and
 * offer, counted once confirmed with the mailed code. Only hashes of the address and code are kept.
 */
export const bookingVotes = pgTable(
  'booking_votes',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    offerId: text('offer_id')
      .notNull()
      .references(() => bookingOffers.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .notNull()
      .references(() => bookingApplications.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_votes_offer_email_key').on(table.offerId, table.emailHash),
    index('booking_votes_application_idx')
      .on(table.applicationId)
      .where(sql`${table.confirmedAt} is not null`),
  ],
);

export type BookingOfferRow = typeof bookingOffers.$inferSelect;
export type BookingDateRow = typeof bookingDates.$inferSelect;
export type BookingApplicationRow = typeof bookingApplications.$inferSelect;
export type BookingRatingRow = typeof bookingRatings.$inferSelect;
