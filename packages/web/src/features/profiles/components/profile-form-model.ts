import {
  UpdateProfileInputSchema,
  checkProfileRules,
  type ErrorCode,
  type Gender,
  type GemaBadgeVisibility,
  type Profile,
  type ProfileCity,
  type ProfileVisibility,
  type UpdateProfileInput,
} from '@backline/domain';

/** The edit form's state: what the inputs hold (years and dates as typed). */
export type ProfileDraft = {
  firstname: string;
  lastname: string;
  name: string;
  birthday: string;
  showAge: boolean;
  gender: Gender | '';
  pronouns: string;
  instruments: string[];
  professional: boolean;
  city: ProfileCity | null;
  description: string;
  links: { url: string; label: string }[];
  gear: { brand: string; product: string; year: string }[];
  releases: { url: string; year: string; title: string }[];
  /** `startsAt` as a `datetime-local` value in the browser's time zone. */
  gigs: {
    startsAt: string;
    address: string;
    category: string;
    artists: string;
    streamUrl: string;
  }[];
  visibility: ProfileVisibility;
  gemaBadge: GemaBadgeVisibility;
};

/** Field path (`links.0.url`) → catalogue code. */
export type FieldErrors = Partial<Record<string, ErrorCode>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO date-time with the browser's offset (`…+01:00`). */
export function fromLocalInput(local: string): string {
  const date = new Date(local);
  if (local === '' || Number.isNaN(date.getTime())) return local;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function draftOf(profile: Profile): ProfileDraft {
  return {
    firstname: profile.firstname ?? '',
    lastname: profile.lastname ?? '',
    name: profile.name,
    birthday: profile.birthday ?? '',
    showAge: profile.showAge,
    gender: profile.gender ?? '',
    pronouns: profile.pronouns ?? '',
    instruments: [...profile.instruments],
    professional: profile.professional,
    city: profile.city,
    description: profile.description ?? '',
    links: profile.links.map((link) => ({ url: link.url, label: link.label ?? '' })),
    gear: profile.gear.map((item) => ({
      brand: item.brand,
      product: item.product,
      year: item.year == null ? '' : String(item.year),
    })),
    releases: profile.releases.map((release) => ({
      url: release.url,
      year: release.year === undefined ? '' : String(release.year),
      title: release.title ?? '',
    })),
    gigs: profile.gigs.map((gig) => ({
      startsAt: toLocalInput(gig.startsAt),
      address: gig.address,
      category: gig.category ?? '',
      artists: gig.artists ?? '',
      streamUrl: gig.streamUrl ?? '',
    })),
    visibility: profile.visibility,
    gemaBadge: profile.gemaBadge,
  };
}

const yearOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);
const optional = (text: string): string | undefined =>
  text.trim() === '' ? undefined : text.trim();

/** The request body: what `PUT /api/user/profile` takes. */
export function inputOf(draft: ProfileDraft): UpdateProfileInput {
  return {
    firstname: draft.firstname.trim() || null,
    lastname: draft.lastname.trim() || null,
    name: draft.name.trim(),
    birthday: draft.birthday || null,
    showAge: draft.showAge,
    gender: draft.gender === '' ? null : draft.gender,
    pronouns: draft.pronouns.trim() || null,
    instruments: draft.instruments,
    professional: draft.professional,
    cityId: draft.city?.id ?? null,
    description: draft.description.trim() || null,
    links: draft.links.map((link) => ({ url: link.url.trim(), label: optional(link.label) })),
    gear: draft.gear.map((item) => ({
      brand: item.brand.trim(),
      product: item.product.trim(),
      year: yearOf(item.year),
    })),
    // A missing year is NaN, which the schema refuses at `releases.N.year`.
    releases: draft.releases.map((release) => ({
      url: release.url.trim(),
      year: yearOf(release.year) ?? Number.NaN,
      title: optional(release.title),
    })),
    gigs: draft.gigs.map((gig) => ({
      startsAt: fromLocalInput(gig.startsAt),
      address: gig.address.trim(),
      category: optional(gig.category),
      artists: optional(gig.artists),
      streamUrl: optional(gig.streamUrl),
    })),
    visibility: draft.visibility,
    gemaBadge: draft.gemaBadge,
  };
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

type Issue = { code: string; path: PropertyKey[]; input?: unknown; origin?: string };

function codeOf(issue: Issue): ErrorCode {
  const empty = issue.input === undefined || issue.input === '' || Number.isNaN(issue.input);
  if (empty) return 'validation.required';
  if (issue.code === 'too_big')
    return issue.origin === 'number' ? 'validation.invalid' : 'validation.too_long';
  if (issue.code === 'too_small')
    return issue.origin === 'string' ? 'validation.too_short' : 'validation.invalid';
  if (issue.code === 'invalid_format' && issue.path.includes('startsAt'))
    return 'validation.invalid_date';
  return 'validation.invalid';
}

/**
 * The same checks as the server, before sending: the shape (every failing field) and then the
 * rules (minimum age, links). Empty when the draft can be saved.
 */
export function validateDraft(draft: ProfileDraft, today: Date = new Date()): FieldErrors {
  const input = inputOf(draft);
  const parsed = UpdateProfileInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues as unknown as Issue[]) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= codeOf({ ...issue, input: valueAt(input, issue.path) });
    }
    return errors;
  }
  const checked = checkProfileRules(parsed.data, today);
  return checked.ok ? {} : { [checked.violation.field]: checked.violation.code };
}
