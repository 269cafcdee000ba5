import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { type AdminAction, type BanKind } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { adminAuditLog, users, type UserRow } from '../../db/schema/index.ts';

export type AuditEntryRow = {
  id: string;
  action: AdminAction;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
};

export type NewAuditEntry = {
  actorId: string;
  targetUserId: string;
  action: AdminAction;
  reason: string | null;
  details?: Record<string, unknown> | null;
};

/** How many audit entries one admin page shows. */
const AUDIT_LOG_LIMIT = 200;

/** `%`, `_` and `\` typed by the admin are meant literally. */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** Site administration's reads and writes on accounts and the audit log (sessions: accounts). */
export function createAdminRepository(db: Database) {
  return {
    /** A page of accounts whose name or e-mail contains `query` (all when empty), newest first. */
    async searchUsers(query: string, offset: number, limit: number): Promise<UserRow[]> {
      const filter: SQL | undefined = query
        ? or(ilike(users.name, likePattern(query)), ilike(users.email, likePattern(query)))
        : undefined;
      return db
        .select()
        .from(users)
        .where(filter)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
    },

    async findUser(id: string, executor: Database | Transaction = db): Promise<UserRow | null> {
      const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** The account's audit log, newest first, with the acting admin's name. */
    async auditLog(userId: string): Promise<AuditEntryRow[]> {
      return db
        .select({
          id: adminAuditLog.id,
          action: adminAuditLog.action,
          reason: adminAuditLog.reason,
          details: adminAuditLog.details,
          createdAt: adminAuditLog.createdAt,
          actorId: adminAuditLog.actorId,
          actorName: users.name,
        })
        .from(adminAuditLog)
        .leftJoin(users, eq(users.id, adminAuditLog.actorId))
        .where(eq(adminAuditLog.targetUserId, userId))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(AUDIT_LOG_LIMIT);
    },

    /** The site role (`users.role`, written here like the bans: see decisions §57). */
    async setRole(tx: Transaction, userId: string, role: 'moderator' | 'user'): Promise<void> {
      await tx.update(users).set({ role }).where(eq(users.id, userId));
    },

    async writeAudit(tx: Transaction, entry: NewAuditEntry): Promise<void> {
      await tx.insert(adminAuditLog).values({ ...entry, details: entry.details ?? null });
    },

    async setShadowBan(tx: Transaction, userId: string): Promise<void> {
      await tx
        .update(users)
        .set({ shadowBannedAt: sql`coalesce(${users.shadowBannedAt}, now())` })
        .where(eq(users.id, userId));
    },

    async setCommunityBan(tx: Transaction, userId: string, until: Date): Promise<void> {
      await tx.update(users).set({ communityBanUntil: until }).where(eq(users.id, userId));
    },

    /** Lifts one kind of ban, or both. */
    async removeBans(tx: Transaction, userId: string, kind: BanKind | undefined): Promise<void> {
      await tx
        .update(users)
        .set({
          ...(kind !== 'community' ? { shadowBannedAt: null } : {}),
          ...(kind !== 'shadow' ? { communityBanUntil: null } : {}),
        })
        .where(eq(users.id, userId));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
