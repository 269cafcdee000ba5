import { z } from 'zod/mini';
import { PageCitySchema } from './page-city.schema.ts';

// Venue search of the booking offer form: its own module, so booking screens do not load page.schema.ts.

export const VENUE_SEARCH_LIMIT_MAX = 20;

/** `GET /api/pages/venues?q=…`: venues and organizations an offer can take place at. */
export const VenueSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  limit: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(VENUE_SEARCH_LIMIT_MAX)),
  ),
});
export type VenueSearchQuery = z.infer<typeof VenueSearchQuerySchema>;

export const VenueSearchResultSchema = z.object({
  id: z.string(),
  kind: z.enum(['location', 'organization']),
  name: z.string(),
  city: z.nullable(PageCitySchema),
});
export type VenueSearchResult = z.infer<typeof VenueSearchResultSchema>;
export const VenueSearchResponseSchema = z.object({ venues: z.array(VenueSearchResultSchema) });
