import { sql } from 'drizzle-orm';
import { pageResource, type PageKind } from '@backline/domain';
import { SEARCH_ORDER, searchRank, type SearchProvider } from '../../platform/search.sql.ts';

/**
 * Pages (artists, live locations, organizations) by name and description (issue 17 item 2).
 * Pages are public; every status is found (a closed venue is still looked for).
 */
export const pagesSearchProvider: SearchProvider = {
  kind: 'pages',
  statement: ({ terms, limit, offset }) => {
    const rank = searchRank(
      terms,
      sql`page.name`,
      sql`backline_search_document(page.name, page.description)`,
    );
    return sql`select json_build_object('id', page.id, 'name', page.name, 'kind', page.kind,
        'organizationType', page.organization_type, 'urlname', page.urlname,
        'city', place.name) as hit,
        ${rank.tier} as tier, ${rank.score} as score, page.id as id
      from pages page
      left join cities place on place.id = page.city_id
      where ${rank.matches}
      order by ${SEARCH_ORDER} limit ${limit} offset ${offset}`;
  },
  present: (hit) => {
    const row = hit as {
      id: string;
      name: string;
      kind: PageKind;
      organizationType: string | null;
      urlname: string | null;
      city: string | null;
    };
    return {
      kind: 'pages',
      id: row.id,
      title: row.name,
      subtitle: row.city,
      type: row.kind,
      path: pageResource(row),
    };
  },
};
