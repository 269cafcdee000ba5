import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CONTACT_AD_SEARCH_TYPES, CONTACT_AD_STATUSES } from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { cities } from './cities.ts';
import { pages } from './pages.ts';
import { searchDocument, tsvector } from './search-document.ts';
import { users } from './users.ts';

/**
 * Musician contact ads (issue 18; spec sections 3, 5, 9). Published by a user as themself
 * (`publisher_page_id` null) or as one of their artist pages; `publisher_user_id` is always the
 * user who wrote it (and answers for it). Ambition and skill are bitmasks; instruments and genres
 * are id arrays (GIN-indexed for the list's filters and the matching). `status` is the
 * lifecycle (active, paused, expired); `expires_at` bounds `active` (the expiry job flips it, and
 * the list reads `expires_at > now()` too, so a late job never lists an expired ad).
 */
export const contactAds = pgTable(
  'contact_ads',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    publisherUserId: text('publisher_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publisherPageId: text('publisher_page_id').references(() => pages.id, {
      onDelete: 'cascade',
    }),
    searchType: smallint('search_type').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    instrumentsOffered: text('instruments_offered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    instrumentsSearched: text('instruments_searched')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ambition: smallint('ambition').notNull(),
    skill: smallint('skill').notNull().default(0),
    bandType: smallint('band_type'),
    rehearsalSpace: boolean('rehearsal_space').notNull().default(false),
    mobile: boolean('mobile').notNull().default(false),
    songsAvailable: boolean('songs_available').notNull().default(false),
    remote: smallint('remote').notNull().default(0),
    cityId: integer('city_id').references(() => cities.id),
    /** Image ids (owned by the publisher), in order. */
    pictureIds: text('picture_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Audio ids (owned by the publisher), in order. */
    audioIds: text('audio_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: CONTACT_AD_STATUSES }).notNull().default('active'),
    /** Written by a shadow-banned user: only its publisher sees it. */
    shadowed: boolean('shadowed').notNull().default(false),
    /** Hidden by a moderator (a report upheld): out of lists and matches, 404 to others. */
    hidden: boolean('hidden').notNull().default(false),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchDocument(sql`${contactAds.title}`, sql`${contactAds.text}`),
      ),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the expiry reminder went (null: not yet for this period). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('contact_ads_publisher_user_idx').on(table.publisherUserId),
    index('contact_ads_publisher_page_idx').on(table.publisherPageId),
    /** The list's default order over what it can show. */
    index('contact_ads_listed_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'active' and not ${table.shadowed} and not ${table.hidden}`),
    index('contact_ads_offered_idx').using('gin', table.instrumentsOffered),
    index('contact_ads_searched_idx').using('gin', table.instrumentsSearched),
    index('contact_ads_genres_idx').using('gin', table.genres),
    /**
     * The list's place filters (city + km, region): the listed ads of the cities in reach, by
     * search type, without reading the other types' rows (the bench's filter scenario: 75 → 25 ms).
     */
    index('contact_ads_listed_city_idx')
      .on(table.cityId, table.searchType)
      .where(sql`${table.status} = 'active' and not ${table.shadowed} and not ${table.hidden}`),
    index('contact_ads_search_idx')
      .using('gin', table.search)
      .where(sql`${table.status} = 'active' and not ${table.shadowed} and not ${table.hidden}`),
    /** The expiry and reminder jobs. */
    index('contact_ads_expires_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    check('contact_ads_status_check', isOneOf(table.status, CONTACT_AD_STATUSES)),
    check(
      'contact_ads_search_type_check',
      sql`${table.searchType} in (${sql.raw(CONTACT_AD_SEARCH_TYPES.join(', '))})`,
    ),
    check('contact_ads_ambition_check', sql`${table.ambition} between 1 and 31`),
    check('contact_ads_skill_check', sql`${table.skill} between 0 and 31`),
    check(
      'contact_ads_band_type_check',
      sql`${table.bandType} is null or ${table.bandType} between 1 and 3`,
    ),
    check('contact_ads_remote_check', sql`${table.remote} between 0 and 3`),
  ],
);

export type ContactAdRow = typeof contactAds.$inferSelect;

/**
 * When the publisher last read an ad's matches (`GET /api/contactads/:id/matches` or
 * `…/matches`): candidates published later are new (issue 18 item 4). A table of its own,
 * written on every read of the matches: a write to `contact_ads` would drop every server's kept
 * visitor answers (docs/decisions.md 70), and this one is read by no visitor answer.
 */
export const contactAdMatchReads = pgTable('contact_ad_match_reads', {
  adId: text('ad_id')
    .primaryKey()
    .references(() => contactAds.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  /** `seen_at` before the last read: the later pages of that read compare with it. */
  seenBefore: timestamp('seen_before', { withTimezone: true }),
});

/**
 * The matches of an ad, computed on its first read and kept (docs/decisions.md 73): an ad has a
 * row here while its stored matches are current. Triggers on `contact_ads` and `profiles`
 * (migration 0036) delete the rows a change could make stale; the next read computes anew.
 */
export const contactAdMatchSets = pgTable('contact_ad_match_sets', {
  // No reference to contact_ads: a computing read must take no lock on an ad row (0036). The
  // triggers delete an ad's set with the ad.
  adId: text('ad_id').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One stored match of an ad (kept with its set): another live ad or a musician's profile, with
 * its score and distance. Whether the candidate is still live and visible to the reader is
 * checked when read, so expiry, pauses and bans need no upkeep here.
 */
export const contactAdMatchRows = pgTable(
  'contact_ad_match_rows',
  {
    adId: text('ad_id')
      .notNull()
      .references(() => contactAdMatchSets.adId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    candidateId: text('candidate_id').notNull(),
    score: smallint('score').notNull(),
    km: doublePrecision('km'),
    /** The row's place in its ad's order (score, best first; then kind and candidate), from 1. */
    position: integer('position').notNull(),
    /** When the candidate ad was published or the profile last changed: what `isNew` compares. */
    candidateAt: timestamp('candidate_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.adId, table.kind, table.candidateId] }),
    // One ad's matches, best first: the read takes each ad's first rows in this order.
    index('contact_ad_match_rows_order_idx').on(table.adId, table.position),
    // Whether an ad has matches newer than its last read (the read mark moves only then).
    index('contact_ad_match_rows_recent_idx').on(table.adId, table.candidateAt.desc()),
    // The sets a changed ad or profile is stored in (the triggers' lookup).
    index('contact_ad_match_rows_candidate_idx').on(table.candidateId, table.kind),
  ],
);
