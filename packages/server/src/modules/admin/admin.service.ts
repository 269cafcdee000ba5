import type { Database } from '../../db/client.ts';
import { createAdminAccountActionsService } from './admin-account-actions.service.ts';
import { createAdminBansService } from './admin-bans.service.ts';
import { createAdminRoleService } from './admin-role.service.ts';
import { createAdminUsersService } from './admin-users.service.ts';
import { createAdminContext, type AdminServiceOptions } from './admin.shared.ts';

/**
 * Site administration (spec section 6, `/admin/user`) as one service (the module's api): search
 * accounts, see one with its audit log, and act on it (bans, access, lifecycle, the moderator role), each group in
 * its own file. Every action writes the audit log (actor, target, action, reason, details) in the
 * transaction of its change. Callers have checked that the actor is a site admin.
 */
export function createAdminService(db: Database, options: AdminServiceOptions) {
  const context = createAdminContext(db, options);
  return {
    ...createAdminUsersService(context),
    ...createAdminAccountActionsService(context),
    ...createAdminBansService(context),
    ...createAdminRoleService(context),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
