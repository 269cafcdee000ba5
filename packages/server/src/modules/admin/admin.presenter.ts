import { communityBanActive, type AdminUserDetail, type AdminUserSummary } from '@backline/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AuditEntryRow } from './admin.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentAdminUser(user: UserRow, now: Date = new Date()): AdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    activatedAt: iso(user.activatedAt),
    deactivatedAt: iso(user.deactivatedAt),
    deletionRequestedAt: iso(user.deletionRequestedAt),
    purgedAt: iso(user.purgedAt),
    bans: {
      shadowBannedAt: iso(user.shadowBannedAt),
      communityBanUntil: iso(user.communityBanUntil),
      communityBanActive: communityBanActive(user, now),
    },
  };
}

export const presentAuditEntry = (row: AuditEntryRow): AdminUserDetail['auditLog'][number] => ({
  id: row.id,
  action: row.action,
  reason: row.reason,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
  actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
});
