import { sql, type SQL } from 'drizzle-orm';
import type { Locale, SearchHit, SearchKind } from '@backline/domain';

/**
 * The search terms as SQL over the statement's placeholders: `key` is the typed text folded like
 * the names in the index (`backline_search_key`: lowercase, no accents), `words` the prefix
 * tsquery in German, English and as written (`backline_search_query`, migration 0024).
 */
export type SearchTerms = { key: SQL; words: SQL };

export const searchTerms = (): SearchTerms => ({
  key: sql`backline_search_key(${sql.placeholder('q')}::text)`,
  words: sql`backline_search_query(${sql.placeholder('words')}::text)`,
});

/**
 * How a name ranks (issue 17: exact name hits first, then names that start with the words, then
 * full-text hits, then typos): the `tier` (3, 2, 1, 0) and, within a tier, the similarity of the
 * words to the name (`pg_trgm` word similarity plus similarity). `alias` is the searched table's alias: its stored
 * `search_key` (the folded name) and `search_document` (migration 0024) carry the indexes.
 */
export function searchRank(terms: SearchTerms, alias: string) {
  const key = sql.raw(`${alias}.search_key`);
  const document = sql.raw(`${alias}.search_document`);
  return {
    /** The condition both indexes answer: full text over the document, or a typo in the name. */
    matches: sql`(${document} @@ ${terms.words} or ${terms.key} <% ${key})`,
    tier: sql`case when ${key} = ${terms.key} then 3
      when starts_with(${key}, ${terms.key}) then 2
      when ${document} @@ ${terms.words} then 1 else 0 end`,
    // The words' best match inside the name, then the whole name's likeness (the shorter name
    // of two that contain the words ranks first).
    score: sql`word_similarity(${terms.key}, ${key}) + similarity(${terms.key}, ${key})`,
  };
}

/**
 * A module's contribution to the search (issue 17 item 2): the hits of its own kind from its own
 * tables. `statement` answers the rows `hit` (json: whatever `present` needs), `tier`, `score` and
 * `id`, already filtered to what the viewer may see, best first, `limit` rows from `offset`.
 * The search module puts every kind's statement into ONE statement per request.
 */
export type SearchProvider = {
  kind: SearchKind;
  statement(input: {
    terms: SearchTerms;
    /** The signed-in viewer's id (placeholder), null for visitors. */
    viewer: SQL | null;
    limit: SQL;
    offset: SQL;
  }): SQL;
  /** The hit as the API answers it, in the viewer's language where the row has two. */
  present(hit: Record<string, unknown>, locale: Locale): SearchHit;
};

/** The rows' order inside a provider's statement. */
export const SEARCH_ORDER = sql`tier desc, score desc, id`;
