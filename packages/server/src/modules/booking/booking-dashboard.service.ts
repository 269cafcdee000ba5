import {
  offerPath,
  type BookingOfferSummary,
  type PendingRating,
  type UpcomingGig,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createBookingDashboardRepository } from './booking-dashboard.repository.ts';
import { presentOfferSummary, presentPageParty } from './booking.presenter.ts';
import type { createBookingRatingsService } from './booking-ratings.service.ts';

type Section<T> = { items: T[]; total: number };

/**
 * What the dashboard (`/home`) shows of booking: the confirmed gigs still to come, the gigs
 * still to rate and the news of followed pages (their newest offers). One statement each.
 */
export function createBookingDashboardService(
  db: Database,
  options: {
    now: () => Date;
    ratings: Pick<ReturnType<typeof createBookingRatingsService>, 'pending'>;
  },
) {
  const repository = createBookingDashboardRepository(db);
  return {
    async upcomingGigs(viewerId: string, limit: number): Promise<Section<UpcomingGig>> {
      const row = await repository.upcomingGigs(viewerId, options.now(), limit);
      return {
        total: row.total,
        items: row.items.flatMap((item) =>
          item.artist
            ? [
                {
                  applicationId: item.applicationId,
                  side: item.side,
                  offerId: item.offerId,
                  offerTitle: item.offerTitle,
                  offerResource: offerPath({ id: item.offerId, title: item.offerTitle }),
                  startsAt: item.startsAt,
                  virtual: item.virtual,
                  venue: item.venue,
                  artist: presentPageParty(item.artist),
                },
              ]
            : [],
        ),
      };
    },

    /** The gigs to rate: the same statement as `/booking/ratings`, the first few shown. */
    async pendingRatings(viewerId: string, limit: number): Promise<Section<PendingRating>> {
      const all = await options.ratings.pending(viewerId);
      return { items: all.slice(0, limit), total: all.length };
    },

    async followedNews(viewerId: string, limit: number): Promise<Section<BookingOfferSummary>> {
      const row = await repository.followedNews(viewerId, limit);
      const now = options.now();
      return { total: row.total, items: row.items.map((item) => presentOfferSummary(item, now)) };
    },
  };
}

export type BookingDashboardService = ReturnType<typeof createBookingDashboardService>;
