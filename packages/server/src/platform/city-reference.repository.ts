import { eq } from 'drizzle-orm';
import type { CityCountry } from '@backline/domain';
import type { Database, Transaction } from '../db/client.ts';
import { cities } from '../db/schema/index.ts';

/**
 * Profiles and pages point at a city of the shipped list (`city_id`) and show it joined. The
 * columns and the null handling of that left join live here once; each repository adds
 * `.leftJoin(cities, eq(cities.id, <table>.cityId))` and selects `...cityReferenceColumns`.
 */
export const cityReferenceColumns = {
  cityId: cities.id,
  cityName: cities.name,
  cityCountry: cities.country,
  cityRegion: cities.region,
};

export type CityReference = {
  id: number;
  name: string;
  country: CityCountry;
  region: string | null;
};

type JoinedCityRow = {
  cityId: number | null;
  cityName: string | null;
  cityCountry: CityCountry | null;
  cityRegion: string | null;
};

/** The joined city of a row selected with `cityReferenceColumns` (null without a city). */
export function cityReferenceOf(row: JoinedCityRow): CityReference | null {
  return row.cityId !== null && row.cityName !== null && row.cityCountry !== null
    ? { id: row.cityId, name: row.cityName, country: row.cityCountry, region: row.cityRegion }
    : null;
}

/** Whether `id` is a city of the list: a form's `cityId` is checked before it is saved. */
export async function cityExists(db: Database | Transaction, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return row !== undefined;
}
