import { sql } from 'drizzle-orm';
import { pageResource, type PageKind } from '@backline/domain';
import {
  SEARCH_ORDER,
  searchCandidates,
  searchRank,
  type SearchProvider,
} from '../../platform/search.sql.ts';

/**
 * Pages (artists, live locations, organizations) by name and description (issue 17 item 2).
 * Pages are public; every status is found (a closed venue is still looked for).
 */
export const pagesSearchProvider: SearchProvider = {
  kind: 'pages',
  statement: ({ terms, limit, offset }) => {
    const rank = searchRank(terms, 'page');
    const candidates = searchCandidates({
      terms,
      table: 'pages',
      alias: 'page',
      visible: sql`true`,
      limit,
      offset,
    });
    return sql`select json_build_object('id', found.id, 'name', found.name, 'kind', found.kind,
        'organizationType', found.organization_type, 'urlname', found.urlname,
        'city', place.name) as hit, found.tier, found.score, found.id
      from (select page.id, page.name, page.kind, page.organization_type, page.urlname,
          page.city_id, ${rank.tier} as tier, ${rank.score} as score
        from ${candidates}
        order by ${SEARCH_ORDER} limit ${limit} offset ${offset}) found
      left join cities place on place.id = found.city_id`;
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
