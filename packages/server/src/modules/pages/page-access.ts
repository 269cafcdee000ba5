import {
  AppError,
  canCommand,
  nextState,
  type MembershipCommand,
  type PageRole,
} from '@backline/domain';
import type { Transaction } from '../../db/client.ts';
import type { PageRow } from '../../db/schema/index.ts';
import type { PageMembersRepository } from './page-members.repository.ts';
import type { PagesRepository } from './pages.repository.ts';

export const forbidden = () => new AppError('auth.forbidden');
export const notFound = () => new AppError('request.entity_not_found');

/** Refuses a team command the policy or the membership machine does not allow. */
export function decide(
  actorRole: PageRole | null,
  command: MembershipCommand,
  targetRole: PageRole | null,
  self: boolean,
): void {
  if (!canCommand(actorRole, command, targetRole, self)) throw forbidden();
  if (!nextState(targetRole ?? 'none', command)) throw new AppError('page.command_not_allowed');
}

/** Loading a page and authorizing the caller by their role in it: one way for every use case. */
export function createPageAccess(
  pages: Pick<PagesRepository, 'findPage'>,
  members: Pick<PageMembersRepository, 'roleOf'>,
) {
  async function loadPage(id: string, executor?: Transaction): Promise<PageRow> {
    const page = await pages.findPage(id, executor);
    if (!page) throw notFound();
    return page;
  }

  /** The page and the caller's role in it, or 403 when `allowed(role)` says no. */
  async function authorize(
    pageId: string,
    userId: string,
    allowed: (role: PageRole | null) => boolean,
  ): Promise<{ page: PageRow; role: PageRole | null }> {
    const page = await loadPage(pageId);
    const role = await members.roleOf(pageId, userId);
    if (!allowed(role)) throw forbidden();
    return { page, role };
  }

  return { loadPage, authorize };
}
