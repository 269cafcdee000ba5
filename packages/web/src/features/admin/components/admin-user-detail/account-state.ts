import type { AdminUserSummary } from '@backline/domain';

export type AccountState = 'active' | 'pending' | 'deactivated' | 'deletion' | 'purged';

export function accountState(user: AdminUserSummary): AccountState {
  if (user.purgedAt) return 'purged';
  if (user.deletionRequestedAt) return 'deletion';
  if (user.deactivatedAt) return 'deactivated';
  if (!user.activatedAt) return 'pending';
  return 'active';
}
