import { z } from 'zod/mini';
import { CITY_COUNTRIES } from './profile.constants.ts';

/** The shipped city list (`GET /api/cities`) and a city as a profile shows it. */
export const CityCountrySchema = z.enum(CITY_COUNTRIES);

/** A city of the shipped list, as `GET /api/cities` answers it. */
export const CitySchema = z.object({
  id: z.number(),
  name: z.string(),
  country: CityCountrySchema,
  region: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof CitySchema>;

export const CITY_SEARCH_LIMIT_MAX = 50;
/** `GET /api/cities?q=Köl&limit=10`: prefix and similarity search on the name. */
export const CitySearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  limit: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CITY_SEARCH_LIMIT_MAX)),
  ),
});
export type CitySearchQuery = z.infer<typeof CitySearchQuerySchema>;

export const CitySearchResponseSchema = z.object({ cities: z.array(CitySchema) });
export type CitySearchResponse = z.infer<typeof CitySearchResponseSchema>;

/** The city of a profile as it is shown. */
export const ProfileCitySchema = z.object({
  id: z.number(),
  name: z.string(),
  country: CityCountrySchema,
  region: z.nullable(z.string()),
});
export type ProfileCity = z.infer<typeof ProfileCitySchema>;
