import { z } from 'zod/mini';
import type { ErrorCode } from '../errors/error-codes.ts';
import { ARTIST_FORMS } from '../pages/page.constants.ts';
import { GenreSchema } from '../pages/genres.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import {
  APPLY_TEXT_MAX_LENGTH,
  BOOKING_CULTURE_IDS,
  CANCEL_REASON_MAX_LENGTH,
  OFFER_MAX_AMOUNT_CENTS,
  OFFER_MAX_DATES,
  OFFER_MAX_DURATION_MINUTES,
  OFFER_MAX_GENRES,
  OFFER_MAX_SLOTS_PER_DATE,
  OFFER_MIN_DURATION_MINUTES,
  OFFER_SHORT_TEXT_MAX_LENGTH,
  OFFER_TEXT_MAX_LENGTH,
  OFFER_TITLE_MAX_LENGTH,
  PAY_KINDS,
  PAY_KINDS_WITH_AMOUNT,
  PERFORMANCE_TYPES,
  RATING_TEXT_MAX_LENGTH,
  RATING_TEXT_MIN_LENGTH,
  RATING_VALUES,
  REJECT_REASON_MAX_LENGTH,
  SCHEDULE_KINDS,
} from './booking.constants.ts';

/** Spec section 3, Booking offer / Application / Rating: what the forms send. */

export const PerformanceTypeSchema = z.enum(PERFORMANCE_TYPES);
export const ScheduleKindSchema = z.enum(SCHEDULE_KINDS);
export const PayKindSchema = z.enum(PAY_KINDS);
export const BookingCultureSchema = z.enum(BOOKING_CULTURE_IDS);
export const RatingValueSchema = z.enum(RATING_VALUES);

const IdSchema = z.string().check(z.regex(ID_PATTERN));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));
const unique = <T>(values: T[]) => new Set(values).size === values.length;
const GenreListSchema = z.array(GenreSchema).check(z.maxLength(OFFER_MAX_GENRES), z.refine(unique));
const CultureListSchema = z.array(BookingCultureSchema).check(z.refine(unique));

/** A venue page on Backline (a saved venue stub is one too) or an online performance. */
export const OfferVenueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), pageId: IdSchema }),
  z.object({ kind: z.literal('virtual') }),
]);
export type OfferVenue = z.infer<typeof OfferVenueSchema>;

/** One date with its slots. `id` names an existing date when editing; new dates have none. */
export const OfferDateInputSchema = z.object({
  id: z.optional(IdSchema),
  startsAt: z.iso.datetime({ offset: true }),
  slots: z.int().check(z.minimum(1), z.maximum(OFFER_MAX_SLOTS_PER_DATE)),
});
export type OfferDateInput = z.infer<typeof OfferDateInputSchema>;

export const OfferPaySchema = z.object({
  kind: PayKindSchema,
  /** Whole euro cents; required for pay and cost (`offerInputProblem`). */
  amountCents: z.optional(
    z.nullable(z.int().check(z.minimum(1), z.maximum(OFFER_MAX_AMOUNT_CENTS))),
  ),
});
export type OfferPay = z.infer<typeof OfferPaySchema>;

export const OfferInputSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(OFFER_TITLE_MAX_LENGTH)),
  performanceType: PerformanceTypeSchema,
  privateEvent: z.boolean(),
  venue: OfferVenueSchema,
  schedule: ScheduleKindSchema,
  /** One for `single`, at least one for `series`, none for `none` (then `undatedSlots`). */
  dates: z.array(OfferDateInputSchema).check(z.maxLength(OFFER_MAX_DATES)),
  undatedSlots: z.optional(
    z.nullable(z.int().check(z.minimum(1), z.maximum(OFFER_MAX_SLOTS_PER_DATE))),
  ),
  durationMinutes: z
    .int()
    .check(z.minimum(OFFER_MIN_DURATION_MINUTES), z.maximum(OFFER_MAX_DURATION_MINUTES)),
  pay: OfferPaySchema,
  backline: optionalText(OFFER_SHORT_TEXT_MAX_LENGTH),
  conditions: optionalText(OFFER_SHORT_TEXT_MAX_LENGTH),
  description: optionalText(OFFER_TEXT_MAX_LENGTH),
  wantedGenres: GenreListSchema,
  excludedGenres: GenreListSchema,
  wantedCultures: CultureListSchema,
  excludedCultures: CultureListSchema,
  /** Band, solo act or both (empty: any artist). */
  soughtForms: z.array(z.enum(ARTIST_FORMS)).check(z.refine(unique)),
  localActsPreferred: z.boolean(),
  premium: z.boolean(),
  applyTextRequired: z.boolean(),
  /** The audience chooses among the applicants by e-mail vote (`/booking/{id}/voting`). */
  voting: z.boolean(),
  applyUntil: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type OfferInput = z.infer<typeof OfferInputSchema>;

/** `POST /api/booking`: an offer, saved as a draft or published at once. */
export const CreateOfferInputSchema = z.extend(OfferInputSchema, {
  /** Publish at once instead of saving a draft. */
  publish: z.optional(z.boolean()),
});
export type CreateOfferInput = z.infer<typeof CreateOfferInputSchema>;

/**
 * The rules across fields, each with its catalogue code and field: a series needs a date, a
 * single date exactly one, pay and cost an amount, wanted and excluded must not overlap, the
 * deadline must not be after the last date. Null when the input is consistent.
 */
export function offerInputProblem(input: OfferInput): { code: ErrorCode; field: string } | null {
  if (input.schedule === 'series' && input.dates.length === 0) {
    return { code: 'booking.series_needs_date', field: 'dates' };
  }
  if (input.schedule === 'single' && input.dates.length !== 1) {
    return { code: 'validation.required', field: 'dates' };
  }
  if (input.schedule === 'none') {
    if (input.dates.length > 0) return { code: 'validation.invalid', field: 'dates' };
    if (!input.undatedSlots) return { code: 'validation.required', field: 'undatedSlots' };
  }
  const starts = input.dates.map((date) => date.startsAt);
  if (new Set(starts.map((start) => Date.parse(start))).size !== starts.length) {
    return { code: 'booking.duplicate_date', field: 'dates' };
  }
  if (PAY_KINDS_WITH_AMOUNT.includes(input.pay.kind) && !input.pay.amountCents) {
    return { code: 'booking.pay_amount_required', field: 'pay.amountCents' };
  }
  if (input.wantedGenres.some((genre) => input.excludedGenres.includes(genre))) {
    return { code: 'booking.wanted_and_excluded', field: 'excludedGenres' };
  }
  if (input.wantedCultures.some((culture) => input.excludedCultures.includes(culture))) {
    return { code: 'booking.wanted_and_excluded', field: 'excludedCultures' };
  }
  if (input.applyUntil && starts.length > 0) {
    const lastStart = Math.max(...starts.map((start) => Date.parse(start)));
    if (Date.parse(input.applyUntil) > lastStart) {
      return { code: 'booking.deadline_after_date', field: 'applyUntil' };
    }
  }
  return null;
}

/** Publishing needs dates (and a deadline) still ahead. */
export function publishProblem(
  input: Pick<OfferInput, 'dates' | 'applyUntil'>,
  now: Date,
): { code: ErrorCode; field: string } | null {
  if (input.dates.some((date) => Date.parse(date.startsAt) <= now.getTime())) {
    return { code: 'booking.date_in_past', field: 'dates' };
  }
  if (input.applyUntil && Date.parse(input.applyUntil) <= now.getTime()) {
    return { code: 'booking.date_in_past', field: 'applyUntil' };
  }
  return null;
}

export const CancelOfferSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(CANCEL_REASON_MAX_LENGTH)),
});

export const RescheduleSchema = z.object({
  dates: z
    .array(z.object({ id: IdSchema, startsAt: z.iso.datetime({ offset: true }) }))
    .check(z.minLength(1), z.maxLength(OFFER_MAX_DATES)),
});

export const ApplyInputSchema = z.object({
  /** The artist page that applies (also the object-user header). */
  pageId: IdSchema,
  /** The dates applied for (one application each). */
  dateIds: z.array(IdSchema).check(z.minLength(1), z.maxLength(OFFER_MAX_DATES)),
  text: optionalText(APPLY_TEXT_MAX_LENGTH),
  expectedPayCents: z.optional(
    z.nullable(z.int().check(z.minimum(0), z.maximum(OFFER_MAX_AMOUNT_CENTS))),
  ),
});
export type ApplyInput = z.infer<typeof ApplyInputSchema>;

/**
 * The rules of an application beyond its shape: at least one date, and a text when the offer
 * asks for one. Null when the application may be sent.
 */
export function applyInputProblem(
  offer: { applyTextRequired: boolean },
  input: { dateIds: readonly string[]; text?: string | null },
): { code: ErrorCode; field: string } | null {
  if (input.dateIds.length === 0) return { code: 'validation.required', field: 'dateIds' };
  if (offer.applyTextRequired && (input.text ?? '').trim() === '') {
    return { code: 'validation.required', field: 'text' };
  }
  return null;
}

export const RejectInputSchema = z.object({
  reason: optionalText(REJECT_REASON_MAX_LENGTH),
});
/** The body of an application command: a reason for a rejection, nothing for the others. */
export const ApplicationCommandBodySchema = z.optional(RejectInputSchema);

export const RatingInputSchema = z.object({
  value: RatingValueSchema,
  text: z
    .string()
    .check(z.trim(), z.minLength(RATING_TEXT_MIN_LENGTH), z.maxLength(RATING_TEXT_MAX_LENGTH)),
});
export const RatingAnswerSchema = z.object({
  text: z
    .string()
    .check(z.trim(), z.minLength(RATING_TEXT_MIN_LENGTH), z.maxLength(RATING_TEXT_MAX_LENGTH)),
});
