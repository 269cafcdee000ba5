import { AppError, type AdminUserDetail, type BanKind } from '@backline/domain';
import type { AdminActionInput, AdminActor, AdminContext } from './admin.shared.ts';

/** Bans: the shadow ban, the community ban until a date, and lifting them (never on oneself). */
export function createAdminBansService({ repository, target, notSelf, act, detail }: AdminContext) {
  return {
    async shadowBan(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput,
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      notSelf(actor, user);
      await act(actor, user, 'shadow_ban', input, async (tx) => {
        await repository.setShadowBan(tx, user.id);
        return { result: undefined };
      });
      return detail(user.id);
    },

    async communityBan(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput & { until: string },
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      notSelf(actor, user);
      const until = new Date(input.until);
      if (!(until.getTime() > Date.now())) {
        throw new AppError('admin.ban_end_in_past', { field: 'until' });
      }
      await act(actor, user, 'community_ban', input, async (tx) => {
        await repository.setCommunityBan(tx, user.id, until);
        return { result: undefined, details: { until: until.toISOString() } };
      });
      return detail(user.id);
    },

    /** Lifts one kind of ban, or every ban when no kind is given. */
    async removeBan(
      actor: AdminActor,
      userId: string,
      input: AdminActionInput & { kind?: BanKind | undefined },
    ): Promise<AdminUserDetail> {
      const user = await target(userId);
      notSelf(actor, user);
      await act(actor, user, 'remove_ban', input, async (tx) => {
        await repository.removeBans(tx, user.id, input.kind);
        return { result: undefined, details: { kind: input.kind ?? 'all' } };
      });
      return detail(user.id);
    },
  };
}

export type AdminBansService = ReturnType<typeof createAdminBansService>;
