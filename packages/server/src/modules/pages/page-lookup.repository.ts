import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { cities, pages, users, type PageRow } from '../../db/schema/index.ts';
import {
  cityReferenceColumns,
  cityReferenceOf,
  type CityReference,
} from '../../platform/city-reference.repository.ts';
import { createPageMembersRepository } from './page-members.repository.ts';
import { accountInUse } from './pages.repository.ts';

/** Finding pages without knowing their id: short URLs and the offer form's venue search. */
export function createPageLookupRepository(db: Database) {
  const members = createPageMembersRepository(db);
  return {
    /**
     * Venues and organizations whose name (lowercase, without accents) starts with the query,
     * then those with a word that does, then those that merely contain it; by name. One
     * statement.
     */
    async searchVenues(
      query: string,
      limit: number,
      kinds: readonly PageRow['kind'][] = ['location', 'organization'],
    ): Promise<{ page: PageRow; city: CityReference | null }[]> {
      const folded = escapeLike(query.toLowerCase());
      const name = sql`unaccent(lower(${pages.name}))`;
      const prefix = sql`${name} like unaccent(${folded}) || '%'`;
      const wordPrefix = sql`${name} like '%' || unaccent(${` ${folded}`}) || '%'`;
      const contains = sql`${name} like '%' || unaccent(${folded}) || '%'`;
      const rank = sql<number>`case when ${prefix} then 0 when ${wordPrefix} then 1 else 2 end`;
      const rows = await db
        .select({ page: pages, ...cityReferenceColumns })
        .from(pages)
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .where(and(inArray(pages.kind, [...kinds]), contains))
        .orderBy(rank, sql`lower(${pages.name}) collate "und-x-icu"`, pages.id)
        .limit(limit);
      return rows.map((row) => ({ page: row.page, city: cityReferenceOf(row) }));
    },

    /** A user id that names an account in use, for short URLs. */
    userForShortUrl(id: string): Promise<{ id: string; name: string } | null> {
      return members.userInUse(id);
    },

    /**
     * Whether `resolve` would find something for a short URL, in one statement: a page with this
     * address (when `byUrlname`), a page or an account in use with this id (when `byId`). Each
     * test is a unique-index lookup.
     */
    async shortUrlExists(
      shortUrl: string,
      { byUrlname, byId }: { byUrlname: boolean; byId: boolean },
    ): Promise<boolean> {
      const tests = [
        ...(byUrlname
          ? [sql`exists (select 1 from ${pages} where ${eq(pages.urlname, shortUrl)})`]
          : []),
        ...(byId
          ? [
              sql`exists (select 1 from ${pages} where ${eq(pages.id, shortUrl)})`,
              sql`exists (select 1 from ${users} where ${and(eq(users.id, shortUrl), accountInUse())})`,
            ]
          : []),
      ];
      if (tests.length === 0) return false;
      const result = await db.execute<{ found: boolean }>(
        sql`select ${sql.join(tests, sql` or `)} as found`,
      );
      return result.rows[0]?.found === true;
    },
  };
}

export type PageLookupRepository = ReturnType<typeof createPageLookupRepository>;
