import {
  AppError,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_MAX_GENRES,
  PAGE_NAME_MAX_LENGTH,
  profileLinkError,
  statusesOfKind,
  urlnameProblem,
  type ArtistForm,
  type CreatePageInput,
  type ErrorCode,
  type OrganizationType,
  type Page,
  type PageKind,
  type PageStatus,
  type UpdatePageInput,
} from '@backline/domain';

/** What the page form edits (create and edit share it). */
export type PageFormValues = {
  kind: PageKind;
  artistForm: ArtistForm;
  organizationType: OrganizationType;
  name: string;
  urlname: string;
  status: PageStatus;
  city: { id: number; name: string; country: string } | null;
  description: string;
  genres: string[];
  website: string;
  links: string[];
};

/** Errors by input: `name`, `urlname`, `links.0.url`, ... (the server's `field`). */
export type PageFormErrors = Partial<Record<string, ErrorCode>>;

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

export const pageFormOf = (page: Page): PageFormValues => ({
  kind: page.kind,
  artistForm: page.artistForm ?? 'band',
  organizationType: page.organizationType ?? 'firma',
  name: page.name,
  urlname: page.urlname ?? '',
  status: page.status,
  city: page.city ? { id: page.city.id, name: page.city.name, country: page.city.country } : null,
  description: page.description ?? '',
  genres: [...page.genres],
  website: page.url ?? '',
  links: page.links.map((link) => link.url),
});

/** A status that fits the kind (switching kind may leave one that does not). */
export const fittingStatus = (kind: PageKind, status: PageStatus): PageStatus =>
  statusesOfKind(kind).includes(status) ? status : 'active';

/** The profiles' link rule: a full official http(s) URL with a public host, no shortener. */
const linkProblem = (url: string): ErrorCode | undefined => profileLinkError(url) ?? undefined;

/** The checks the form can make without the server (the server checks all of them again). */
export function validatePageForm(values: PageFormValues): PageFormErrors {
  const errors: PageFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors['name'] = 'validation.required';
  else if (name.length > PAGE_NAME_MAX_LENGTH) errors['name'] = 'validation.too_long';
  const urlname = values.urlname.trim();
  if (urlname !== '') {
    const problem = urlnameProblem(urlname);
    if (problem) errors['urlname'] = problem;
  }
  const website = values.website.trim();
  if (website !== '') {
    const problem = linkProblem(website);
    if (problem) errors['website'] = problem;
  }
  values.links.forEach((link, index) => {
    const url = link.trim();
    if (url === '') return;
    const problem = linkProblem(url);
    if (problem) errors[`links.${index}.url`] = problem;
  });
  if (values.description.trim().length > PAGE_DESCRIPTION_MAX_LENGTH) {
    errors['description'] = 'validation.too_long';
  }
  if (values.genres.length > PAGE_MAX_GENRES) errors['genres'] = 'validation.too_long';
  return errors;
}

const trimmedOrNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

function commonFields(values: PageFormValues) {
  return {
    name: values.name.trim(),
    urlname: trimmedOrNull(values.urlname),
    website: trimmedOrNull(values.website),
    cityId: values.city?.id ?? null,
    description: trimmedOrNull(values.description),
    genres: values.genres as CreatePageInput['genres'] & string[],
    links: values.links
      .map((url) => url.trim())
      .filter((url) => url !== '')
      .map((url) => ({ url })),
  };
}

/** `POST /api/pages`, one shape per kind. */
export function toCreateInput(values: PageFormValues): CreatePageInput {
  const common = commonFields(values);
  const status = fittingStatus(values.kind, values.status);
  switch (values.kind) {
    case 'artist':
      return {
        kind: 'artist',
        artistForm: values.artistForm,
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
        organizationType: values.organizationType,
        status: status as Extract<CreatePageInput, { kind: 'organization' }>['status'],
        ...common,
      };
  }
}

/** `PATCH /api/pages/:id`: every field of the form (null clears). */
export function toUpdateInput(values: PageFormValues): UpdatePageInput {
  return {
    ...commonFields(values),
    status: fittingStatus(values.kind, values.status),
    ...(values.kind === 'artist' ? { artistForm: values.artistForm } : {}),
    ...(values.kind === 'organization' ? { organizationType: values.organizationType } : {}),
  };
}

/** A server error naming an input goes to that input; other failures stay for the alert. */
export function serverFieldError(error: unknown): PageFormErrors | null {
  if (!(error instanceof AppError) || !error.field) return null;
  return { [error.field]: error.code };
}
