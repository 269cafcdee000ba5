/** Closed sets and limits of booking (spec sections 3, 4 and 9: Booking offer, Application, Rating). */

/**
 * The offer status as users see it (spec section 4). `open`, `closed` and `partlyClosed` are
 * derived from the dates of a published offer (paused by hand or full); see offer.machine.ts.
 */
export const OFFER_STATUSES = [
  'draft',
  'pending',
  'open',
  'closed',
  'partlyClosed',
  'over',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What is stored: where the offer is in its life; the rest of the status follows from its dates. */
export const OFFER_PHASES = ['draft', 'pending', 'published', 'over'] as const;
export type OfferPhase = (typeof OFFER_PHASES)[number];

export const PERFORMANCE_TYPES = ['live', 'stream', 'hybrid', 'session', 'other'] as const;
export type PerformanceType = (typeof PERFORMANCE_TYPES)[number];

/**
 * Performances that happen in front of people at a place, so their offer needs a venue page
 * (`booking.venue_required`); a stream, a session or something else may be online.
 */
export const PERFORMANCE_TYPES_AT_A_VENUE: readonly PerformanceType[] = ['live', 'hybrid'];
export const performanceNeedsVenue = (type: unknown): boolean =>
  (PERFORMANCE_TYPES_AT_A_VENUE as readonly unknown[]).includes(type);

/** A single date, no date (e.g. a standing open-stage offer) or a series of dates. */
export const SCHEDULE_KINDS = ['single', 'none', 'series'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** A venue page on Backline, a venue stub (an unclaimed venue page the publisher saved), or online. */
export const VENUE_KINDS = ['page', 'virtual'] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];

/**
 * Pay or cost: the act is paid (`pay`, amount required), pays (`cost`, e.g. a rental fee;
 * amount required), the pay is agreed later (`negotiable`), or there is none (`none`).
 */
export const PAY_KINDS = ['pay', 'cost', 'negotiable', 'none'] as const;
export type PayKind = (typeof PAY_KINDS)[number];
export const PAY_KINDS_WITH_AMOUNT: readonly PayKind[] = ['pay', 'cost'];

/**
 * "Cultures": the kind of music an offer wants or excludes, beside genres. The original product
 * does not show its list; these are the distinctions bookers make (decisions.md §24).
 */
export const BOOKING_CULTURES = [
  { id: 'originals', de: 'Eigene Songs', en: 'Original music' },
  { id: 'covers', de: 'Coverband', en: 'Covers' },
  { id: 'tribute', de: 'Tribute', en: 'Tribute' },
  { id: 'dj', de: 'DJ', en: 'DJ' },
  { id: 'singer-songwriter', de: 'Singer-Songwriter', en: 'Singer-songwriter' },
  { id: 'classical', de: 'Klassik', en: 'Classical' },
  { id: 'background', de: 'Hintergrundmusik', en: 'Background music' },
  { id: 'party', de: 'Partyband', en: 'Party band' },
] as const;
export type BookingCulture = (typeof BOOKING_CULTURES)[number]['id'];
export const BOOKING_CULTURE_IDS = BOOKING_CULTURES.map((culture) => culture.id) as [
  BookingCulture,
  ...BookingCulture[],
];

/**
 * Application status (spec section 4: "applied, withdrawn (cancelled), rejected, confirmed,
 * ignored"). The spec's one status "withdrawn (cancelled)" is two here because its rules differ:
 * `withdrawn` before a confirmation may apply again, `cancelled` (a confirmed gig called off by
 * either side) may not (decisions.md §24).
 */
export const APPLICATION_STATUSES = [
  'applied',
  'withdrawn',
  'cancelled',
  'rejected',
  'confirmed',
  'ignored',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Applications that are still in play (spec section 4): they count as the offer's applicants, lock
 * the offer's fields, and hear of changes, reschedules and a cancellation. Withdrawn, cancelled
 * and rejected ones are done.
 */
export const LIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'applied',
  'ignored',
  'confirmed',
];
export const isLiveApplication = (status: ApplicationStatus): boolean =>
  LIVE_APPLICATION_STATUSES.includes(status);

/** Spec section 9: booking rating comments are positive, neutral or negative. */
export const RATING_VALUES = ['positive', 'neutral', 'negative'] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

/** The two sides of a booking (spec section 6: offerer and applicant). */
export const BOOKING_SIDES = ['offerer', 'artist'] as const;
export type BookingSide = (typeof BOOKING_SIDES)[number];

export const OFFER_TITLE_MAX_LENGTH = 120;
export const OFFER_TEXT_MAX_LENGTH = 5000;
export const OFFER_SHORT_TEXT_MAX_LENGTH = 2000;
export const OFFER_MAX_DATES = 52;
export const OFFER_MAX_SLOTS_PER_DATE = 30;
export const OFFER_MIN_DURATION_MINUTES = 5;
export const OFFER_MAX_DURATION_MINUTES = 24 * 60;
/** Amounts are whole cents of euro; a million euro is beyond any gig. */
export const OFFER_MAX_AMOUNT_CENTS = 100_000_000;
export const OFFER_MAX_GENRES = 10;
export const CANCEL_REASON_MAX_LENGTH = 1000;
export const APPLY_TEXT_MAX_LENGTH = 3000;
export const REJECT_REASON_MAX_LENGTH = 1000;
export const RATING_TEXT_MIN_LENGTH = 10;
export const RATING_TEXT_MAX_LENGTH = 2000;
/** Rating is possible this long after the gig; a reminder goes out once, after this many days. */
export const RATING_WINDOW_DAYS = 60;
export const RATING_REMINDER_AFTER_DAYS = 3;
/** Voting codes: six digits, valid this long. */
export const VOTE_CODE_LENGTH = 6;
export const VOTE_CODE_VALID_MINUTES = 30;
