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
 * At most this many full-text hits per kind are ranked, besides the exact name and the page asked
 * for (`offset + limit`): a common word ("Bench", "Be") matches thousands of rows, and ranking
 * them all would read them all (docs/decisions.md §60, "Bounded candidates").
 */
export const SEARCH_CANDIDATES = 300;

/**
 * How a name ranks (issue 17: exact name hits first, then names that start with the words, then
 * full-text hits, then typos): the `tier` (3, 2, 1, 0) and, within a tier, the similarity of the
 * words to the name (`pg_trgm` word similarity plus similarity). `alias` is the searched table's alias: its stored
 * `search_key` (the folded name) and `search_document` (migration 0025) carry the indexes.
 */
export function searchRank(terms: SearchTerms, alias: string) {
  const key = sql.raw(`${alias}.search_key`);
  const document = sql.raw(`${alias}.search_document`);
  return {
    tier: sql`case when ${key} = ${terms.key} then 3
      when starts_with(${key}, ${terms.key}) then 2
      when ${document} @@ ${terms.words} then 1 else 0 end`,
    // The words' best match inside the name, then the whole name's likeness (the shorter name
    // of two that contain the words ranks first).
    score: sql`word_similarity(${terms.key}, ${key}) + similarity(${terms.key}, ${key})`,
  };
}

/**
 * The rows worth ranking, as a `from` item named `alias` with the table's columns
 * (docs/decisions.md §60): full-text hits (at most `SEARCH_CANDIDATES` more than the page asks
 * for, `offset + limit`), the exact name, and typos (`<%`) only when full text found fewer rows
 * than the page asks for. The typo branch's condition on the full-text count is a one-time
 * filter: PostgreSQL does not run that scan at all when full text is enough, and when it runs,
 * full text found (nearly) nothing, so the typed words are rare and the trigram index answers.
 * The branches are disjoint (the exact name and typos exclude full-text hits). `visible` is the
 * table's visibility predicate over `alias` (its partial indexes' predicate).
 */
export function searchCandidates(input: {
  terms: SearchTerms;
  table: string;
  alias: string;
  visible: SQL;
  limit: SQL;
  offset: SQL;
}): SQL {
  const { terms, visible } = input;
  const alias = sql.raw(input.alias);
  const from = sql.raw(`${input.table} ${input.alias}`);
  const key = sql.raw(`${input.alias}.search_key`);
  const document = sql.raw(`${input.alias}.search_document`);
  const wanted = sql`(${input.offset} + ${input.limit})`;
  const cap = sql`${wanted} + ${sql.raw(String(SEARCH_CANDIDATES))}`;
  const notWords = sql`not coalesce(${document} @@ ${terms.words}, false)`;
  return sql`(with words as materialized (select ${alias}.* from ${from}
        where ${visible} and ${document} @@ ${terms.words} limit ${cap})
      select * from words
      union all select ${alias}.* from ${from}
        where ${visible} and ${key} = ${terms.key} and ${notWords}
      union all (select ${alias}.* from ${from}
        where (select count(*) from words) < ${wanted} and ${visible}
          and ${terms.key} <% ${key} and ${notWords}
        limit ${cap})) ${alias}`;
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
