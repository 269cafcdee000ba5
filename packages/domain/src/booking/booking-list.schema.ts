import { z } from 'zod/mini';
import { CalendarDateSchema } from '../common/dates.schema.ts';
import { GENRE_IDS } from '../pages/genres.ts';
import { REGION_IDS } from '../profiles/regions.ts';
import { PERFORMANCE_TYPES } from './booking.constants.ts';
import {
  ApplicationStatusSchema,
  BookingPartySchema,
  OfferStatusSchema,
} from './booking.schema.ts';
import { OfferPaySchema, PerformanceTypeSchema } from './offer.schema.ts';

/**
 * The gig lists (`/gigs`, `/booking`, `/booking/myoffers`): filters as URL query parameters, so
 * a list's URL is its state and a bookmark stores exactly these. Lists are paged on the server.
 */
export const BOOKING_LIST_SORTS = ['date', 'newest', 'pay'] as const;
export type BookingListSort = (typeof BOOKING_LIST_SORTS)[number];
export const BOOKING_LIST_PAGE_SIZE = 20;
export const BOOKING_LIST_MAX_PAGE_SIZE = 50;
export const BOOKING_LIST_MAX_DISTANCE_KM = 500;

/** Query parameter parts the booking lists share (gig list, applicant list, date overview). */
export const queryFlag = z.optional(z.enum(['1']));
/** A comma-separated list of the given values (`genre=rock,indie`). */
export const queryCsv = <T extends string>(values: readonly T[]) =>
  z.optional(
    z.string().check(
      z.maxLength(500),
      // Known values only.
      z.refine((text) =>
        text.split(',').every((value) => (values as readonly string[]).includes(value)),
      ),
    ),
  );
/** A day (`YYYY-MM-DD`): a real calendar date in the accepted years (`CalendarDateSchema`). */
export const queryDay = z.optional(CalendarDateSchema);
export const queryDigits = (max: number) =>
  z.optional(
    z.string().check(
      z.regex(/^\d{1,9}$/),
      z.refine((text) => Number(text) <= max),
    ),
  );

export const BookingListQuerySchema = z.object({
  /** Full text over title and description, German and English stemming. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** Dates from / to (inclusive days, in the viewer's sense of the calendar: UTC days). */
  from: queryDay,
  to: queryDay,
  /** The venue's region (German state, Austrian state, Swiss canton): `DE-07`. */
  region: z.optional(z.enum(REGION_IDS as [string, ...string[]])),
  /** Distance from a city of the city list, in km. */
  city: queryDigits(100_000_000),
  km: queryDigits(BOOKING_LIST_MAX_DISTANCE_KM),
  type: queryCsv(PERFORMANCE_TYPES),
  genre: queryCsv(GENRE_IDS),
  /** Paid gigs only, optionally with at least this pay (whole euros). */
  paid: queryFlag,
  minPay: queryDigits(1_000_000),
  premium: queryFlag,
  local: queryFlag,
  /**
   * Offers of the viewer's network: pages they follow or belong to, their confirmed contacts and
   * the pages those belong to.
   */
  network: queryFlag,
  sort: z.optional(z.enum(BOOKING_LIST_SORTS)),
  page: queryDigits(10_000),
  size: queryDigits(BOOKING_LIST_MAX_PAGE_SIZE),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/** One offer in a list: what the card shows, loaded for the whole page in a fixed few queries. */
export const BookingOfferSummarySchema = z.object({
  id: z.string(),
  resource: z.string(),
  title: z.string(),
  status: OfferStatusSchema,
  publisher: BookingPartySchema,
  venue: z.nullable(z.object({ name: z.string(), city: z.nullable(z.string()) })),
  virtual: z.boolean(),
  performanceType: PerformanceTypeSchema,
  firstStartsAt: z.nullable(z.string()),
  dateCount: z.number(),
  freeSlots: z.number(),
  pay: OfferPaySchema,
  premium: z.boolean(),
  localActsPreferred: z.boolean(),
  genres: z.array(z.string()),
  applyUntil: z.nullable(z.string()),
  /** Only in the viewer's own lists. */
  applicationCount: z.optional(z.number()),
  /**
   * The signed-in viewer's application to this offer (by any page they speak for): the one that
   * matters most when there are several (confirmed, then pending, then ended). Null for visitors
   * and when none of the viewer's pages applied.
   */
  myApplication: z.nullable(z.object({ status: ApplicationStatusSchema })),
});
export type BookingOfferSummary = z.infer<typeof BookingOfferSummarySchema>;

export const BookingOfferPageSchema = z.object({
  items: z.array(BookingOfferSummarySchema),
  /** The offers that match; the gig list counts at most 1,000 (`totalCapped`: more than that). */
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type BookingOfferPage = z.infer<typeof BookingOfferPageSchema>;

/** `/booking/myapplies`: the artist's applications, filtered by status. */
export const MyApplicationsQuerySchema = z.object({
  status: z.optional(ApplicationStatusSchema),
});

export const MY_OFFERS_STATUSES = [
  'draft',
  'pending',
  'open',
  'closed',
  'partlyClosed',
  'over',
] as const;
