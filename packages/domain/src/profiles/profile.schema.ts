import { z } from 'zod/mini';
import type { ErrorCode } from '../errors/error-codes.ts';
import { MINIMUM_AGE } from '../constants/limits.ts';
import { DisplayNameSchema } from '../accounts/registration.schema.ts';
import { PictureSchema } from '../accounts/user.schema.ts';
import {
  CITY_COUNTRIES,
  GEMA_BADGE_VISIBILITIES,
  GENDERS,
  PROFILE_VISIBILITIES,
} from './profile.constants.ts';
import { isInstrumentId } from './instruments.ts';
import { LINK_MAX_LENGTH, normalizeProfileLink } from './profile-links.rules.ts';

/** Limits of the personal profile (spec section 3, Profile). */
export const PROFILE_LIMITS = {
  nameMax: 80,
  pronounsMax: 40,
  instrumentsMax: 15,
  descriptionMax: 2000,
  linksMax: 10,
  linkLabelMax: 60,
  gearMax: 30,
  releasesMax: 30,
  gigsMax: 50,
  gearTextMax: 120,
  releaseTitleMax: 200,
  gigAddressMax: 300,
  gigCategoryMax: 60,
  gigArtistsMax: 300,
  /** Oldest believable age; older birthdays are a typo (`validation.invalid_date`). */
  ageMax: 120,
  /** Oldest production or release year accepted. */
  yearMin: 1900,
} as const;

// ---- Dates and age (pure) -----------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` parts of a real calendar date, or null (`2026-02-30` is not one). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Completed years between a birthday (`YYYY-MM-DD`) and `today` (its UTC calendar date). Someone
 * born on 29 February has their birthday on 1 March in other years. Null for an invalid date.
 */
export function ageOn(birthday: string, today: Date): number | null {
  const born = parseIsoDate(birthday);
  if (!born) return null;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  let age = year - born.year;
  if (month < born.month || (month === born.month && day < born.day)) age -= 1;
  return age;
}

// ---- Input --------------------------------------------------------------------------------------

const NullableText = (max: number) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));
const RequiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const Url = z.string().check(z.trim(), z.minLength(1), z.maxLength(LINK_MAX_LENGTH));
const Year = z.number().check(z.int(), z.minimum(PROFILE_LIMITS.yearMin), z.maximum(2100));

export const ProfileLinkSchema = z.object({
  url: Url,
  label: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.linkLabelMax))),
});
export type ProfileLink = z.infer<typeof ProfileLinkSchema>;

export const GearItemSchema = z.object({
  brand: RequiredText(PROFILE_LIMITS.gearTextMax),
  product: RequiredText(PROFILE_LIMITS.gearTextMax),
  year: z.optional(z.nullable(Year)),
});
export type GearItem = z.infer<typeof GearItemSchema>;

export const ReleaseSchema = z.object({
  url: Url,
  year: Year,
  title: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.releaseTitleMax))),
});
export type Release = z.infer<typeof ReleaseSchema>;

export const ProfileGigSchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  address: RequiredText(PROFILE_LIMITS.gigAddressMax),
  category: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.gigCategoryMax))),
  artists: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.gigArtistsMax))),
  streamUrl: z.optional(z.string().check(z.trim(), z.maxLength(LINK_MAX_LENGTH))),
});
export type ProfileGig = z.infer<typeof ProfileGigSchema>;

export const GenderSchema = z.enum(GENDERS);
export const ProfileVisibilitySchema = z.enum(PROFILE_VISIBILITIES);
const GemaBadgeVisibilitySchema = z.enum(GEMA_BADGE_VISIBILITIES);

export const InstrumentIdSchema = z.string().check(z.maxLength(40), z.refine(isInstrumentId));

/**
 * `PUT /api/user/profile`: the whole profile at once (what is left out is an error, not a reset).
 * Shape only: the rules that need a date or more than one field (minimum age, links) are
 * `checkProfileRules`, which the server applies and the web shows at the field.
 */
export const UpdateProfileInputSchema = z.object({
  firstname: NullableText(PROFILE_LIMITS.nameMax),
  lastname: NullableText(PROFILE_LIMITS.nameMax),
  name: DisplayNameSchema,
  birthday: z.nullable(z.string().check(z.maxLength(10))),
  showAge: z.boolean(),
  gender: z.nullable(GenderSchema),
  pronouns: NullableText(PROFILE_LIMITS.pronounsMax),
  instruments: z.array(InstrumentIdSchema).check(
    z.maxLength(PROFILE_LIMITS.instrumentsMax),
    z.refine((ids) => new Set(ids).size === ids.length),
  ),
  professional: z.boolean(),
  cityId: z.nullable(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
  description: NullableText(PROFILE_LIMITS.descriptionMax),
  links: z.array(ProfileLinkSchema).check(z.maxLength(PROFILE_LIMITS.linksMax)),
  gear: z.array(GearItemSchema).check(z.maxLength(PROFILE_LIMITS.gearMax)),
  releases: z.array(ReleaseSchema).check(z.maxLength(PROFILE_LIMITS.releasesMax)),
  gigs: z.array(ProfileGigSchema).check(z.maxLength(PROFILE_LIMITS.gigsMax)),
  visibility: ProfileVisibilitySchema,
  gemaBadge: GemaBadgeVisibilitySchema,
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

export type ProfileRuleViolation = { code: ErrorCode; field: string };
export type ProfileRulesResult =
  { ok: true; value: UpdateProfileInput } | { ok: false; violation: ProfileRuleViolation };

/**
 * The rules beyond the shape, in field order: a real birthday at least 16 (`validation.min_age`)
 * and at most 120 years ago, acceptable links (`link.unprocessable`), years not beyond next
 * year. Answers the input with empty texts as null and links normalised, or the first violation.
 */
export function checkProfileRules(input: UpdateProfileInput, today: Date): ProfileRulesResult {
  const fail = (code: ErrorCode, field: string): ProfileRulesResult => ({
    ok: false,
    violation: { code, field },
  });
  const emptyToNull = (value: string | null) => (value === null || value === '' ? null : value);
  const latestYear = today.getUTCFullYear() + 1;

  let birthday = emptyToNull(input.birthday);
  if (birthday !== null) {
    const age = ageOn(birthday, today);
    if (age === null || age > PROFILE_LIMITS.ageMax)
      return fail('validation.invalid_date', 'birthday');
    if (age < MINIMUM_AGE) return fail('validation.min_age', 'birthday');
    birthday = birthday.slice(0, 10);
  }

  const links: ProfileLink[] = [];
  for (const [index, link] of input.links.entries()) {
    const url = normalizeProfileLink(link.url);
    if (url === null) return fail('link.unprocessable', `links.${index}.url`);
    links.push(link.label ? { url, label: link.label } : { url });
  }
  const gear: GearItem[] = [];
  for (const [index, item] of input.gear.entries()) {
    if (item.year != null && item.year > latestYear) {
      return fail('validation.invalid', `gear.${index}.year`);
    }
    gear.push(item.year == null ? { brand: item.brand, product: item.product } : item);
  }
  const releases: Release[] = [];
  for (const [index, release] of input.releases.entries()) {
    const url = normalizeProfileLink(release.url);
    if (url === null) return fail('link.unprocessable', `releases.${index}.url`);
    if (release.year > latestYear) return fail('validation.invalid', `releases.${index}.year`);
    releases.push(
      release.title
        ? { url, year: release.year, title: release.title }
        : { url, year: release.year },
    );
  }
  const gigs: ProfileGig[] = [];
  for (const [index, gig] of input.gigs.entries()) {
    const { streamUrl, ...rest } = gig;
    if (streamUrl) {
      const url = normalizeProfileLink(streamUrl);
      if (url === null) return fail('link.unprocessable', `gigs.${index}.streamUrl`);
      gigs.push({ ...rest, streamUrl: url });
    } else {
      gigs.push(rest);
    }
  }

  return {
    ok: true,
    value: {
      ...input,
      firstname: emptyToNull(input.firstname),
      lastname: emptyToNull(input.lastname),
      birthday,
      pronouns: emptyToNull(input.pronouns),
      description: emptyToNull(input.description),
      links,
      gear,
      releases,
      gigs,
    },
  };
}

// ---- Cities -------------------------------------------------------------------------------------

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

// ---- Presented ----------------------------------------------------------------------------------

/** What others see of a user (`GET /api/user/{id}`): age only when shown, never the birthday. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  type: z.literal('user'),
  name: z.string(),
  resource: z.string(),
  /** Completed years, only when the user shows their age. */
  age: z.nullable(z.number()),
  gender: z.nullable(GenderSchema),
  pronouns: z.nullable(z.string()),
  /** Ids of the curated list (`INSTRUMENTS`); the client names them in its language. */
  instruments: z.array(z.string()),
  professional: z.boolean(),
  city: z.nullable(ProfileCitySchema),
  description: z.nullable(z.string()),
  links: z.array(ProfileLinkSchema),
  gear: z.array(GearItemSchema),
  /** As stored; releases saved before the year was required may lack it. */
  releases: z.array(z.extend(ReleaseSchema, { year: z.optional(Year) })),
  gigs: z.array(ProfileGigSchema),
  /** Avatar and cover by size; null until the user uploads one. */
  picture: z.nullable(PictureSchema),
  cover: z.nullable(PictureSchema),
  badges: z.object({ gema: z.boolean() }),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/**
 * The user entity of `GET /api/user/{id}` is the public profile (it replaced the earlier
 * `PublicUser` with a city name and instrument names).
 */
export const PublicUserSchema = PublicProfileSchema;
export type PublicUser = PublicProfile;

/** The own profile (`GET|PUT /api/user/profile`): everything, for the edit form. */
export const ProfileSchema = z.object({
  ...PublicProfileSchema.shape,
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  showAge: z.boolean(),
  cityId: z.nullable(z.number()),
  visibility: ProfileVisibilitySchema,
  gemaBadge: GemaBadgeVisibilitySchema,
  /** Whether a GEMA membership is verified (the badge shows only then). */
  gemaVerified: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;
