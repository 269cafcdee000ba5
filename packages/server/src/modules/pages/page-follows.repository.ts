import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, pageFollows, pages } from '../../db/schema/index.ts';
import { pageListColumns, toPageListRow, type PageListRow } from './page-lists.repository.ts';
import { avatars } from './pages.repository.ts';

/** Who follows which page, and the pages a user follows. */
export function createPageFollowsRepository(db: Database) {
  return {
    async follow(pageId: string, userId: string): Promise<void> {
      await db.insert(pageFollows).values({ pageId, userId }).onConflictDoNothing();
    },

    async unfollow(pageId: string, userId: string): Promise<void> {
      await db
        .delete(pageFollows)
        .where(and(eq(pageFollows.pageId, pageId), eq(pageFollows.userId, userId)));
    },

    async followers(pageId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pageFollows)
        .where(eq(pageFollows.pageId, pageId));
      return Number(row?.n ?? 0);
    },

    async followedPages(userId: string): Promise<PageListRow[]> {
      const rows = await db
        .select(pageListColumns)
        .from(pageFollows)
        .innerJoin(pages, eq(pages.id, pageFollows.pageId))
        .leftJoin(avatars, eq(avatars.id, pages.avatarImageId))
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .where(eq(pageFollows.userId, userId))
        .orderBy(desc(pageFollows.createdAt))
        .limit(500);
      return rows.map(toPageListRow);
    },
  };
}

export type PageFollowsRepository = ReturnType<typeof createPageFollowsRepository>;
