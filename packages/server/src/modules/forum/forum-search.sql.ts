import { sql } from 'drizzle-orm';
import { forumTopicPath } from '@backline/domain';
import {
  SEARCH_ORDER,
  searchCandidates,
  searchRank,
  type SearchProvider,
} from '../../platform/search.sql.ts';

/**
 * Forum topics by title and text (issue 17 item 2), for members only (the search module asks
 * this provider only for a signed-in viewer). Published topics that are not shadowed: a
 * shadow-banned author finds theirs in the forum's own list.
 */
export const topicsSearchProvider: SearchProvider = {
  kind: 'topics',
  statement: ({ terms, limit, offset }) => {
    const rank = searchRank(terms, 'topic');
    const visible = sql`topic.content_state = 'published' and not topic.shadowed`;
    const candidates = searchCandidates({
      terms,
      table: 'forum_topics',
      alias: 'topic',
      visible,
      limit,
      offset,
    });
    return sql`select json_build_object('id', found.id, 'title', found.title,
        'categoryDe', category.name_de, 'categoryEn', category.name_en) as hit,
        found.tier, found.score, found.id
      from (select topic.id, topic.title, topic.category_id,
          ${rank.tier} as tier, ${rank.score} as score
        from ${candidates}
        order by ${SEARCH_ORDER} limit ${limit} offset ${offset}) found
      join forum_categories category on category.id = found.category_id`;
  },
  present: (hit, locale) => {
    const row = hit as { id: string; title: string; categoryDe: string; categoryEn: string };
    return {
      kind: 'topics',
      id: row.id,
      title: row.title,
      subtitle: locale === 'en' ? row.categoryEn : row.categoryDe,
      type: null,
      path: forumTopicPath(row.title, row.id),
    };
  },
};
