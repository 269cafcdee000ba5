import { canActAsPage, type MyPage } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createPageListsRepository } from './page-lists.repository.ts';
import { presentMyPage, presentSummary } from './pages.presenter.ts';

/** `Me.pages` entries (domain `UserPageRefSchema`). */
type UserPageRef = { id: string; type: string; name: string; resource: string };

/** The pages a user is in the team of: the dashboard's list and what `Me` says about them. */
export function createMyPagesService(db: Database) {
  const lists = createPageListsRepository(db);

  return {
    async pagesOfUser(userId: string): Promise<MyPage[]> {
      const rows = await lists.pagesOfUser(userId);
      return rows.map(presentMyPage);
    },

    /**
     * `GET /api/user/me`'s `pages` (every team page) and `pageTypes` (the kinds the user may act
     * as: artist; organization for organizations and venues).
     */
    async meExtras(
      userId: string,
    ): Promise<{ pages: UserPageRef[]; pageTypes: { artist: boolean; organization: boolean } }> {
      const rows = await lists.pagesOfUser(userId);
      const acting = rows.filter((row) => canActAsPage(row.role));
      return {
        pages: rows.map(({ page }) => {
          const summary = presentSummary(page);
          return { id: page.id, type: summary.type, name: page.name, resource: summary.resource };
        }),
        pageTypes: {
          artist: acting.some((row) => row.page.kind === 'artist'),
          organization: acting.some((row) => row.page.kind !== 'artist'),
        },
      };
    },
  };
}

export type MyPagesService = ReturnType<typeof createMyPagesService>;
