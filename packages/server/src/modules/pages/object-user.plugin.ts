import fp from 'fastify-plugin';
import { AppError } from '@backline/domain';
import type { PageQueriesService } from './page-queries.service.ts';

export type ObjectUserOptions = { pages: Pick<PageQueriesService, 'affiliation'> };

/**
 * The object-user header (`x-object-user`, spec sections 6 and 7): a signed-in caller acting as
 * one of their pages. On /api/ requests that carry it, one query loads the caller's role in that
 * page: not affiliated → 403 `page.not_affiliated`; else `request.ctx.actingAs`. Without a
 * signed-in user the header is ignored (the route's own 401 applies). Register after the
 * request-context plugin (its hook fills `request.ctx` first).
 */
export const objectUserPlugin = fp<ObjectUserOptions>(
  async (app, { pages }) => {
    app.addHook('onRequest', async (request) => {
      const { objectUserId, user } = request.ctx;
      if (!objectUserId || !user || !request.url.startsWith('/api/')) return;
      // The sender picker's first entry is the user themself: acting as oneself.
      if (objectUserId === user.id) return;
      const affiliation = await pages.affiliation(objectUserId, user.id);
      if (affiliation === null) throw new AppError('page.not_affiliated');
      if (affiliation === 'self') return;
      request.ctx.actingAs = { pageId: objectUserId, role: affiliation };
    });
  },
  { name: 'object-user', dependencies: ['request-context'] },
);
