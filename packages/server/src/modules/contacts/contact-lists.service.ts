import {
  AppError,
  CONTACT_PAGE_SIZE,
  type ContactItem,
  type ContactListAnswer,
  type ContactListQuery,
  type Picture,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import { presentContactItem } from './contacts.presenter.ts';
import { createContactListsRepository, type ContactCursor } from './contact-lists.repository.ts';

/** Picture urls of images by id (the media module's `picturesOf`). */
export type ResolvePictures = (
  ids: readonly (string | null | undefined)[],
) => Promise<Map<string, Picture>>;

export type ContactListsOptions = {
  resolvePictures?: ResolvePictures;
  /** Items per page (default `CONTACT_PAGE_SIZE`; tests lower it). */
  pageSize?: number;
};

const CURSOR = /^(\d{1,15})-([A-Za-z0-9]{1,40})$/;

/** `{since in ms}-{user id}`: where the next page starts. */
export const encodeContactCursor = ({ since, id }: ContactCursor): string =>
  `${since.getTime()}-${id}`;

export function decodeContactCursor(cursor: string): ContactCursor | null {
  const match = CURSOR.exec(cursor);
  if (!match?.[1] || !match[2]) return null;
  const since = new Date(Number(match[1]));
  return Number.isNaN(since.getTime()) ? null : { since, id: match[2] };
}

/**
 * The lists of `/user/contacts` (confirmed contacts, requests to me, my requests, my blocks):
 * one page, newest first, searched by name, with the size of every list; at most two
 * statements (the page with the counts, the pictures; the counts alone for an empty page). Accounts no longer in use are never listed nor counted.
 */
export function createContactListsService(db: Database, options: ContactListsOptions = {}) {
  const repository = createContactListsRepository(db);
  const { resolvePictures = async () => new Map<string, Picture>() } = options;
  const pageSize = options.pageSize ?? CONTACT_PAGE_SIZE;

  return {
    async list(userId: string, query: ContactListQuery): Promise<ContactListAnswer> {
      const after = query.cursor ? decodeContactCursor(query.cursor) : null;
      if (query.cursor && !after) throw new AppError('validation.invalid', { field: 'cursor' });
      const page = await repository.page(userId, query.list, {
        q: query.q || undefined,
        after,
        limit: pageSize,
      });
      const { rows } = page;
      const pageRows = rows.slice(0, pageSize);
      const avatars = pageRows.flatMap((row) => (row.avatarImageId ? [row.avatarImageId] : []));
      const [counts, pictures] = await Promise.all([
        page.counts ?? repository.counts(userId),
        avatars.length > 0 ? resolvePictures(avatars) : new Map<string, Picture>(),
      ]);
      const last = pageRows.at(-1);
      return {
        list: query.list,
        items: pageRows.map((row) =>
          presentContactItem(
            row,
            row.avatarImageId ? (pictures.get(row.avatarImageId) ?? null) : null,
          ),
        ),
        nextCursor: rows.length > pageSize && last ? encodeContactCursor(last) : null,
        counts,
      };
    },

    /** The dashboard: the newest open requests to the user and how many there are; one statement. */
    async incomingPreview(
      userId: string,
      limit: number,
    ): Promise<{ items: ContactItem[]; total: number }> {
      const { rows, total } = await repository.incomingPreview(userId, limit);
      return {
        items: rows.map((row) =>
          presentContactItem(row, row.avatarKey ? pictureUrls(row.avatarKey) : null),
        ),
        total,
      };
    },

    /** Open contact requests to the user (the navigation counter `contactRequests`). */
    openRequests: (userId: string) => repository.incomingCount(userId),
  };
}

export type ContactListsService = ReturnType<typeof createContactListsService>;
