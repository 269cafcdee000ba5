import { z } from 'zod/mini';
import { catalogueRule } from '../errors/catalogue-rule.ts';
import { LINK_MAX_LENGTH, profileLinkError } from '../profiles/profile-links.rules.ts';
import { GenreSchema } from './genres.ts';
import {
  ArtistFormSchema,
  GrantableRoleSchema,
  OrganizationTypeSchema,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_MAX_GENRES,
  PAGE_MAX_LINKS,
  PAGE_NAME_MAX_LENGTH,
  PageKindSchema,
  PageStatusSchema,
  statusesOfKind,
  type CreatePageInput,
  type Page,
  type UpdatePageInput,
} from './page.schema.ts';
import type { PageKind, PageStatus } from './page.constants.ts';
import { urlnameProblem } from './urlname.ts';

/**
 * A website or link as typed in the page form: empty, or a link the server can keep (the
 * profiles' link rule, `link.unprocessable`).
 */
const FormLinkSchema = z.string().check(
  z.trim(),
  z.maxLength(LINK_MAX_LENGTH),
  catalogueRule<string>(
    (url) => url === '' || profileLinkError(url) === null,
    'link.unprocessable',
  ),
);

/** The page address as typed: empty (none), or one `urlnameProblem` accepts. */
const FormUrlnameSchema = z.string().check(
  z.trim(),
  catalogueRule<string>(
    (urlname) => urlname === '' || urlnameProblem(urlname) !== 'page.invalid_address',
    'page.invalid_address',
  ),
  catalogueRule<string>(
    (urlname) => urlname === '' || urlnameProblem(urlname) !== 'page.address_unavailable',
    'page.address_unavailable',
  ),
);

/**
 * The page form (`/page/create`, `/page/edit`): what it edits, with the rules the server applies
 * to a page (name, address, links, lengths), so that every invalid field is named at once with
 * the code the server would answer. Whether an address is taken only the server knows.
 */
export const PageFormSchema = z.object({
  kind: PageKindSchema,
  artistForm: ArtistFormSchema,
  organizationType: OrganizationTypeSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PAGE_NAME_MAX_LENGTH)),
  urlname: FormUrlnameSchema,
  status: PageStatusSchema,
  /** The chosen city as shown; its id is sent. */
  city: z.nullable(z.object({ id: z.number(), name: z.string(), country: z.string() })),
  description: z.string().check(z.trim(), z.maxLength(PAGE_DESCRIPTION_MAX_LENGTH)),
  genres: z.array(GenreSchema).check(z.maxLength(PAGE_MAX_GENRES)),
  website: FormLinkSchema,
  /** Empty lines are left out when sending. */
  links: z.array(z.object({ url: FormLinkSchema })).check(z.maxLength(PAGE_MAX_LINKS)),
});
export type PageFormValues = z.input<typeof PageFormSchema>;
export type PageForm = z.output<typeof PageFormSchema>;

export const emptyPageForm = (): PageFormValues => ({
  kind: 'artist',
  artistForm: 'band',
  organizationType: 'firma',
  name: '',
  urlname: '',
  status: 'active',
  city: null,
  description: '',
  genres: [],
  website: '',
  links: [],
});

/** The form of a loaded page. */
export const pageFormOf = (page: Page): PageFormValues => ({
  kind: page.kind,
  artistForm: page.artistForm ?? 'band',
  organizationType: page.organizationType ?? 'firma',
  name: page.name,
  urlname: page.urlname ?? '',
  status: page.status,
  city: page.city ? { id: page.city.id, name: page.city.name, country: page.city.country } : null,
  description: page.description ?? '',
  genres: page.genres.filter(
    (genre): genre is PageForm['genres'][number] => GenreSchema.safeParse(genre).success,
  ),
  website: page.url ?? '',
  links: page.links.map((link) => ({ url: link.url })),
});

/** A status that fits the kind (switching kind may leave one that does not). */
export const fittingStatus = (kind: PageKind, status: PageStatus): PageStatus =>
  statusesOfKind(kind).includes(status) ? status : 'active';

const orNull = (text: string): string | null => (text === '' ? null : text);

function commonFields(form: PageForm) {
  return {
    name: form.name,
    urlname: orNull(form.urlname),
    website: orNull(form.website),
    cityId: form.city?.id ?? null,
    description: orNull(form.description),
    genres: form.genres,
    links: form.links.filter((link) => link.url !== '').map((link) => ({ url: link.url })),
  };
}

/** `POST /api/pages`, one shape per kind. */
export function pageCreateInputOf(form: PageForm): CreatePageInput {
  const common = commonFields(form);
  const status = fittingStatus(form.kind, form.status);
  switch (form.kind) {
    case 'artist':
      return {
        kind: 'artist',
        artistForm: form.artistForm,
        status: status as Extract<CreatePageInput, { kind: 'artist' }>['status'],
        ...common,
      };
    case 'location':
      return {
        kind: 'location',
        status: status as Extract<CreatePageInput, { kind: 'location' }>['status'],
        ...common,
      };
    case 'organization':
      return {
        kind: 'organization',
        organizationType: form.organizationType,
        status: status as Extract<CreatePageInput, { kind: 'organization' }>['status'],
        ...common,
      };
  }
}

/** `PATCH /api/pages/:id`: every field of the form (null clears). */
export function pageUpdateInputOf(form: PageForm): UpdatePageInput {
  return {
    ...commonFields(form),
    status: fittingStatus(form.kind, form.status),
    ...(form.kind === 'artist' ? { artistForm: form.artistForm } : {}),
    ...(form.kind === 'organization' ? { organizationType: form.organizationType } : {}),
  };
}

/**
 * The user id in what an admin pastes to add someone to the team: a profile address
 * (`…/user/{slug}-{id}`, also `/benutzer/` and `/musiker/`) or the id itself. Null when it is
 * neither.
 */
export function userIdOfProfileReference(input: string): string | null {
  const text = input
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const last = text.split('/').at(-1) ?? '';
  const id = last.includes('-') ? last.slice(last.lastIndexOf('-') + 1) : last;
  return /^[A-Za-z0-9]{5,12}$/.test(id) ? id : null;
}

/**
 * "Add someone" on the team section: a profile address or user id (`validation.invalid` when it is
 * neither), handed over as the user id, and the role.
 */
export const AddMemberFormSchema = z.object({
  member: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.refine((text) => userIdOfProfileReference(text) !== null),
    ),
    z.transform((text) => userIdOfProfileReference(text) ?? text),
  ),
  role: GrantableRoleSchema,
});
export type AddMemberFormValues = z.input<typeof AddMemberFormSchema>;
