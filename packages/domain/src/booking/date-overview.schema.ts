import { z } from 'zod/mini';
import { isCalendarDate } from '../common/dates.schema.ts';
import { GigClashSchema } from './applicant-list.schema.ts';
import { queryDay } from './booking-list.schema.ts';
import { ApplicationStatusSchema, OfferPhaseSchema } from './booking.schema.ts';

/**
 * The date overview (`/booking/dates`): for the artist side every applied and confirmed date of
 * the pages the user belongs to; for the offerer side every date of the offers they manage, with
 * free and taken slots. Confirmations of the same artist that overlap are flagged.
 */
export const DATE_OVERVIEW_DEFAULT_DAYS = 180;
export const DATE_OVERVIEW_MAX_DAYS = 400;

export const DateOverviewQuerySchema = z.object({
  /** First and last day shown (UTC days, inclusive); from today for 180 days by default. */
  from: queryDay,
  to: queryDay,
});
export type DateOverviewQuery = z.infer<typeof DateOverviewQuerySchema>;

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days the overview covers: `[from, to)` as instants, and the days as the caller sees them.
 * Refuses a range that ends before it starts or is longer than the maximum (the field at fault).
 */
export function dateOverviewRange(
  query: DateOverviewQuery,
  now: Date,
):
  | { ok: true; from: string; to: string; start: Date; end: Date }
  | { ok: false; field: 'from' | 'to' } {
  const from = query.from ?? dayOf(now);
  // Never `new Date` of an impossible day: `2026-02-30` would become 2 March.
  if (!isCalendarDate(from)) return { ok: false, field: 'from' };
  const start = new Date(`${from}T00:00:00Z`);
  const to =
    query.to ?? dayOf(new Date(start.getTime() + (DATE_OVERVIEW_DEFAULT_DAYS - 1) * DAY_MS));
  if (!isCalendarDate(to)) return { ok: false, field: 'to' };
  const last = new Date(`${to}T00:00:00Z`);
  if (last < start) return { ok: false, field: 'to' };
  const days = Math.round((last.getTime() - start.getTime()) / DAY_MS) + 1;
  if (days > DATE_OVERVIEW_MAX_DAYS) return { ok: false, field: 'to' };
  return { ok: true, from, to, start, end: new Date(last.getTime() + DAY_MS) };
}

/** A page or user as the overview names it. */
export const OverviewPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  resource: z.string(),
});

const OverviewOfferFields = {
  offerId: z.string(),
  offerTitle: z.string(),
  offerResource: z.string(),
  /** Null for the one "date" of an offer without a date. */
  startsAt: z.nullable(z.string()),
  durationMinutes: z.number(),
  virtual: z.boolean(),
  venue: z.nullable(z.object({ name: z.string(), city: z.nullable(z.string()) })),
};

/** Artist side: one application of one of the user's pages. */
export const ArtistDateSchema = z.object({
  ...OverviewOfferFields,
  applicationId: z.string(),
  status: ApplicationStatusSchema,
  artist: OverviewPartySchema,
  /** Other confirmed gigs of the same page at an overlapping time (confirmed dates only). */
  clashes: z.array(GigClashSchema),
});
export type ArtistDate = z.infer<typeof ArtistDateSchema>;

/** Offerer side: one date of one of the user's offers, with its free and taken slots. */
export const OffererDateSchema = z.object({
  ...OverviewOfferFields,
  /** Where the offer is in its life (draft, pending, published, over). */
  phase: OfferPhaseSchema,
  dateId: z.string(),
  /** The date takes applications now (published, not paused, not full, before the deadline). */
  open: z.boolean(),
  slots: z.number(),
  free: z.number(),
  paused: z.boolean(),
  /** Applications waiting for a decision (applied or ignored). */
  waiting: z.number(),
  /** The taken slots: the confirmed artists, each with their clashing other confirmations. */
  taken: z.array(
    z.object({
      applicationId: z.string(),
      artist: OverviewPartySchema,
      clashes: z.array(GigClashSchema),
    }),
  ),
});
export type OffererDate = z.infer<typeof OffererDateSchema>;

export const DateOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  artist: z.array(ArtistDateSchema),
  offerer: z.array(OffererDateSchema),
});
export type DateOverview = z.infer<typeof DateOverviewSchema>;
