import {
  BOOKING_LIST_PAGE_SIZE,
  HIGHLIGHT_CANDIDATES_LIMIT,
  offerPath,
  type HighlightSubject,
  type BookingApplication,
  type BookingListQuery,
  type BookingOffer,
  type BookingOfferPage,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { offerCandidatesSql } from './booking-highlights.sql.ts';
import { presentApplicationItem, presentOffer, presentOfferPage } from './booking.presenter.ts';
import { createBookingContext, type BookingServiceOptions } from './booking.shared.ts';

/**
 * Reading offers (spec sections 3 and 4): one offer, the gig list, the caller's offers and
 * applications. Each answer is one folded statement (booking-list.repository.ts).
 */
export function createOfferQueriesService(db: Database, options: BookingServiceOptions = {}) {
  const { now, lists } = createBookingContext(db, options);
  return {
    /**
     * `GET /api/booking/{id}`: drafts and pending offers only for their offerer. One statement
     * (booking-list.repository.ts `offer`) whatever the viewer.
     */
    async get(id: string, viewerId: string | null): Promise<BookingOffer | null> {
      const row = await lists.offer(id, viewerId);
      if (!row) return null;
      if ((row.phase === 'draft' || row.phase === 'pending') && !row.viewerIsOfferer) return null;
      // A shadow-banned offerer's offer exists for them only.
      if (row.shadowed && !row.viewerIsOfferer) return null;
      return presentOffer(row, now());
    },

    /** `/gigs` and `/booking`: published offers, filtered, sorted and paged on the server. */
    async list(query: BookingListQuery, viewerId: string | null): Promise<BookingOfferPage> {
      const page = Math.max(1, Number(query.page ?? 1));
      const size = Number(query.size ?? BOOKING_LIST_PAGE_SIZE) || BOOKING_LIST_PAGE_SIZE;
      return presentOfferPage(await lists.list(query, viewerId, page, size), page, size, now());
    },

    /** `/booking/myoffers`: the caller's offers in every phase, with their applicant counts. */
    async myOffers(userId: string, page: number, size: number): Promise<BookingOfferPage> {
      return presentOfferPage(await lists.mine(userId, page, size), page, size, now());
    },

    /** `/booking/myapplies`: the applications of the pages the caller speaks for. */
    async myApplications(
      userId: string,
      status: string | undefined,
    ): Promise<BookingApplication[]> {
      return (await lists.myApplications(userId, status)).flatMap(
        (row) => presentApplicationItem(row, 'artist') ?? [],
      );
    },

    /** The highlights' offer picker: live public offers whose title or text match `q`. */
    async highlightCandidates(q: string): Promise<HighlightSubject[]> {
      const result = await db.execute<{
        id: string;
        title: string;
        startsAt: Date | string | null;
        city: string | null;
      }>(offerCandidatesSql(q, now(), HIGHLIGHT_CANDIDATES_LIMIT));
      return result.rows.map((row) => ({
        kind: 'offer',
        id: row.id,
        title: row.title,
        pageKind: null,
        city: row.city,
        startsAt: row.startsAt === null ? null : new Date(row.startsAt).toISOString(),
        resource: offerPath(row),
      }));
    },
  };
}

export type OfferQueriesService = ReturnType<typeof createOfferQueriesService>;
