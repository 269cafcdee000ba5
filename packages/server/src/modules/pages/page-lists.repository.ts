import { asc, eq, sql } from 'drizzle-orm';
import type { PageRole } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { cities, pageFollows, pageMembers, pages, type PageRow } from '../../db/schema/index.ts';
import {
  cityReferenceColumns,
  cityReferenceOf,
  type CityReference,
} from '../../platform/city-reference.repository.ts';
import { avatars } from './pages.repository.ts';

export type PageWithPictures = { page: PageRow; avatarKey: string | null };
/** A page in the dashboard's lists: what its card shows beside the page itself. */
export type PageListRow = PageWithPictures & { city: CityReference | null; followers: number };

/**
 * The columns of a page card in a list: the avatar, the joined city and the follower count (a
 * correlated count on the follows' primary key, so each list stays one statement). A list
 * left-joins `avatars` and `cities` onto `pages`.
 */
export const pageListColumns = {
  page: pages,
  avatarKey: avatars.storageKey,
  ...cityReferenceColumns,
  followers: sql<number>`(select count(*)::int from ${pageFollows} where ${pageFollows.pageId} = ${pages.id})`,
};

export const toPageListRow = <T extends PageWithPictures & Parameters<typeof cityReferenceOf>[0]>(
  row: T & { followers: number },
) => ({ ...row, city: cityReferenceOf(row), followers: Number(row.followers) });

/** The pages a user is in the team of (the dashboard, the sender picker, `Me`). */
export function createPageListsRepository(db: Database) {
  return {
    /** The user's pages with their role, owner first, then by name. */
    async pagesOfUser(userId: string): Promise<(PageListRow & { role: PageRole })[]> {
      const rows = await db
        .select({ ...pageListColumns, role: pageMembers.role })
        .from(pageMembers)
        .innerJoin(pages, eq(pages.id, pageMembers.pageId))
        .leftJoin(avatars, eq(avatars.id, pages.avatarImageId))
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .where(eq(pageMembers.userId, userId))
        .orderBy(
          sql`case ${pageMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
          asc(pages.name),
        );
      return rows.map(toPageListRow);
    },
  };
}

export type PageListsRepository = ReturnType<typeof createPageListsRepository>;
