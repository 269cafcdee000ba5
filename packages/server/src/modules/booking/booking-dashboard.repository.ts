import { desc, asc, sql } from 'drizzle-orm';
import type { BookingSide } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { bookingOffers } from '../../db/schema/index.ts';
import { pagesFollowedBySql, pagesOfMemberSql } from '../pages/pages.module.ts';
import type { OfferCardsRow } from './booking-list.repository.ts';
import { cardsSql } from './booking-list.sql.ts';
import { isoText, ownOfferIds, pagePartyJson, type PagePartyRow } from './booking.sql.ts';

/** A confirmed gig still to come, as one JSON value. */
export type UpcomingGigRow = {
  applicationId: string;
  side: BookingSide;
  offerId: string;
  offerTitle: string;
  startsAt: string;
  virtual: boolean;
  venue: { name: string; city: string | null } | null;
  artist: PagePartyRow | null;
};

const viewer = sql.placeholder('viewer');

/** The confirmed gigs of one side from `now` on (placeholders `viewer`, `now`). */
const upcomingOf = (side: BookingSide) => sql`
    select json_build_object(
      'applicationId', gig.id, 'side', ${sql.raw(`'${side}'`)}::text,
      'offerId', offer.id, 'offerTitle', offer.title,
      'startsAt', ${isoText(sql`gig_date.starts_at`)}, 'virtual', offer.virtual,
      'venue', (
        select json_build_object('name', venue.name, 'city', venue_city.name)
        from pages venue left join cities venue_city on venue_city.id = venue.city_id
        where venue.id = offer.venue_page_id),
      'artist', ${pagePartyJson(sql`gig.page_id`)}) as item,
      gig_date.starts_at, ${sql.raw(side === 'artist' ? '0' : '1')} as side_order,
      gig.id as application_id
    from booking_applications gig
    join booking_dates gig_date on gig_date.id = gig.date_id
    join booking_offers offer on offer.id = gig.offer_id
    where gig.status = 'confirmed' and gig_date.starts_at >= ${sql.placeholder('now')}::timestamptz
      and ${
        side === 'artist'
          ? sql`gig.page_id in ${pagesOfMemberSql(viewer)}`
          : sql`gig.offer_id in ${ownOfferIds(viewer)}`
      }`;

/**
 * ONE statement: the viewer's confirmed gigs from now on, by date, on both sides (a page they
 * belong to plays; an offer they manage booked an act), the first `limit` and the number of all.
 */
const upcomingSql = sql`
    with upcoming as (${upcomingOf('artist')} union all ${upcomingOf('offerer')})
    select (select count(*)::int from upcoming) as total,
      (select coalesce(json_agg(first.item order by first.starts_at, first.side_order,
          first.application_id), '[]'::json)
        from (select * from upcoming order by starts_at, side_order, application_id
          limit ${sql.placeholder('limit')}) first) as items`;

/** The newest published offers of the pages the viewer (placeholder) follows, with the total. */
const followedNewsSql = cardsSql(
  sql`${bookingOffers.phase} = 'published' and not ${bookingOffers.shadowed}
    and ${bookingOffers.publisherPageId} in ${pagesFollowedBySql(viewer)}`,
  sql`${desc(bookingOffers.publishedAt)}, ${asc(bookingOffers.id)}`,
  { limit: sql.placeholder('limit'), offset: 0 },
  { withCounts: false, collect: false, viewer },
);

/** The dashboard's booking sections (`/home`): one prepared statement each. */
export function createBookingDashboardRepository(db: Database) {
  const upcoming = prepareStatement<{ total: number; items: UpcomingGigRow[] }>(
    db,
    'booking_dashboard_upcoming',
    upcomingSql,
    ['total', 'items'],
  );
  const news = prepareStatement<OfferCardsRow>(db, 'booking_dashboard_news', followedNewsSql, [
    'total',
    'items',
  ]);
  return {
    async upcomingGigs(viewerId: string, now: Date, limit: number) {
      const [row] = await upcoming({ viewer: viewerId, now: now.toISOString(), limit });
      return row ?? { total: 0, items: [] };
    },

    async followedNews(viewerId: string, limit: number): Promise<OfferCardsRow> {
      const [row] = await news({ viewer: viewerId, limit });
      return row ?? { total: 0, items: [] };
    },
  };
}
