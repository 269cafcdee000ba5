import { AppError, type Page } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createPageAccess, notFound } from './page-access.ts';
import { createPageMembersRepository } from './page-members.repository.ts';
import { createPageTeamRepository } from './page-team.repository.ts';
import { presentPage } from './pages.presenter.ts';
import { createPagesRepository } from './pages.repository.ts';

/**
 * What the page use cases share (editing, queries, removal, follows, blocks, ownership, invite
 * links): the repositories every one of them loads and authorizes with, and the presented page
 * that several of them answer.
 */

/** Empty text means "none". */
export const textOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

export function createPagesContext(db: Database) {
  const pages = createPagesRepository(db);
  const members = createPageMembersRepository(db);
  const team = createPageTeamRepository(db);
  const { loadPage, authorize } = createPageAccess(pages, members);

  /** The full presented page for a caller (visitor: null). Four queries. */
  async function view(pageId: string, userId: string | null): Promise<Page | null> {
    const found = await pages.findPageWithCity(pageId);
    if (!found) return null;
    const [teamRows, viewer] = await Promise.all([
      team.team(pageId),
      pages.viewerFacts(pageId, userId),
    ]);
    return presentPage(found.page, found.city, teamRows, viewer, found);
  }

  async function viewOrFail(pageId: string, userId: string | null): Promise<Page> {
    const page = await view(pageId, userId);
    if (!page) throw notFound();
    return page;
  }

  /** An account in use (the target of a block or an ownership request), or `userId`'s 404. */
  async function requireUserInUse(userId: string) {
    const user = await members.userInUse(userId);
    if (!user) throw new AppError('page.user_not_found', { field: 'userId' });
    return user;
  }

  return { pages, members, loadPage, authorize, view, viewOrFail, requireUserInUse };
}

export type PagesContext = ReturnType<typeof createPagesContext>;
