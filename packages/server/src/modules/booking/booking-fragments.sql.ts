import { sql, type SQL } from 'drizzle-orm';
import type { PageKind } from '@backline/domain';

/**
 * SQL: whether a page is "open for bookings" (the directory's filter; docs/decisions.md §59):
 * an artist that applied to a gig within `days`; a live location with a published offer at it;
 * an organization that publishes an offer now. Index lookups on the page's column.
 */
export const openForBookingsSql = (kind: PageKind, pageId: SQL, days: number) => {
  switch (kind) {
    case 'artist':
      return sql`exists (select 1 from booking_applications recent
        where recent.page_id = ${pageId}
          and recent.applied_at > now() - make_interval(days => ${days}))`;
    case 'location':
      return sql`exists (select 1 from booking_offers open_offer
        where open_offer.venue_page_id = ${pageId}
          and open_offer.phase = 'published' and not open_offer.shadowed)`;
    case 'organization':
      return sql`exists (select 1 from booking_offers open_offer
        where open_offer.publisher_page_id = ${pageId}
          and open_offer.phase = 'published' and not open_offer.shadowed)`;
  }
};
