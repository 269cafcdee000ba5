import {
  VENUE_RATING_CRITERIA,
  VENUE_RATING_EDIT_DAYS,
  type VenueRatingCriterion,
} from './venue.constants.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The last moment a rating written at `createdAt` may still be changed by its rater. */
export const venueRatingEditableUntil = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + VENUE_RATING_EDIT_DAYS * DAY_MS);

/** Whether the rater may still change a rating written at `createdAt` (the window is inclusive). */
export const canEditVenueRating = (createdAt: Date, now: Date): boolean =>
  now.getTime() >= createdAt.getTime() &&
  now.getTime() <= venueRatingEditableUntil(createdAt).getTime();

export type VenueScores = Record<VenueRatingCriterion, number>;

/** The average of one rating over its criteria. */
export const overallScore = (scores: VenueScores): number =>
  VENUE_RATING_CRITERIA.reduce((sum, criterion) => sum + scores[criterion], 0) /
  VENUE_RATING_CRITERIA.length;

/** Rounded to one decimal for display and answers (4.25 → 4.3). */
export const roundScore = (value: number): number => Math.round(value * 10) / 10;

export type VenueRatingSummaryValue = {
  count: number;
  /** null without ratings. */
  overall: number | null;
  averages: Record<VenueRatingCriterion, number | null>;
};

/**
 * The summary of a venue's ratings as the venue page shows it: the number of ratings, the
 * average per criterion and the overall average (of the ratings' own averages), one decimal.
 * The server computes the same in SQL; this is the rule its tests compare with.
 */
export function summarizeVenueRatings(ratings: readonly VenueScores[]): VenueRatingSummaryValue {
  const count = ratings.length;
  const averageOf = (pick: (scores: VenueScores) => number) =>
    count === 0 ? null : roundScore(ratings.reduce((sum, r) => sum + pick(r), 0) / count);
  const averages = Object.fromEntries(
    VENUE_RATING_CRITERIA.map((criterion) => [criterion, averageOf((r) => r[criterion])]),
  ) as Record<VenueRatingCriterion, number | null>;
  // The sum of every score over all of them: integers, so the order of the ratings never matters.
  const total = ratings.reduce(
    (sum, r) => sum + VENUE_RATING_CRITERIA.reduce((inner, c) => inner + r[c], 0),
    0,
  );
  const overall = count === 0 ? null : roundScore(total / (count * VENUE_RATING_CRITERIA.length));
  return { count, overall, averages };
}
