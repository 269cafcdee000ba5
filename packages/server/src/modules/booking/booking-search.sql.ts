import { sql } from 'drizzle-orm';
import { offerPath } from '@backline/domain';
import { SEARCH_ORDER, searchRank, type SearchProvider } from '../../platform/search.sql.ts';

/**
 * Booking offers by title and description (issue 17 item 2): only those the gig lists show to
 * others (published, not by a shadow-banned offerer: the predicate of the lists and of the
 * partial search indexes of migration 0024).
 */
export const offersSearchProvider: SearchProvider = {
  kind: 'offers',
  statement: ({ terms, limit, offset }) => {
    const rank = searchRank(
      terms,
      sql`offer.title`,
      sql`backline_search_document(offer.title, offer.description)`,
    );
    return sql`select json_build_object('id', offer.id, 'title', offer.title,
        'venue', venue.name, 'city', place.name) as hit,
        ${rank.tier} as tier, ${rank.score} as score, offer.id as id
      from booking_offers offer
      left join pages venue on venue.id = offer.venue_page_id
      left join cities place on place.id = venue.city_id
      where offer.phase = 'published' and not offer.shadowed and ${rank.matches}
      order by ${SEARCH_ORDER} limit ${limit} offset ${offset}`;
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
