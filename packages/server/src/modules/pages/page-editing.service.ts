import {
  AppError,
  canEditPage,
  isStatusOfKind,
  normalizeProfileLink,
  urlnameProblem,
  type CreatePageInput,
  type Page,
  type PageLink,
  type UpdatePageInput,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation, type PageChanges, type PagesRepository } from './pages.repository.ts';
import { createPagesContext, textOrNull } from './pages.shared.ts';

/** Unique violation of the address (someone took it in between) → address unavailable. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('page.address_unavailable', { field: 'urlname', cause: error });
    }
    throw error;
  }
}

function normalizeWebsite(value: string | null | undefined, field: string): string | null {
  const text = textOrNull(value);
  if (text === null) return null;
  const normalized = normalizeProfileLink(text);
  if (!normalized) throw new AppError('link.unprocessable', { field });
  return normalized;
}

function normalizeLinks(links: PageLink[]): { url: string; label?: string }[] {
  return links.map((link, index) => {
    const url = normalizeWebsite(link.url, `links.${index}.url`);
    if (!url) throw new AppError('validation.required', { field: `links.${index}.url` });
    const label = textOrNull(link.label);
    return label ? { url, label } : { url };
  });
}

/** The checks of a page's fields that ask the database: its address and its city. */
function createFieldChecks(pages: Pick<PagesRepository, 'urlnameOwner' | 'cityExists'>) {
  return {
    /** A usable address for `pageId` (null: a new page), or the address code on `urlname`. */
    async urlname(value: string, pageId: string | null): Promise<string> {
      const problem = urlnameProblem(value);
      if (problem) throw new AppError(problem, { field: 'urlname' });
      const holder = await pages.urlnameOwner(value);
      if (holder && holder !== pageId) {
        throw new AppError('page.address_unavailable', { field: 'urlname' });
      }
      return value;
    },

    async city(cityId: number | null | undefined): Promise<number | null> {
      if (cityId === undefined || cityId === null) return null;
      if (!(await pages.cityExists(cityId))) {
        throw new AppError('validation.invalid', { field: 'cityId' });
      }
      return cityId;
    },
  };
}

/**
 * Creating a page and editing its settings (spec section 3): the address, website, links, city,
 * status and the kind's own fields, each checked before anything is written.
 */
export function createPageEditingService(db: Database) {
  const { pages, authorize, viewOrFail } = createPagesContext(db);
  const check = createFieldChecks(pages);

  return {
    /** The caller becomes the new page's owner. */
    async create(userId: string, input: CreatePageInput): Promise<Page> {
      const urlname =
        textOrNull(input.urlname) === null ? null : await check.urlname(input.urlname ?? '', null);
      const values = {
        kind: input.kind,
        artistForm: input.kind === 'artist' ? input.artistForm : null,
        organizationType: input.kind === 'organization' ? input.organizationType : null,
        status: input.status ?? 'active',
        name: input.name,
        urlname,
        website: normalizeWebsite(input.website, 'website'),
        cityId: await check.city(input.cityId),
        description: textOrNull(input.description),
        genres: [...new Set(input.genres ?? [])],
        links: normalizeLinks(input.links ?? []),
        createdBy: userId,
      };
      const id = await writing(() => pages.createPage(values, userId));
      return viewOrFail(id, userId);
    },

    /** Owner and admins; only the fields given change. */
    async update(userId: string, pageId: string, input: UpdatePageInput): Promise<Page> {
      const { page } = await authorize(pageId, userId, canEditPage);
      const changes: PageChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.urlname !== undefined) {
        changes.urlname =
          textOrNull(input.urlname) === null
            ? null
            : await check.urlname(input.urlname ?? '', page.id);
      }
      if (input.website !== undefined) changes.website = normalizeWebsite(input.website, 'website');
      if (input.cityId !== undefined) changes.cityId = await check.city(input.cityId);
      if (input.description !== undefined) changes.description = textOrNull(input.description);
      if (input.genres !== undefined) changes.genres = [...new Set(input.genres)];
      if (input.links !== undefined) changes.links = normalizeLinks(input.links);
      if (input.status !== undefined) {
        if (!isStatusOfKind(page.kind, input.status)) {
          throw new AppError('validation.invalid', { field: 'status' });
        }
        changes.status = input.status;
      }
      if (input.artistForm !== undefined) {
        if (page.kind !== 'artist')
          throw new AppError('validation.invalid', { field: 'artistForm' });
        changes.artistForm = input.artistForm;
      }
      if (input.organizationType !== undefined) {
        if (page.kind !== 'organization') {
          throw new AppError('validation.invalid', { field: 'organizationType' });
        }
        changes.organizationType = input.organizationType;
      }
      await writing(() => pages.updatePage(pageId, changes));
      return viewOrFail(pageId, userId);
    },

    /** The address field's live check: valid and free (`pageId` may keep its own). */
    async urlnameAvailability(urlname: string, pageId: string | undefined) {
      const problem = urlnameProblem(urlname);
      if (problem) return { urlname, available: false, code: problem };
      const holder = await pages.urlnameOwner(urlname);
      const taken = holder !== null && holder !== pageId;
      return {
        urlname,
        available: !taken,
        code: taken ? ('page.address_unavailable' as const) : null,
      };
    },
  };
}

export type PageEditingService = ReturnType<typeof createPageEditingService>;
