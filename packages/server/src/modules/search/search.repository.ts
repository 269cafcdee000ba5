import { sql } from 'drizzle-orm';
import type { SearchKind } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { searchTerms, type SearchProvider } from '../../platform/search.sql.ts';

/** Each searched kind's hits (json rows of its provider), best first. */
export type SearchRow = Partial<Record<SearchKind, Record<string, unknown>[]>>;

/**
 * The one statement of a search: a column per kind, each the json array of that kind's provider
 * statement (`limit` rows from `offset`). Prepared once per set of kinds and viewer shape (a
 * visitor, a member): the plans stay, and a request costs one round trip.
 */
export function createSearchRepository(db: Database) {
  const prepared = new Map<string, (values: Record<string, unknown>) => Promise<SearchRow[]>>();

  function statementOf(providers: readonly SearchProvider[], signedIn: boolean) {
    const name = `search_${signedIn ? 'member' : 'visitor'}_${providers.map((p) => p.kind).join('_')}`;
    const known = prepared.get(name);
    if (known) return known;
    const terms = searchTerms();
    const input = {
      terms,
      viewer: signedIn ? sql`${sql.placeholder('viewer')}::text` : null,
      limit: sql`${sql.placeholder('limit')}::int`,
      offset: sql`${sql.placeholder('offset')}::int`,
    };
    const columns = providers.map(
      (provider) => sql`(select coalesce(json_agg(found.hit
          order by found.tier desc, found.score desc, found.id), '[]'::json)
        from (${provider.statement(input)}) found) as ${sql.identifier(provider.kind)}`,
    );
    const statement = prepareStatement<SearchRow>(
      db,
      name,
      sql`select ${sql.join(columns, sql`, `)}`,
      providers.map((provider) => provider.kind),
    );
    prepared.set(name, statement);
    return statement;
  }

  return {
    /**
     * The hits of each provider's kind for the search: `q` as typed, `words` the prefix tsquery
     * text, `limit` rows per kind from `offset`.
     */
    async search(
      providers: readonly SearchProvider[],
      values: { q: string; words: string; viewerId: string | null; limit: number; offset: number },
    ): Promise<SearchRow> {
      const run = statementOf(providers, values.viewerId !== null);
      const [row] = await run({
        q: values.q,
        words: values.words,
        limit: values.limit,
        offset: values.offset,
        ...(values.viewerId ? { viewer: values.viewerId } : {}),
      });
      return row ?? {};
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
