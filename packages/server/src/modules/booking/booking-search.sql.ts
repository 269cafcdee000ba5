import { sql } from 'drizzle-orm';
import { offerPath } from '@backline/domain';
import {
  SEARCH_ORDER,
  searchCandidates,
  searchRank,
  type SearchProvider,
} from '../../platform/search.sql.ts';

/**
 * Booking offers by title and description (issue 17 item 2): only those the gig lists show to
 * others (published, not by a shadow-banned offerer: the predicate of the lists and of the
 * partial search indexes of migration 0025).
 */
export const offersSearchProvider: SearchProvider = {
  kind: 'offers',
  statement: ({ terms, limit, offset }) => {
    const rank = searchRank(terms, 'offer');
    const visible = sql`offer.phase = 'published' and not offer.shadowed`;
    const candidates = searchCandidates({
      terms,
      table: 'booking_offers',
      alias: 'offer',
      visible,
      limit,
      offset,
    });
    return sql`select json_build_object('id', found.id, 'title', found.title,
        'venue', venue.name, 'city', place.name) as hit, found.tier, found.score, found.id
      from (select offer.id, offer.title, offer.venue_page_id,
          ${rank.tier} as tier, ${rank.score} as score
        from ${candidates}
        order by ${SEARCH_ORDER} limit ${limit} offset ${offset}) found
      left join pages venue on venue.id = found.venue_page_id
      left join cities place on place.id = venue.city_id`;
  },
  present: (hit) => {
    const row = hit as { id: string; title: string; venue: string | null; city: string | null };
    const place = [row.venue, row.city].filter((part) => part !== null).join(', ');
    return {
      kind: 'offers',
      id: row.id,
      title: row.title,
      subtitle: place === '' ? null : place,
      type: null,
      path: offerPath(row),
    };
  },
};
