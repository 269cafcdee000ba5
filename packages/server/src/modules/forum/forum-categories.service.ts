import {
  AppError,
  type ForumCategory,
  type ForumCategoryList,
  type ForumCategoryModeratorsInput,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createForumCategoriesRepository } from './forum-categories.repository.ts';
import { presentCategory } from './forum.presenter.ts';

/** The forum's categories, and their own moderators (set by site admins). */
export function createForumCategoriesService(db: Database) {
  const categories = createForumCategoriesRepository(db);

  return {
    async list(): Promise<ForumCategoryList> {
      return { items: (await categories.all()).map(presentCategory) };
    },

    /** `PUT /api/forum/categories/:id/moderators` (the route lets site admins only). */
    async setModerators(id: string, input: ForumCategoryModeratorsInput): Promise<ForumCategory> {
      if (!(await categories.exists(id))) throw new AppError('request.entity_not_found');
      const userIds = [...new Set(input.userIds)];
      const existing = new Set(await categories.existingUsers(userIds));
      if (userIds.some((userId) => !existing.has(userId))) {
        throw new AppError('forum.moderator_not_found', { field: 'userIds' });
      }
      await categories.replaceModerators(id, userIds);
      const entry = (await categories.all()).find((candidate) => candidate.category.id === id);
      if (!entry) throw new AppError('request.entity_not_found');
      return presentCategory(entry);
    },
  };
}

export type ForumCategoriesService = ReturnType<typeof createForumCategoriesService>;
