import { sql, type SQL } from 'drizzle-orm';

/**
 * Distances between places of the shipped city list (`cities`), as SQL pieces the lists share
 * (the directory, the contact ads, the matching; the gig list has its own of the same shape).
 * A sphere is exact enough for "50 km around Köln".
 */
export const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of latitude (and of longitude at the equator) on that sphere. */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** SQL: the great-circle distance (haversine, km) between two `cities` rows, by their aliases. */
export const haversineKmSql = (origin: SQL, place: SQL): SQL =>
  sql`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
    power(sin(radians(${place}.latitude - ${origin}.latitude) / 2), 2)
    + cos(radians(${origin}.latitude)) * cos(radians(${place}.latitude))
    * power(sin(radians(${place}.longitude - ${origin}.longitude) / 2), 2))))`;

/**
 * SQL: `cityColumn` names a city within `km` of the city `cityId`: the cities in the box around
 * the origin first (a superset of the circle, which the cities' position index answers), then the
 * exact distance.
 */
export function cityWithinKmSql(cityColumn: SQL, cityId: number, km: number): SQL {
  const latitudeSpan = km / KM_PER_DEGREE;
  const longitudeSpan = sql`${km}::float8 / (${KM_PER_DEGREE}::float8
    * cos(radians(least(89.0, abs(origin.latitude) + ${latitudeSpan}::float8))))`;
  return sql`${cityColumn} in (
    select place.id from cities origin
    join cities place
      on place.latitude between origin.latitude - ${latitudeSpan}::float8
        and origin.latitude + ${latitudeSpan}::float8
      and place.longitude between origin.longitude - ${longitudeSpan}
        and origin.longitude + ${longitudeSpan}
    where origin.id = ${cityId} and ${haversineKmSql(sql`origin`, sql`place`)} <= ${km})`;
}
