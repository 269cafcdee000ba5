import { AppError } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createPageFollowsRepository } from './page-follows.repository.ts';
import { presentListItem } from './pages.presenter.ts';
import { createPagesContext } from './pages.shared.ts';

/** Following pages (spec section 3): not while blocked; the dashboard lists what one follows. */
export function createPageFollowsService(db: Database) {
  const { members, loadPage } = createPagesContext(db);
  const follows = createPageFollowsRepository(db);

  return {
    async follow(userId: string, pageId: string) {
      await loadPage(pageId);
      if (await members.isBlocked(pageId, userId)) throw new AppError('account.user_blocked');
      await follows.follow(pageId, userId);
      return { following: true, followers: await follows.followers(pageId) };
    },

    async unfollow(userId: string, pageId: string) {
      await loadPage(pageId);
      await follows.unfollow(pageId, userId);
      return { following: false, followers: await follows.followers(pageId) };
    },

    async followedPages(userId: string) {
      const rows = await follows.followedPages(userId);
      return { pages: rows.map(presentListItem) };
    },
  };
}

export type PageFollowsService = ReturnType<typeof createPageFollowsService>;
