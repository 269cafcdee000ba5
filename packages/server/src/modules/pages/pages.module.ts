import { AppError, PageSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { pagesSearchProvider } from './pages-search.sql.ts';
import { entityType } from '../entities/entities.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createMyPagesService } from './my-pages.service.ts';
import { pageBlockRoutes } from './page-blocks.routes.ts';
import { createPageBlocksService } from './page-blocks.service.ts';
import { createPageEditingService } from './page-editing.service.ts';
import { pageFollowRoutes } from './page-follows.routes.ts';
import { createPageFollowsService } from './page-follows.service.ts';
import { pageInviteRoutes } from './page-invites.routes.ts';
import { createPageInvitesService } from './page-invites.service.ts';
import { pageJoinRequestRoutes } from './page-join-requests.routes.ts';
import { createPageJoinRequestsService } from './page-join-requests.service.ts';
import { pageOwnershipRoutes } from './page-ownership.routes.ts';
import { createPageOwnershipService } from './page-ownership.service.ts';
import { createPageQueriesService } from './page-queries.service.ts';
import { createPageRemovalService } from './page-removal.service.ts';
import { pageTeamInvitationRoutes } from './page-team-invitations.routes.ts';
import { createPageTeamInvitationsService } from './page-team-invitations.service.ts';
import { pageTeamRoutes } from './page-team.routes.ts';
import { createPageTeamService } from './page-team.service.ts';
import { pagesRoutes } from './pages.routes.ts';
import { pagesModerationSide } from './pages-moderation.repository.ts';

export type PagesModuleDeps = {
  media: Pick<MediaService, 'deleteMediaOf' | 'deleteMediaRowsOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
};

/**
 * What other modules, the root and tests may call: the page use cases (not the team's, which
 * only its routes use) in one flat object, so a caller names the method, not the service that
 * holds it.
 */
export type PagesApi = ReturnType<typeof createPageQueriesService> &
  ReturnType<typeof createPageEditingService> &
  ReturnType<typeof createPageRemovalService> &
  ReturnType<typeof createMyPagesService> &
  ReturnType<typeof createPageFollowsService> &
  ReturnType<typeof createPageBlocksService> &
  ReturnType<typeof createPageOwnershipService> &
  ReturnType<typeof createPageInvitesService>;

/**
 * Pages (docs/decisions.md, 20): artists, locations and organizations with their team,
 * ownership, addresses and follows. Me lists the user's pages; purged owners hand pages on.
 * One service per use case, one route file per group of use cases.
 */
export function createPagesModule(
  platform: Platform,
  { media, notifications }: PagesModuleDeps,
): BacklineModule<PagesApi> {
  const { db, clock } = platform;
  const queries = createPageQueriesService(db);
  const editing = createPageEditingService(db);
  const removal = createPageRemovalService(db, {
    onPageDeleted: (pageId) => media.deleteMediaOf('page', pageId),
    // Rows only: stored files left behind are harmless (random keys, never listed).
    onPagePurged: async (tx, pageId) => {
      await media.deleteMediaRowsOf(tx, 'page', pageId);
    },
  });
  const myPages = createMyPagesService(db);
  const follows = createPageFollowsService(db);
  const blocks = createPageBlocksService(db);
  const ownership = createPageOwnershipService(db);
  const invites = createPageInvitesService(db, { now: clock.now });
  const pageTeam = createPageTeamService(db);
  // Invitations and join requests tell the other side (notifications).
  const invitations = createPageTeamInvitationsService(db, { notify: notifications.notify });
  const joinRequests = createPageJoinRequestsService(db, { notify: notifications.notify });
  // Generic `GET|DELETE /api/{type}/{id}`: venues are `location`, artists and organizations
  // `organization`, and `page` serves every kind.
  const pageEntity = (type: 'page' | 'organization' | 'location') =>
    entityType({
      schema: PageSchema,
      get: (ctx, id) => queries.getEntity(type, id, ctx.user?.id ?? null),
      delete: (ctx, id) => {
        if (!ctx.user) throw new AppError('auth.required');
        return removal.deleteEntity(type, id, ctx.user.id);
      },
    });
  return {
    name: 'pages',
    searchProviders: [pagesSearchProvider],
    // Registered in the order of the API docs: pages, follows, blocks, ownership, invite links,
    // then the team.
    routes: async (app) => {
      await app.register(pagesRoutes, { editing, removal, queries, myPages });
      await app.register(pageFollowRoutes, { follows });
      await app.register(pageBlockRoutes, { blocks });
      await app.register(pageOwnershipRoutes, { ownership });
      await app.register(pageInviteRoutes, { invites });
      await app.register(pageTeamRoutes, { pageTeam });
      await app.register(pageTeamInvitationRoutes, { invitations });
      await app.register(pageJoinRequestRoutes, { joinRequests });
    },
    entityTypes: {
      page: pageEntity('page'),
      organization: pageEntity('organization'),
      location: pageEntity('location'),
    },
    reportSubjects: {
      // A page of any kind; its team does not report it, its owner and admins answer for it.
      page: {
        find: async (ctx, id) => {
          const page = await queries.getEntity('page', id, ctx.user?.id ?? null);
          if (!page) return null;
          const owners = [page.owner, ...page.admins].flatMap((person) =>
            person ? [person.id] : [],
          );
          return { own: page.myRole !== null, ownerUserIds: owners };
        },
        moderation: pagesModerationSide(platform.db),
      },
    },
    purgeSteps: [(tx, userId) => removal.purgeUser(tx, userId)],
    // The services hold no `this`: their methods can be spread into one object.
    api: {
      ...queries,
      ...editing,
      ...removal,
      ...myPages,
      ...follows,
      ...blocks,
      ...ownership,
      ...invites,
    },
  };
}

// The role of a user in a page has one owner (page-roles.repository.ts); other modules read it
// through these, never from `page_members` themselves.
export {
  createPageRoles,
  pageBlockedUserSql,
  pagesFollowedBySql,
  pagesManagedBySql,
  pagesOfMemberSql,
  pagesOfMembersInSql,
  roleInPageSql,
  type PageRoles,
} from './page-roles.repository.ts';
export {
  pageFollowedBySql,
  pageFollowerCountSql,
  pageOwnerListedSql,
} from './page-fragments.sql.ts';
// The highlights list reads a page inside its one statement the way pages present it.
export { publicPageSubjectSql } from './pages-highlights.sql.ts';
