import {
  ADMIN_SEARCH_PAGE_SIZE,
  type AdminUserSearchQuery,
  type AdminUserSearchResult,
} from '@backline/domain';
import { presentAdminUser } from './admin.presenter.ts';
import type { AdminContext } from './admin.shared.ts';

/** Finding accounts (`/admin/user`): the search by name or e-mail, and one account's detail. */
export function createAdminUsersService({ repository, detail }: AdminContext) {
  return {
    async search({ q, page }: AdminUserSearchQuery): Promise<AdminUserSearchResult> {
      const rows = await repository.searchUsers(
        q,
        (page - 1) * ADMIN_SEARCH_PAGE_SIZE,
        ADMIN_SEARCH_PAGE_SIZE + 1,
      );
      const now = new Date();
      return {
        users: rows.slice(0, ADMIN_SEARCH_PAGE_SIZE).map((row) => presentAdminUser(row, now)),
        page,
        hasMore: rows.length > ADMIN_SEARCH_PAGE_SIZE,
      };
    },

    detail,
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
