import { z } from 'zod/mini';

/**
 * Fair-pay transparency (issue 17, item 5): figures about a venue's or organizer's bookings on
 * Backline. Definitions (docs/decisions.md §62):
 * - counted offers: published or over, not shadowed, with the page as publisher or as venue;
 * - a booking: a confirmed application (not shadowed) of a counted offer;
 * - median fee: the median offered pay (pay kind `pay`) over the bookings;
 * - pay-to-play / unpaid share: bookings whose offer costs the act (`cost`) / pays nothing (`none`);
 * - answer time: median time from an application to the offerer's first confirmation or rejection;
 * - decision share: of the applications to offers that have ended (withdrawn ones aside), the share
 *   that got a decision (confirmed, rejected, or confirmed and later called off) rather than being
 *   ignored or left open.
 * Nothing is shown below FAIR_PAY_MIN_BOOKINGS bookings, and no figure rests on fewer than
 * FAIR_PAY_MIN_BASIS cases, so no single deal can be read off the page.
 */
export const FAIR_PAY_MIN_BOOKINGS = 5;
export const FAIR_PAY_MIN_BASIS = 5;

/** What the booking module's one statement counts for a page. */
export type FairPayCounts = {
  bookings: number;
  paidBookings: number;
  medianFeeCents: number | null;
  payToPlayBookings: number;
  unpaidBookings: number;
  answeredApplications: number;
  medianAnswerSeconds: number | null;
  endedApplications: number;
  decidedEndedApplications: number;
};

export const FairPayFiguresSchema = z.union([
  z.object({
    shown: z.literal(false),
    minimumBookings: z.number(),
  }),
  z.object({
    shown: z.literal(true),
    minimumBookings: z.number(),
    bookings: z.number(),
    /** Whole euro cents; null when fewer than the minimum bookings were paid ones. */
    medianFeeCents: z.nullable(z.number()),
    paidBookings: z.number(),
    /** Percent of the bookings, rounded to whole numbers. */
    payToPlayPercent: z.number(),
    unpaidPercent: z.number(),
    /** Hours, rounded to one decimal; null below the minimum of answered applications. */
    medianAnswerHours: z.nullable(z.number()),
    answeredApplications: z.number(),
    /** Percent; null below the minimum of applications to ended offers. */
    decisionPercent: z.nullable(z.number()),
    endedApplications: z.number(),
  }),
]);
export type FairPayFigures = z.infer<typeof FairPayFiguresSchema>;

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/**
 * The figures a page may show: nothing below the minimum of bookings, and each figure only when
 * its own basis reaches the minimum.
 */
export function fairPayFigures(counts: FairPayCounts): FairPayFigures {
  if (counts.bookings < FAIR_PAY_MIN_BOOKINGS) {
    return { shown: false, minimumBookings: FAIR_PAY_MIN_BOOKINGS };
  }
  const enough = (basis: number) => basis >= FAIR_PAY_MIN_BASIS;
  return {
    shown: true,
    minimumBookings: FAIR_PAY_MIN_BOOKINGS,
    bookings: counts.bookings,
    medianFeeCents:
      enough(counts.paidBookings) && counts.medianFeeCents !== null
        ? Math.round(counts.medianFeeCents)
        : null,
    paidBookings: counts.paidBookings,
    payToPlayPercent: percent(counts.payToPlayBookings, counts.bookings),
    unpaidPercent: percent(counts.unpaidBookings, counts.bookings),
    medianAnswerHours:
      enough(counts.answeredApplications) && counts.medianAnswerSeconds !== null
        ? Math.round(counts.medianAnswerSeconds / 360) / 10
        : null,
    answeredApplications: counts.answeredApplications,
    decisionPercent: enough(counts.endedApplications)
      ? percent(counts.decidedEndedApplications, counts.endedApplications)
      : null,
    endedApplications: counts.endedApplications,
  };
}
