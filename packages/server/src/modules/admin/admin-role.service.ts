import { AppError, type AdminUserDetail, type SiteRoleInput } from '@backline/domain';
import type { AdminActor, AdminContext } from './admin.shared.ts';

/**
 * The moderator role (issue 16): a site admin grants or revokes it, with an optional reason in
 * the audit log; never for oneself, never on an admin (admins are made by the operators).
 */
export function createAdminRoleService({ repository, target, notSelf, act, detail }: AdminContext) {
  return {
    async setRole(
      actor: AdminActor,
      userId: string,
      input: SiteRoleInput,
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      notSelf(actor, user);
      if (user.role === 'admin') throw new AppError('admin.role_of_admin');
      await act(actor, user, 'set_role', input, async (tx) => {
        await repository.setRole(tx, user.id, input.role);
        return { result: undefined, details: { role: input.role, from: user.role } };
      });
      return detail(user.id);
    },
  };
}
