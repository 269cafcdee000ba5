import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { BanKind, Locale } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What the posting guard needs to know of an account, in one statement. */
export type PostingFacts = {
  communityBanUntil: Date | null;
  shadowBannedAt: Date | null;
  locale: Locale;
};

export function createBansRepository(db: Database) {
  return {
    /** The account's bans and language; null for no account. */
    async postingFacts(userId: string): Promise<PostingFacts | null> {
      const [row] = await db
        .select({
          communityBanUntil: users.communityBanUntil,
          shadowBannedAt: users.shadowBannedAt,
          locale: users.locale,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** Shadow-bans the user; false when they already are (compare-and-set). */
    async setShadowBan(tx: Transaction, userId: string): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ shadowBannedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.shadowBannedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Community-bans the user until `until` (a later or earlier end replaces the stored one). */
    async setCommunityBan(tx: Transaction, userId: string, until: Date): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ communityBanUntil: until })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Lifts one kind of ban, or both; false when none of them was in force. */
    async liftBans(tx: Transaction, userId: string, kind: BanKind | undefined): Promise<boolean> {
      const shadow = isNotNull(users.shadowBannedAt);
      const community = gt(users.communityBanUntil, sql`now()`);
      const inForce =
        kind === 'shadow' ? shadow : kind === 'community' ? community : or(shadow, community);
      const rows = await tx
        .update(users)
        .set({
          ...(kind !== 'community' ? { shadowBannedAt: null } : {}),
          ...(kind !== 'shadow' ? { communityBanUntil: null } : {}),
        })
        .where(and(eq(users.id, userId), inForce))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
