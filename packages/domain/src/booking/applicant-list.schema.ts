import { z } from 'zod/mini';
import { GENRE_IDS } from '../pages/genres.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import { APPLICATION_STATUSES, REJECT_REASON_MAX_LENGTH } from './booking.constants.ts';
import {
  allowedApplicationCommands,
  type ApplicationCommand,
  type ApplicationState,
} from './application.machine.ts';
import { BookingApplicationSchema } from './booking.schema.ts';
import {
  BOOKING_LIST_MAX_DISTANCE_KM,
  queryCsv,
  queryDigits,
  queryFlag,
} from './booking-list.schema.ts';

/**
 * `/booking/{id}/applicants`: the offerer's applicant list. Filters and sort are URL query
 * parameters (the screen's address is its state), parsed by the server with this schema and
 * filtered, sorted and paged in SQL.
 */
export const APPLICANT_SORTS = ['newest', 'pay', 'rating'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANT_PAGE_SIZE = 20;
export const APPLICANT_MAX_PAGE_SIZE = 50;

export const ApplicantListQuerySchema = z.object({
  /** Application statuses, comma-separated (`status=applied,ignored`). */
  status: queryCsv(APPLICATION_STATUSES),
  /** One of the offer's dates. */
  date: z.optional(z.string().check(z.regex(ID_PATTERN))),
  /** The band page has at least one of these genres. */
  genre: queryCsv(GENRE_IDS),
  /**
   * At most this many km between the band page's city and the venue's city. Virtual offers have
   * no venue: the distance is then measured from `city` (a city of the shipped list), which can
   * also replace the venue's city for a venue offer.
   */
  km: queryDigits(BOOKING_LIST_MAX_DISTANCE_KM),
  city: queryDigits(100_000_000),
  /** The band page has at least one video or audio track. */
  media: queryFlag,
  /**
   * `newest` (applied last first), `pay` (lowest asked pay first, none asked last), `rating`
   * (received booking ratings, positive minus negative, best first).
   */
  sort: z.optional(z.enum(APPLICANT_SORTS)),
  page: queryDigits(10_000),
  size: queryDigits(APPLICANT_MAX_PAGE_SIZE),
});
export type ApplicantListQuery = z.infer<typeof ApplicantListQuerySchema>;
export type ApplicantListKey = keyof ApplicantListQuery;

/**
 * The valid part of query parameters from an address: a hand-edited or outdated link keeps the
 * filters that still make sense instead of failing as a whole.
 */
export function applicantQueryOf(params: Record<string, string>): ApplicantListQuery {
  const result: Record<string, string> = {};
  for (const key of Object.keys(ApplicantListQuerySchema.shape) as ApplicantListKey[]) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    if (ApplicantListQuerySchema.shape[key].safeParse(value).success) result[key] = value;
  }
  return result as ApplicantListQuery;
}

/** Received booking ratings as one figure: positive minus negative (neutral counts nothing). */
export const ratingScore = (counts: { positive: number; negative: number }): number =>
  counts.positive - counts.negative;

/** One applicant as the offerer's list shows it: the application plus what it filters by. */
export const ApplicantSchema = z.extend(BookingApplicationSchema, {
  artistCity: z.nullable(z.string()),
  genres: z.array(z.string()),
  hasMedia: z.boolean(),
  /** Received booking ratings: positive minus negative. */
  rating: z.number(),
  /** Km from the venue's (or the filter's) city; null when either city is unknown. */
  distanceKm: z.nullable(z.number()),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicantPageSchema = z.object({
  items: z.array(ApplicantSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ApplicantPage = z.infer<typeof ApplicantPageSchema>;

/** The decisions the offerer can take on several applications at once. */
export const BULK_APPLICATION_COMMANDS = ['confirm', 'reject', 'ignore'] as const;
export type BulkApplicationCommand = (typeof BULK_APPLICATION_COMMANDS)[number];
export const BULK_MAX_APPLICATIONS = APPLICANT_MAX_PAGE_SIZE;

/** `POST /api/booking/{id}/applications/bulk`. */
export const BulkDecisionInputSchema = z.object({
  command: z.enum(BULK_APPLICATION_COMMANDS),
  ids: z.array(z.string().check(z.regex(ID_PATTERN))).check(
    z.minLength(1),
    z.maxLength(BULK_MAX_APPLICATIONS),
    z.refine((ids) => new Set(ids).size === ids.length),
  ),
  /** One optional reason for every rejection (the artists see it). */
  reason: z.optional(z.string().check(z.maxLength(REJECT_REASON_MAX_LENGTH))),
});
export type BulkDecisionInput = z.infer<typeof BulkDecisionInputSchema>;

export const GigClashSchema = z.object({ offerTitle: z.string(), startsAt: z.string() });
export type GigClash = z.infer<typeof GigClashSchema>;

/** `POST /api/booking-applications/{id}/{command}`: the application after a decision. */
export const ApplicationDecisionAnswerSchema = z.object({
  application: BookingApplicationSchema,
  /** Other confirmed gigs of the artist that overlap (a warning, not a refusal). */
  clashes: z.array(GigClashSchema),
});
export type ApplicationDecisionAnswer = z.infer<typeof ApplicationDecisionAnswerSchema>;

/** Per id: the application as it is now, or why this one was refused (an error code). */
export const BulkDecisionResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  application: z.nullable(BookingApplicationSchema),
  code: z.nullable(z.string()),
  /** Other confirmed gigs of the artist that overlap (a warning, not a refusal). */
  clashes: z.array(GigClashSchema),
});
export type BulkDecisionResult = z.infer<typeof BulkDecisionResultSchema>;
export const BulkDecisionAnswerSchema = z.object({ results: z.array(BulkDecisionResultSchema) });
export type BulkDecisionAnswer = z.infer<typeof BulkDecisionAnswerSchema>;

/**
 * The selected applications a bulk command applies to: those whose state allows it for the
 * offerer (the application machine's table). The web sends only these and offers a command only
 * when it applies to at least one.
 */
export function bulkTargets(
  selected: readonly { id: string; status: ApplicationState }[],
  command: BulkApplicationCommand,
): string[] {
  return selected
    .filter((item) =>
      allowedApplicationCommands(item.status, 'offerer').includes(command as ApplicationCommand),
    )
    .map((item) => item.id);
}
