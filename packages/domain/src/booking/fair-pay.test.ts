import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FAIR_PAY_MIN_BASIS,
  FAIR_PAY_MIN_BOOKINGS,
  fairPayFigures,
  type FairPayCounts,
} from './fair-pay.ts';

/** Consistent counts: parts never exceed their whole. */
const countsArbitrary = fc
  .record({
    bookings: fc.integer({ min: 0, max: 40 }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
    costShare: fc.double({ min: 0, max: 1, noNaN: true }),
    answered: fc.integer({ min: 0, max: 60 }),
    ended: fc.integer({ min: 0, max: 60 }),
    decidedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    fee: fc.integer({ min: 1, max: 500_000 }),
    seconds: fc.integer({ min: 0, max: 90 * 24 * 3600 }),
  })
  .map((r): FairPayCounts => {
    const paidBookings = Math.floor(r.bookings * r.paidShare);
    const payToPlayBookings = Math.floor((r.bookings - paidBookings) * r.costShare);
    return {
      bookings: r.bookings,
      paidBookings,
      medianFeeCents: paidBookings > 0 ? r.fee : null,
      payToPlayBookings,
      unpaidBookings: r.bookings - paidBookings - payToPlayBookings,
      answeredApplications: r.answered,
      medianAnswerSeconds: r.answered > 0 ? r.seconds : null,
      endedApplications: r.ended,
      decidedEndedApplications: Math.floor(r.ended * r.decidedShare),
    };
  });

describe('fair-pay figures', () => {
  it('expose nothing below the minimum of bookings, whatever else was counted', () => {
    fc.assert(
      fc.property(countsArbitrary, (counts) => {
        const figures = fairPayFigures(counts);
        expect(figures.shown).toBe(counts.bookings >= FAIR_PAY_MIN_BOOKINGS);
        if (!figures.shown) {
          expect(figures).toEqual({ shown: false, minimumBookings: FAIR_PAY_MIN_BOOKINGS });
        }
      }),
    );
  });

  it('show each figure only when its own basis reaches the minimum', () => {
    fc.assert(
      fc.property(countsArbitrary, (counts) => {
        const figures = fairPayFigures(counts);
        if (!figures.shown) return;
        expect(figures.medianFeeCents === null).toBe(counts.paidBookings < FAIR_PAY_MIN_BASIS);
        expect(figures.medianAnswerHours === null).toBe(
          counts.answeredApplications < FAIR_PAY_MIN_BASIS,
        );
        expect(figures.decisionPercent === null).toBe(
          counts.endedApplications < FAIR_PAY_MIN_BASIS,
        );
        for (const share of [
          figures.payToPlayPercent,
          figures.unpaidPercent,
          figures.decisionPercent ?? 0,
        ]) {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('rounds shares to whole percent and the answer time to a tenth of an hour', () => {
    expect(
      fairPayFigures({
        bookings: 6,
        paidBookings: 5,
        medianFeeCents: 15000.5,
        payToPlayBookings: 1,
        unpaidBookings: 0,
        answeredApplications: 8,
        medianAnswerSeconds: 5400,
        endedApplications: 9,
        decidedEndedApplications: 6,
      }),
    ).toEqual({
      shown: true,
      minimumBookings: 5,
      bookings: 6,
      medianFeeCents: 15001,
      paidBookings: 5,
      payToPlayPercent: 17,
      unpaidPercent: 0,
      medianAnswerHours: 1.5,
      answeredApplications: 8,
      decisionPercent: 67,
      endedApplications: 9,
    });
  });
});
