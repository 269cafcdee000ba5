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
 * At most this many names that start with the words, and as many full-text hits, per kind are
 * ranked besides the page asked for (`offset + limit`): a common word ("Bench", "Be") matches
 * thousands of rows, and ranking them all would read them all (docs/decisions.md §60, "Bounded
 * candidates").
 */
export const SEARCH_CANDIDATES = 100;

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
 * (docs/decisions.md §60): names that start with the words (the exact name first: byte order,
 * btree of migration 0026) and full-text hits, each at most `SEARCH_CANDIDATES` more than the page
 * asks for (`offset + limit`), and typos (`<%`) only when those found fewer rows than the page asks
 * for. The typo branch's condition on the counts is a one-time filter: PostgreSQL does not run
 * that scan at all when names and full text are enough, and when it runs they found (nearly)
 * nothing, so the typed words are rare and the trigram index answers. The branches are disjoint.
 * `visible` is the table's visibility predicate over `alias` (its partial indexes' predicate).
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
  const named = sql`starts_with(words.search_key, ${terms.key})`;
  const found = sql`(select count(*) from named)
    + (select count(*) from words where not ${named})`;
  // Starts with the words: the byte-order range of `text_pattern_ops` (chr(1114111) is the last
  // code point), which the btree answers whatever the database's collation.
  // `matching` and `typos` have no limit of their own: planned with one, a condition the planner
  // overestimates ("kulturhale:*") becomes a sequential scan that reads the whole table when
  // nothing matches. A CTE is read lazily, so the limits outside stop them as early.
  return sql`(with named as materialized (select ${alias}.* from ${from}
        where ${visible} and ${key} ~>=~ ${terms.key} and ${key} ~<~ (${terms.key} || chr(1114111))
        order by ${key} using ~<~ limit ${cap}),
      matching as materialized (select ${alias}.* from ${from}
        where ${visible} and ${document} @@ ${terms.words}),
      words as materialized (select * from matching limit ${cap}),
      typos as materialized (select ${alias}.* from ${from}
        where ${found} < ${wanted} and ${visible} and ${terms.key} <% ${key}
          and not starts_with(${key}, ${terms.key})
          and not coalesce(${document} @@ ${terms.words}, false))
      select * from named
      union all select * from words where not ${named}
      union all (select * from typos limit ${cap})) ${alias}`;
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
