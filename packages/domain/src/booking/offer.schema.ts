import { z } from 'zod/mini';
import { DateTimeSchema } from '../common/dates.schema.ts';
import { fieldRules } from '../errors/rule-check.ts';
import type { FieldError } from '../errors/validation-code.ts';
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
  performanceNeedsVenue,
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
  startsAt: DateTimeSchema,
  slots: z.int().check(z.minimum(1), z.maximum(OFFER_MAX_SLOTS_PER_DATE)),
});
export type OfferDateInput = z.infer<typeof OfferDateInputSchema>;

export const OfferPaySchema = z.object({
  kind: PayKindSchema,
  /** Whole euro cents; required for pay and cost (`offerInputProblems`). */
  amountCents: z.optional(
    z.nullable(z.int().check(z.minimum(1), z.maximum(OFFER_MAX_AMOUNT_CENTS))),
  ),
});
export type OfferPay = z.infer<typeof OfferPaySchema>;

const offerInputShape = {
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
  applyUntil: z.optional(z.nullable(DateTimeSchema)),
};

/** The offer's settings the rules of an application read. */
type BookingOfferRules = { applyTextRequired: boolean };

/** What the rules read: an input as it came, any field possibly of the wrong type. */
type Unchecked<T> = { readonly [K in keyof T]?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
/** The instant of an ISO date-time, or null for anything else. */
const timeOf = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};
const overlap = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) && a.some((item: unknown) => b.includes(item));
const datesOf = (input: Unchecked<Pick<OfferInput, 'dates'>>): unknown[] =>
  Array.isArray(input.dates) ? (input.dates as unknown[]) : [];
const startOf = (date: unknown): number | null => timeOf(isRecord(date) ? date.startsAt : null);
const isVenuePage = (venue: unknown): boolean => isRecord(venue) && venue['kind'] === 'page';

/**
 * The rules across fields, every one that fails, each with its catalogue code and the field it
 * belongs to: a series needs a date, a live or hybrid gig a venue page (not online), a single date exactly one, an offer without dates its slots;
 * no date twice (on the repeated date); pay and cost need an amount; wanted and excluded genres
 * and cultures must not overlap; the deadline must not be after the last date. Part of
 * `OfferInputSchema`, so the server and the offer form report them all at once.
 */
export function offerInputProblems(input: Unchecked<OfferInput>): FieldError[] {
  const problems: FieldError[] = [];
  const dates = datesOf(input);
  if (input.schedule === 'series' && dates.length === 0) {
    problems.push({ code: 'booking.series_needs_date', field: 'dates' });
  }
  if (performanceNeedsVenue(input.performanceType) && !isVenuePage(input.venue)) {
    problems.push({ code: 'booking.venue_required', field: 'venue' });
  }
  if (input.schedule === 'single' && dates.length !== 1) {
    problems.push({ code: 'validation.required', field: 'dates' });
  }
  if (input.schedule === 'none') {
    if (dates.length > 0) problems.push({ code: 'validation.invalid', field: 'dates' });
    if (!input.undatedSlots) problems.push({ code: 'validation.required', field: 'undatedSlots' });
  }
  const seen = new Set<number>();
  dates.forEach((date, index) => {
    const start = startOf(date);
    if (start === null) return;
    if (seen.has(start)) {
      problems.push({ code: 'booking.duplicate_date', field: `dates.${index}.startsAt` });
    }
    seen.add(start);
  });
  const pay = isRecord(input.pay) ? input.pay : {};
  if ((PAY_KINDS_WITH_AMOUNT as readonly unknown[]).includes(pay['kind']) && !pay['amountCents']) {
    problems.push({ code: 'booking.pay_amount_required', field: 'pay.amountCents' });
  }
  if (overlap(input.wantedGenres, input.excludedGenres)) {
    problems.push({ code: 'booking.wanted_and_excluded', field: 'excludedGenres' });
  }
  if (overlap(input.wantedCultures, input.excludedCultures)) {
    problems.push({ code: 'booking.wanted_and_excluded', field: 'excludedCultures' });
  }
  const deadline = timeOf(input.applyUntil);
  const starts = dates.map(startOf).filter((start) => start !== null);
  if (deadline !== null && starts.length > 0 && deadline > Math.max(...starts)) {
    problems.push({ code: 'booking.deadline_after_date', field: 'applyUntil' });
  }
  return problems;
}

const OfferInputFields = z.object(offerInputShape);
export type OfferInput = z.infer<typeof OfferInputFields>;

/** An offer as its form sends it (`PUT /api/booking/{id}`), with the rules across its fields. */
export const OfferInputSchema = OfferInputFields.check(fieldRules(offerInputProblems));

/** `POST /api/booking`: an offer, saved as a draft or published at once. */
export const CreateOfferInputSchema = z
  .object({
    ...offerInputShape,
    /** Publish at once instead of saving a draft. */
    publish: z.optional(z.boolean()),
  })
  .check(fieldRules(offerInputProblems));
export type CreateOfferInput = z.infer<typeof CreateOfferInputSchema>;

/**
 * The offer form: the offer with its rules and, for a new offer, the page it is published as
 * (which travels as the request's acting page, not in the body; none: the user themself).
 */
export const OfferFormSchema = z
  .object({ ...offerInputShape, publisherPageId: z.optional(z.nullable(IdSchema)) })
  .check(fieldRules(offerInputProblems));
export type OfferFormValues = z.input<typeof OfferFormSchema>;

/**
 * Publishing needs dates and a deadline still ahead: every date that is not, and the deadline.
 * It depends on the clock, so the server checks it when publishing and the form when it is
 * asked to publish; it is not part of the schema.
 */
export function publishProblems(
  input: Unchecked<Pick<OfferInput, 'dates' | 'applyUntil'>>,
  now: Date,
): FieldError[] {
  const problems: FieldError[] = [];
  datesOf(input).forEach((date, index) => {
    const start = startOf(date);
    if (start !== null && start <= now.getTime()) {
      problems.push({ code: 'booking.date_in_past', field: `dates.${index}.startsAt` });
    }
  });
  const deadline = timeOf(input.applyUntil);
  if (deadline !== null && deadline <= now.getTime()) {
    problems.push({ code: 'booking.date_in_past', field: 'applyUntil' });
  }
  return problems;
}

export const CancelOfferSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(CANCEL_REASON_MAX_LENGTH)),
});

export const RescheduleSchema = z.object({
  dates: z
    .array(z.object({ id: IdSchema, startsAt: DateTimeSchema }))
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
 * The rules of an application beyond its shape, every one that fails: at least one date, and a
 * text (not only blanks) when the offer asks for one.
 */
export function applyInputProblems(
  offer: Pick<BookingOfferRules, 'applyTextRequired'>,
  input: Unchecked<ApplyInput>,
): FieldError[] {
  const problems: FieldError[] = [];
  if (!Array.isArray(input.dateIds) || input.dateIds.length === 0) {
    problems.push({ code: 'validation.required', field: 'dateIds' });
  }
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if (offer.applyTextRequired && !text)
    problems.push({ code: 'validation.required', field: 'text' });
  return problems;
}

/** An application for this offer: `ApplyInputSchema` with the offer's own rules. */
export const applyInputSchemaFor = (offer: Pick<BookingOfferRules, 'applyTextRequired'>) =>
  ApplyInputSchema.check(fieldRules((input) => applyInputProblems(offer, input)));

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
