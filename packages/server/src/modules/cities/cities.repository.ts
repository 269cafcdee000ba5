import { eq, sql } from 'drizzle-orm';
import type { City } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { cities } from '../../db/schema/index.ts';

const CITY_COLUMNS = {
  id: cities.id,
  name: cities.name,
  country: cities.country,
  region: cities.region,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

export function createCitiesRepository(db: Database) {
  return {
    /**
     * Cities whose name (lowercase, without accents) starts with the query, or has a word that
     * does, then names that are merely similar (pg_trgm, for typos), each by population. One
     * statement; the list is ~10k rows, so this stays in the low milliseconds.
     */
    async search(query: string, limit: number): Promise<City[]> {
      const folded = escapeLike(query.toLowerCase());
      const name = sql`unaccent(lower(${cities.name}))`;
      const prefix = sql`${name} like unaccent(${folded}) || '%'`;
      const wordPrefix = sql`${name} like '%' || unaccent(${` ${folded}`}) || '%'`;
      const similar = sql`lower(${cities.name}) % ${query.toLowerCase()}`;
      const rank = sql<number>`case when ${prefix} then 0 when ${wordPrefix} then 1 else 2 end`;
      return db
        .select(CITY_COLUMNS)
        .from(cities)
        .where(sql`(${prefix} or ${wordPrefix} or ${similar})`)
        .orderBy(rank, sql`${cities.population} desc`, cities.name, cities.id)
        .limit(limit);
    },

    async findById(id: number): Promise<City | null> {
      const [row] = await db.select(CITY_COLUMNS).from(cities).where(eq(cities.id, id)).limit(1);
      return row ?? null;
    },
  };
}

export type CitiesRepository = ReturnType<typeof createCitiesRepository>;
