import { z } from 'zod/mini';
import { DateTimeSchema } from '../common/dates.schema.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { MINIMUM_AGE } from '../constants/limits.ts';
import { valueAtPath } from '../errors/validation-code.ts';
import { DisplayNameSchema } from '../accounts/registration.schema.ts';
import { PictureSchema } from '../accounts/user.schema.ts';
import { GEMA_BADGE_VISIBILITIES, GENDERS, PROFILE_VISIBILITIES } from './profile.constants.ts';
import { ProfileCitySchema } from './city.schema.ts';
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
  startsAt: DateTimeSchema,
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
  | { ok: true; value: UpdateProfileInput }
  | {
      ok: false;
      /** Every field that breaks a rule, in field order (the first is the answer's `field`). */
      violations: [ProfileRuleViolation, ...ProfileRuleViolation[]];
    };

/** The parts of a profile the rules read (also of a form whose other fields are still wrong). */
type ProfileRuleFields = {
  birthday?: string | null;
  links?: readonly { url?: unknown }[];
  gear?: readonly { year?: unknown }[];
  releases?: readonly { url?: unknown; year?: unknown }[];
  gigs?: readonly { streamUrl?: unknown }[];
};

const badLink = (url: unknown): boolean =>
  typeof url === 'string' && url.trim() !== '' && normalizeProfileLink(url) === null;
const beyond = (year: unknown, latest: number): boolean =>
  typeof year === 'number' && year > latest;

/**
 * The rules beyond the shape, every one that fails, in field order: a real birthday at least 16
 * (`validation.min_age`) and at most 120 years ago (`validation.invalid_date`), acceptable links
 * (`link.unprocessable`), years not beyond next year (`validation.invalid`). Values of the wrong
 * type are left to the shape.
 */
export function profileRuleViolations(
  input: ProfileRuleFields,
  today: Date,
): ProfileRuleViolation[] {
  const violations: ProfileRuleViolation[] = [];
  const fail = (code: ErrorCode, field: string) => violations.push({ code, field });
  const latestYear = today.getUTCFullYear() + 1;

  const birthday = input.birthday ?? '';
  if (birthday !== '') {
    const age = ageOn(birthday, today);
    if (age === null || age > PROFILE_LIMITS.ageMax) fail('validation.invalid_date', 'birthday');
    else if (age < MINIMUM_AGE) fail('validation.min_age', 'birthday');
  }
  input.links?.forEach((link, index) => {
    if (badLink(link.url)) fail('link.unprocessable', `links.${index}.url`);
  });
  input.gear?.forEach((item, index) => {
    if (beyond(item.year, latestYear)) fail('validation.invalid', `gear.${index}.year`);
  });
  input.releases?.forEach((release, index) => {
    if (badLink(release.url)) fail('link.unprocessable', `releases.${index}.url`);
    if (beyond(release.year, latestYear)) fail('validation.invalid', `releases.${index}.year`);
  });
  input.gigs?.forEach((gig, index) => {
    if (badLink(gig.streamUrl)) fail('link.unprocessable', `gigs.${index}.streamUrl`);
  });
  return violations;
}

/**
 * The rules of `profileRuleViolations` for a profile of the right shape. Answers the input with
 * empty texts as null and links normalised, or every violation.
 */
export function checkProfileRules(input: UpdateProfileInput, today: Date): ProfileRulesResult {
  const [first, ...rest] = profileRuleViolations(input, today);
  if (first) return { ok: false, violations: [first, ...rest] };

  const emptyToNull = (value: string | null) => (value === null || value === '' ? null : value);
  const link = (url: string) => normalizeProfileLink(url) ?? url;
  const birthday = emptyToNull(input.birthday);
  return {
    ok: true,
    value: {
      ...input,
      firstname: emptyToNull(input.firstname),
      lastname: emptyToNull(input.lastname),
      birthday: birthday === null ? null : birthday.slice(0, 10),
      pronouns: emptyToNull(input.pronouns),
      description: emptyToNull(input.description),
      links: input.links.map(({ url, label }) =>
        label ? { url: link(url), label } : { url: link(url) },
      ),
      gear: input.gear.map((item) =>
        item.year == null ? { brand: item.brand, product: item.product } : item,
      ),
      releases: input.releases.map(({ url, year, title }) =>
        title ? { url: link(url), year, title } : { url: link(url), year },
      ),
      gigs: input.gigs.map(({ streamUrl, ...rest }) =>
        streamUrl ? { ...rest, streamUrl: link(streamUrl) } : rest,
      ),
    },
  };
}

/**
 * The profile edit form (`/user/edit`): the input of `PUT /api/user/profile` with the chosen city
 * as shown (its id is sent), and the rules the server applies after the shape, so that every
 * invalid field is named at once, with the code the server would answer. `today` dates the age
 * and year rules.
 */
export const profileFormSchema = (today: Date) =>
  z
    .extend(z.omit(UpdateProfileInputSchema, { cityId: true }), {
      city: z.nullable(ProfileCitySchema),
    })
    .check(
      z.check<ProfileRuleFields>(
        (ctx) => {
          const taken = new Set(ctx.issues.map((issue) => issue.path?.join('.')));
          for (const violation of profileRuleViolations(ctx.value, today)) {
            if (taken.has(violation.field)) continue;
            const path = violation.field
              .split('.')
              .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
            ctx.issues.push({
              code: 'custom',
              path,
              input: valueAtPath(ctx.value, path),
              params: { code: violation.code },
              continue: true,
            });
          }
        },
        // Also when other fields are still wrong: every invalid field at once.
        { when: () => true },
      ),
    );
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileForm = z.output<ReturnType<typeof profileFormSchema>>;

/** The form of a loaded own profile. */
export const profileFormValuesOf = (profile: Profile): ProfileFormValues => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  name: profile.name,
  birthday: profile.birthday,
  showAge: profile.showAge,
  gender: profile.gender,
  pronouns: profile.pronouns,
  instruments: [...profile.instruments],
  professional: profile.professional,
  city: profile.city,
  description: profile.description,
  links: profile.links.map((link) => ({ url: link.url, label: link.label ?? '' })),
  gear: profile.gear.map((item) => ({
    brand: item.brand,
    product: item.product,
    year: item.year ?? null,
  })),
  releases: profile.releases.map((release) => ({
    url: release.url,
    // A release saved before the year was required has none: the form asks for it.
    year: release.year as number,
    title: release.title ?? '',
  })),
  gigs: profile.gigs.map((gig) => ({
    startsAt: gig.startsAt,
    address: gig.address,
    category: gig.category ?? '',
    artists: gig.artists ?? '',
    streamUrl: gig.streamUrl ?? '',
  })),
  visibility: profile.visibility,
  gemaBadge: profile.gemaBadge,
});

const textOrNull = (text: string | null): string | null => (text ? text : null);
const textOrNone = (text: string | undefined): string | undefined => (text ? text : undefined);

/** The request body of a submitted profile form: the city's id, empty texts left out. */
export const profileInputOfForm = ({ city, ...form }: ProfileForm): UpdateProfileInput => ({
  ...form,
  firstname: textOrNull(form.firstname),
  lastname: textOrNull(form.lastname),
  birthday: textOrNull(form.birthday),
  pronouns: textOrNull(form.pronouns),
  description: textOrNull(form.description),
  cityId: city?.id ?? null,
  links: form.links.map((link) => ({ url: link.url, label: textOrNone(link.label) })),
  gear: form.gear.map((item) => ({ ...item, year: item.year ?? undefined })),
  releases: form.releases.map((release) => ({ ...release, title: textOrNone(release.title) })),
  gigs: form.gigs.map((gig) => ({
    ...gig,
    category: textOrNone(gig.category),
    artists: textOrNone(gig.artists),
    streamUrl: textOrNone(gig.streamUrl),
  })),
});

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
