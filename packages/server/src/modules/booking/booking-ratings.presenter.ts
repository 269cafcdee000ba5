import {
  ratingPath,
  type BookingParty,
  type BookingRating,
  type PendingRating,
} from '@backline/domain';
import type { PendingItemRow, RatingItemRow } from './booking-ratings.repository.ts';
import { presentPageParty, presentUserParty } from './booking.presenter.ts';
import type { PagePartyRow, UserPartyRow } from './booking.sql.ts';

/** The page when there is a page id (null when that page is gone), else the user, else none. */
function partyOf(
  pageId: string | null,
  page: PagePartyRow | null,
  user: UserPartyRow | null,
): BookingParty | null {
  if (pageId) return page ? presentPageParty(page) : null;
  return user ? presentUserParty(user) : null;
}

export function presentRating(row: RatingItemRow): BookingRating {
  return {
    id: row.id,
    type: 'bookingrating',
    resource: ratingPath(row.id),
    value: row.value,
    text: row.text,
    answer: row.answer,
    answeredAt: row.answeredAt,
    createdAt: row.createdAt,
    offerTitle: row.offerTitle,
    gigStartsAt: row.gigStartsAt,
    raterSide: row.raterSide,
    rater: partyOf(row.raterPageId, row.raterPage, row.raterUser),
    rated: partyOf(row.ratedPageId, row.ratedPage, row.ratedUser),
    canAnswer: row.canAnswer,
  };
}

/** A gig still to rate; none when the party to rate is gone or the gig has no date. */
export function presentPendingRating(row: PendingItemRow): PendingRating | null {
  const other = partyOf(row.otherPageId, row.otherPage, row.otherUser);
  if (!other || !row.gigStartsAt) return null;
  return {
    applicationId: row.applicationId,
    offerId: row.offerId,
    offerTitle: row.offerTitle,
    gigStartsAt: row.gigStartsAt,
    side: row.side,
    other,
  };
}
