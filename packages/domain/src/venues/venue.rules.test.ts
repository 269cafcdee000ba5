import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VENUE_RATING_CRITERIA, VENUE_RATING_EDIT_DAYS } from './venue.constants.ts';
import {
  canEditVenueRating,
  overallScore,
  summarizeVenueRatings,
  venueRatingEditableUntil,
  type VenueScores,
} from './venue.rules.ts';

const DAY_MS = 24 * 3600 * 1000;
const score = fc.integer({ min: 1, max: 5 });
const scores: fc.Arbitrary<VenueScores> = fc.record({
  organisation: score,
  sound: score,
  hospitality: score,
  payReliability: score,
  audience: score,
});
const time = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('the edit window of a venue rating', () => {
  it('is open from writing until exactly 30 days later, closed before and after', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -10 * DAY_MS, max: 60 * DAY_MS }), (created, offset) => {
        const createdAt = new Date(created);
        const now = new Date(created + offset);
        expect(canEditVenueRating(createdAt, now)).toBe(
          offset >= 0 && offset <= VENUE_RATING_EDIT_DAYS * DAY_MS,
        );
      }),
    );
  });

  it('ends 30 days after the rating was written', () => {
    const createdAt = new Date('2026-03-01T10:00:00Z');
    expect(venueRatingEditableUntil(createdAt).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(canEditVenueRating(createdAt, new Date('2026-03-31T10:00:00.001Z'))).toBe(false);
  });
});

describe('the rating summary', () => {
  it('has no averages without ratings', () => {
    expect(summarizeVenueRatings([])).toEqual({
      count: 0,
      overall: null,
      averages: {
        organisation: null,
        sound: null,
        hospitality: null,
        payReliability: null,
        audience: null,
      },
    });
  });

  it('keeps every average between the lowest and highest score, one decimal', () => {
    fc.assert(
      fc.property(fc.array(scores, { minLength: 1, maxLength: 40 }), (ratings) => {
        const summary = summarizeVenueRatings(ratings);
        expect(summary.count).toBe(ratings.length);
        for (const criterion of VENUE_RATING_CRITERIA) {
          const values = ratings.map((r) => r[criterion]);
          const average = summary.averages[criterion]!;
          expect(average).toBeGreaterThanOrEqual(Math.min(...values));
          expect(average).toBeLessThanOrEqual(Math.max(...values));
          expect(Math.round(average * 10)).toBeCloseTo(average * 10, 6);
        }
        expect(summary.overall).toBeGreaterThanOrEqual(1);
        expect(summary.overall).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('does not depend on the order of the ratings', () => {
    fc.assert(
      fc.property(fc.array(scores, { minLength: 1, maxLength: 20 }), (ratings) => {
        expect(summarizeVenueRatings([...ratings].reverse())).toEqual(
          summarizeVenueRatings(ratings),
        );
      }),
    );
  });

  it('of equal ratings is that rating', () => {
    fc.assert(
      fc.property(scores, fc.integer({ min: 1, max: 10 }), (one, times) => {
        const summary = summarizeVenueRatings(Array.from({ length: times }, () => one));
        expect(summary.averages).toEqual(one);
        expect(summary.overall).toBe(Math.round(overallScore(one) * 10) / 10);
      }),
    );
  });
});
