/**
 * Venues (issue 17 items 3 and 4; spec section 3 "Venue rating: with owner statements and a
 * factsheet (size, PA, FoH, rental, newcomer friendly)"). docs/decisions.md §61.
 */

/** The criteria a venue is rated on, each 1–5 stars. */
export const VENUE_RATING_CRITERIA = [
  'organisation',
  'sound',
  'hospitality',
  'payReliability',
  'audience',
] as const;
export type VenueRatingCriterion = (typeof VENUE_RATING_CRITERIA)[number];

export const VENUE_SCORE_MIN = 1;
export const VENUE_SCORE_MAX = 5;

/** A rating can be changed by its rater for this many days after it was first written. */
export const VENUE_RATING_EDIT_DAYS = 30;

export const VENUE_RATING_TEXT_MAX_LENGTH = 2000;
export const VENUE_STATEMENT_MAX_LENGTH = 2000;
/** Free-text fields of the factsheet (stage, PA, FoH, backline, load-in …). */
export const VENUE_FACT_TEXT_MAX_LENGTH = 500;
export const VENUE_CAPACITY_MAX = 200_000;

/** Ratings per page of a venue's list. */
export const VENUE_RATING_PAGE_SIZE = 10;

/** How a venue can be rented: not at all, the whole venue, or a room of it. */
export const VENUE_RENTAL_KINDS = ['no', 'whole', 'room'] as const;
export type VenueRentalKind = (typeof VENUE_RENTAL_KINDS)[number];

/** What backline the venue has for the acts. */
export const VENUE_BACKLINE_KINDS = ['none', 'basic', 'full'] as const;
export type VenueBacklineKind = (typeof VENUE_BACKLINE_KINDS)[number];

/** Where a travelling act can sleep. */
export const VENUE_SLEEPING_KINDS = ['none', 'on_site', 'hotel_nearby'] as const;
export type VenueSleepingKind = (typeof VENUE_SLEEPING_KINDS)[number];

/** A rating's state: moderators hide it (and show it again) or delete it. */
export const VENUE_RATING_STATES = ['visible', 'hidden'] as const;
export type VenueRatingState = (typeof VENUE_RATING_STATES)[number];
