import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { BookmarkFilter, BookmarkRoute } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { AlertFilter } from '../../platform/alerts/alert-source.ts';
import { bookmarks, digestItems, users, type BookmarkRow } from '../../db/schema/index.ts';

/** Postgres unique violation, wherever the driver put it (`cause` chain). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export type NewBookmark = {
  userId: string;
  name: string;
  route: BookmarkRoute;
  filter: BookmarkFilter;
};

/** Saved filters (table `bookmarks`): the name is unique per user regardless of case. */
export function createBookmarksRepository(db: Database) {
  return {
    /** The user's bookmarks (of one route when given), by route, then name (German order). */
    async list(userId: string, route?: BookmarkRoute): Promise<BookmarkRow[]> {
      return db
        .select()
        .from(bookmarks)
        .where(
          route
            ? and(eq(bookmarks.userId, userId), eq(bookmarks.route, route))
            : eq(bookmarks.userId, userId),
        )
        .orderBy(asc(bookmarks.route), sql`${bookmarks.name} COLLATE "und-x-icu"`, bookmarks.id);
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId));
      return row?.total ?? 0;
    },

    /**
     * Saves a bookmark unless the user has `max` already ('limit') or one with the same name in
     * any case ('exists', from the unique index, so two parallel saves cannot both win). The
     * user's row is locked while counting, so parallel saves cannot pass the limit either.
     */
    async create(input: NewBookmark, max: number): Promise<BookmarkRow | 'exists' | 'limit'> {
      try {
        return await db.transaction(async (tx) => {
          await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, input.userId))
            .for('update');
          const [existing] = await tx
            .select({ total: count() })
            .from(bookmarks)
            .where(eq(bookmarks.userId, input.userId));
          if ((existing?.total ?? 0) >= max) return 'limit' as const;
          const [row] = await tx.insert(bookmarks).values(input).returning();
          if (!row) throw new Error('Inserting a bookmark returned no row.');
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    /** The user's bookmark, or null when it is not theirs (or gone). */
    async find(userId: string, id: string): Promise<BookmarkRow | null> {
      const [row] = await db
        .select()
        .from(bookmarks)
        .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)));
      return row ?? null;
    },

    /**
     * Renames the user's bookmark and/or switches its alert: null when it is not theirs (or
     * gone), 'exists' on a name clash.
     */
    async update(
      userId: string,
      id: string,
      changes: { name?: string; alert?: boolean },
    ): Promise<BookmarkRow | 'exists' | null> {
      try {
        const [row] = await db
          .update(bookmarks)
          .set(changes)
          .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    /** The alert engine: the alert-enabled bookmarks of a route (its partial index). */
    async alertFilters(route: BookmarkRoute): Promise<AlertFilter[]> {
      const rows = await db
        .select({
          bookmarkId: bookmarks.id,
          userId: bookmarks.userId,
          name: bookmarks.name,
          filter: bookmarks.filter,
        })
        .from(bookmarks)
        .where(and(eq(bookmarks.route, route), eq(bookmarks.alert, true)))
        .orderBy(bookmarks.userId, bookmarks.createdAt, bookmarks.id);
      return rows;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
        .returning({ id: bookmarks.id });
      return rows.length > 0;
    },
  };
}

/** The account purge (account deletion): the user's bookmarks go with their personal data. */
export async function purgeBookmarks(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
  // What the alerts found for the daily digest (titles and links of others' items).
  await tx.delete(digestItems).where(eq(digestItems.userId, userId));
}
