import { AppError, PageSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { entityType } from '../entities/entities.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createPageTeamService } from './page-team.service.ts';
import { pageTeamRoutes } from './page-team.routes.ts';
import { pagesRoutes } from './pages.routes.ts';
import { createPagesService, type PagesService } from './pages.service.ts';

export type PagesModuleDeps = {
  media: Pick<MediaService, 'deleteMediaOf' | 'deleteMediaRowsOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
};

/**
 * Pages (docs/decisions.md, 20): artists, locations and organizations with their team,
 * ownership, addresses and follows. Me lists the user's pages; purged owners hand pages on.
 */
export function createPagesModule(
  platform: Platform,
  { media, notifications }: PagesModuleDeps,
): BacklineModule<PagesService> {
  const pages = createPagesService(platform.db, {
    now: platform.clock.now,
    onPageDeleted: (pageId) => media.deleteMediaOf('page', pageId),
    // Rows only: stored files left behind are harmless (random keys, never listed).
    onPagePurged: async (tx, pageId) => {
      await media.deleteMediaRowsOf(tx, 'page', pageId);
    },
  });
  // Page teams: invitations and join requests tell the other side (notifications).
  const pageTeam = createPageTeamService(platform.db, { notify: notifications.notify });
  // Generic `GET|DELETE /api/{type}/{id}`: venues are `location`, artists and organizations
  // `organization`, and `page` serves every kind.
  const pageEntity = (type: 'page' | 'organization' | 'location') =>
    entityType({
      schema: PageSchema,
      get: (ctx, id) => pages.getEntity(type, id, ctx.user?.id ?? null),
      delete: (ctx, id) => {
        if (!ctx.user) throw new AppError('auth.required');
        return pages.deleteEntity(type, id, ctx.user.id);
      },
    });
  return {
    name: 'pages',
    routes: async (app) => {
      await app.register(pagesRoutes, { pages });
      await app.register(pageTeamRoutes, { pageTeam });
    },
    entityTypes: {
      page: pageEntity('page'),
      organization: pageEntity('organization'),
      location: pageEntity('location'),
    },
    purgeSteps: [(tx, userId) => pages.purgeUser(tx, userId)],
    api: pages,
  };
}

// The role of a user in a page has one owner (page-roles.repository.ts); other modules read it
// through these, never from `page_members` themselves.
export {
  createPageRoles,
  pagesManagedBySql,
  pagesOfMemberSql,
  roleInPageSql,
  type PageRoles,
} from './page-roles.repository.ts';
