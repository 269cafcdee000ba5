/**
 * Closed sets of the personal profile (spec section 3, Profile). The database checks them too, so
 * they live apart from the zod schemas that the server and the web build on them.
 */
export const GENDERS = ['male', 'female', 'diverse'] as const;
export type Gender = (typeof GENDERS)[number];

/** A private profile is visible only to confirmed contacts (messaging enforces the rest). */
export const PROFILE_VISIBILITIES = ['public', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Who sees the GEMA badge of a verified member: society members only, everyone, nobody. */
export const GEMA_BADGE_VISIBILITIES = ['gema', 'public', 'none'] as const;
export type GemaBadgeVisibility = (typeof GEMA_BADGE_VISIBILITIES)[number];

/** Countries of the shipped city list. */
export const CITY_COUNTRIES = ['DE', 'AT', 'CH'] as const;
export type CityCountry = (typeof CITY_COUNTRIES)[number];
