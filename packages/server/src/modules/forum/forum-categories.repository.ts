import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forumCategories, forumCategoryModerators, users } from '../../db/schema/index.ts';

export function createForumCategoriesRepository(db: Database) {
  return {
    /** Every category with its moderators' names (one statement). */
    async all() {
      const rows = await db
        .select({
          category: forumCategories,
          moderatorId: users.id,
          moderatorName: users.name,
        })
        .from(forumCategories)
        .leftJoin(
          forumCategoryModerators,
          eq(forumCategoryModerators.categoryId, forumCategories.id),
        )
        .leftJoin(users, eq(users.id, forumCategoryModerators.userId))
        .orderBy(asc(forumCategories.position), asc(forumCategories.id), asc(users.name));
      const byId = new Map<
        string,
        {
          category: typeof forumCategories.$inferSelect;
          moderators: { id: string; name: string }[];
        }
      >();
      for (const row of rows) {
        const entry = byId.get(row.category.id) ?? { category: row.category, moderators: [] };
        if (row.moderatorId && row.moderatorName !== null) {
          entry.moderators.push({ id: row.moderatorId, name: row.moderatorName });
        }
        byId.set(row.category.id, entry);
      }
      return [...byId.values()];
    },

    exists: async (id: string) =>
      (
        await db
          .select({ id: forumCategories.id })
          .from(forumCategories)
          .where(eq(forumCategories.id, id))
      ).length > 0,

    /** The moderators of these categories. */
    moderatorsOf: async (categoryIds: readonly string[]) =>
      categoryIds.length === 0
        ? []
        : db
            .select()
            .from(forumCategoryModerators)
            .where(inArray(forumCategoryModerators.categoryId, [...categoryIds])),

    /** Of these ids, the accounts that exist and are not purged. */
    existingUsers: async (ids: readonly string[]) =>
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: users.id })
              .from(users)
              .where(and(inArray(users.id, [...ids]), isNull(users.purgedAt)))
          ).map((row) => row.id),

    async replaceModerators(categoryId: string, userIds: readonly string[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(forumCategoryModerators)
          .where(eq(forumCategoryModerators.categoryId, categoryId));
        if (userIds.length > 0) {
          await tx
            .insert(forumCategoryModerators)
            .values(userIds.map((userId) => ({ categoryId, userId })));
        }
      });
    },
  };
}
