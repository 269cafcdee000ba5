import { z } from 'zod/mini';

/**
 * A page's city as pages present it (without the region). Its own module, like the venue search,
 * so that a screen parsing venues does not bring every page schema (and their registrations).
 */
export const PageCitySchema = z.object({ id: z.number(), name: z.string(), country: z.string() });
