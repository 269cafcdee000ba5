import { AppError, PageSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { entityType } from '../entities/entities.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { pagesRoutes } from './pages.routes.ts';
import { createPagesService, type PagesService } from './pages.service.ts';

export type PagesModuleDeps = { media: Pick<MediaService, 'deleteMediaOf' | 'deleteMediaRowsOf'> };

/**
 * Pages (docs/decisions.md, 20): artists, locations and organizations with their team,
 * ownership, addresses and follows. Me lists the user's pages; purged owners hand pages on.
 */
export function createPagesModule(
  platform: Platform,
  { media }: PagesModuleDeps,
): BacklineModule<PagesService> {
  const pages = createPagesService(platform.db, {
    now: platform.clock.now,
    onPageDeleted: (pageId) => media.deleteMediaOf('page', pageId),
    // Rows only: stored files left behind are harmless (random keys, never listed).
    onPagePurged: async (tx, pageId) => {
      await media.deleteMediaRowsOf(tx, 'page', pageId);
    },
  });
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
