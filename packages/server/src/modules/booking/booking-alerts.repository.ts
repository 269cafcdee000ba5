import { and, sql } from 'drizzle-orm';
import { BookingListQuerySchema, offerPath } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { bookingOffers } from '../../db/schema/index.ts';
import {
  queryOfFilter,
  type AlertFilter,
  type AlertSource,
} from '../../platform/alerts/alert-source.ts';
import { matchedBookmarksSql } from '../../platform/alerts/alert-source.sql.ts';
import { filtersOf } from './booking-list.sql.ts';

/**
 * The gig list's saved-search alerts (`/gigs`, issue 18 item 5): for a newly published offer,
 * which saved filters let it through. Each filter is the gig list's own (`filtersOf`, with the
 * bookmark's owner as the viewer for "my network"), over the offers others may see: one
 * statement for the item and a batch of filters. A filter the list would refuse (422) matches
 * nothing.
 */
export function gigListAlertSource(db: Database): AlertSource {
  return {
    route: '/gigs',
    async match(itemId: string, filters: readonly AlertFilter[]) {
      const matched = matchedBookmarksSql(filters, (filter) => {
        const parsed = BookingListQuerySchema.safeParse(queryOfFilter(filter.filter));
        if (!parsed.success) return null;
        return and(...filtersOf(parsed.data, filter.userId)) ?? sql`true`;
      });
      const result = await db.execute<{
        title: string;
        publisher_user_id: string;
        matched: string[];
      }>(sql`
        select ${bookingOffers.title} as title,
          ${bookingOffers.publisherUserId} as publisher_user_id, ${matched} as matched
        from ${bookingOffers}
        where ${bookingOffers.id} = ${itemId}
          and ${bookingOffers.phase} = 'published' and not ${bookingOffers.shadowed}`);
      const row = result.rows[0];
      if (!row) return null;
      return {
        item: {
          title: row.title,
          path: offerPath({ id: itemId, title: row.title }),
          publisherUserId: row.publisher_user_id,
        },
        bookmarkIds: row.matched,
      };
    },
  };
}
