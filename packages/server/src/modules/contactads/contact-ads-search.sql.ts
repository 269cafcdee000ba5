import { sql } from 'drizzle-orm';
import {
  SEARCH_ORDER,
  searchCandidates,
  searchRank,
  type SearchProvider,
} from '../../platform/search.sql.ts';
import { accountListedSql } from '../profiles/profiles.module.ts';
import { contactAdPath } from './contact-ads.presenter.ts';

/**
 * Contact ads by title and text (issue 18 item 10): only those the list shows to others (active,
 * not expired, not hidden or shadowed, by an account that may appear in lists; the predicate of
 * the partial search indexes of migration 0030, the time and the writer checked on top).
 */
export const contactAdsSearchProvider: SearchProvider = {
  kind: 'contactads',
  statement: ({ terms, limit, offset }) => {
    const rank = searchRank(terms, 'ad');
    const visible = sql`ad.status = 'active' and not ad.shadowed and not ad.hidden
      and ad.expires_at > now() and exists (select 1 from users ad_writer
        where ad_writer.id = ad.publisher_user_id and ${accountListedSql(sql`ad_writer`)})`;
    const candidates = searchCandidates({
      terms,
      table: 'contact_ads',
      alias: 'ad',
      visible,
      limit,
      offset,
    });
    return sql`select json_build_object('id', found.id, 'title', found.title,
        'city', place.name) as hit, found.tier, found.score, found.id
      from (select ad.id, ad.title, ad.city_id, ${rank.tier} as tier, ${rank.score} as score
        from ${candidates}
        order by ${SEARCH_ORDER} limit ${limit} offset ${offset}) found
      left join cities place on place.id = found.city_id`;
  },
  present: (hit) => {
    const row = hit as { id: string; title: string; city: string | null };
    return {
      kind: 'contactads',
      id: row.id,
      title: row.title,
      subtitle: row.city,
      type: null,
      path: contactAdPath(row),
    };
  },
};
