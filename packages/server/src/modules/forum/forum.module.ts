import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { topicsSearchProvider } from './forum-search.sql.ts';
import type { BansApi } from '../bans/bans.module.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createForumCategoriesService } from './forum-categories.service.ts';
import { createForumCommentsService } from './forum-comments.service.ts';
import { purgeForum } from './forum-purge.repository.ts';
import { createForumTopicsService } from './forum-topics.service.ts';
import { forumReportSubjects } from './forum.moderation.ts';
import { forumRoutes, type ForumRouteServices } from './forum.routes.ts';
import type { ForumDeps } from './forum.shared.ts';

export type ForumModuleDeps = {
  notifications: Pick<NotificationsService, 'notify'>;
  bans: Pick<BansApi, 'assertUserMayPost'>;
};

export type ForumApi = ForumRouteServices;

/**
 * The forum (issue 16): categories, topics with tags and full-text search, comments with one
 * level of replies, following, thread bans; its topics and comments are report subjects that
 * moderators act on through the moderation module. A purged author's posts stay, nameless.
 */
export function createForumModule(
  platform: Platform,
  { notifications, bans }: ForumModuleDeps,
): BacklineModule<ForumApi> {
  const deps: ForumDeps = {
    assertUserMayPost: (userId) => bans.assertUserMayPost(userId),
    notify: notifications.notify,
  };
  const now = () => new Date(platform.clock.nowMs());
  const services: ForumRouteServices = {
    categories: createForumCategoriesService(platform.db),
    topics: createForumTopicsService(platform.db, deps, now),
    comments: createForumCommentsService(platform.db, deps, now),
  };
  return {
    name: 'forum',
    routes: async (app) => {
      await app.register(forumRoutes, services);
    },
    reportSubjects: forumReportSubjects(platform.db),
    searchProviders: [topicsSearchProvider],
    purgeSteps: [purgeForum],
    api: services,
  };
}
