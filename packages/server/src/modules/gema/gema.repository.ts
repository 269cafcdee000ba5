import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { GemaBadgeVisibility, GemaVerificationState } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { gemaMemberships, gemaVerifications, profiles } from '../../db/schema/index.ts';

/** Postgres unique violation, wherever the driver put it (`cause` chain). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export type VerificationRow = {
  id: string;
  userId: string;
  memberNumber: string;
  provider: string;
  state: GemaVerificationState;
  expiresAt: Date;
  /** Judged by the database clock, like the expiry was set. */
  expired: boolean;
};

const verificationColumns = {
  id: gemaVerifications.id,
  userId: gemaVerifications.userId,
  memberNumber: gemaVerifications.memberNumber,
  provider: gemaVerifications.provider,
  state: gemaVerifications.state,
  expiresAt: gemaVerifications.expiresAt,
  expired: sql<boolean>`${gemaVerifications.expiresAt} <= now()`,
};

/** Memberships and the badge: who is verified, who holds a number; unlinking. */
function membershipQueries(db: Database) {
  return {
    async findMembership(userId: string) {
      const [row] = await db
        .select({
          memberNumber: gemaMemberships.memberNumber,
          verifiedAt: gemaMemberships.verifiedAt,
        })
        .from(gemaMemberships)
        .where(eq(gemaMemberships.userId, userId));
      return row ?? null;
    },

    /** Who holds this member number, if anyone. */
    async holderOf(memberNumber: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: gemaMemberships.userId })
        .from(gemaMemberships)
        .where(eq(gemaMemberships.memberNumber, memberNumber));
      return row?.userId ?? null;
    },

    /** The verified accounts among `userIds` (one statement whatever the count). */
    async verifiedAmong(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: gemaMemberships.userId })
        .from(gemaMemberships)
        .where(inArray(gemaMemberships.userId, [...new Set(userIds)]));
      return new Set(rows.map((row) => row.userId));
    },

    async findBadge(userId: string): Promise<GemaBadgeVisibility | null> {
      const [row] = await db
        .select({ badge: profiles.gemaBadge })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.badge ?? null;
    },

    /** Sets the badge visibility, making the profile row when there is none yet. */
    async setBadge(userId: string, badge: GemaBadgeVisibility): Promise<void> {
      await db
        .insert(profiles)
        .values({ userId, gemaBadge: badge })
        .onConflictDoUpdate({ target: profiles.userId, set: { gemaBadge: badge } });
    },

    /** Removes the membership and cancels a pending verification; false when there was none. */
    async unlink(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .update(gemaVerifications)
          .set({ state: 'cancelled' })
          .where(and(eq(gemaVerifications.userId, userId), eq(gemaVerifications.state, 'pending')));
        const rows = await tx
          .delete(gemaMemberships)
          .where(eq(gemaMemberships.userId, userId))
          .returning({ userId: gemaMemberships.userId });
        return rows.length > 0;
      });
    },
  };
}

/** Verifications in progress: start, look up, finish, and confirm (which links the membership). */
function verificationQueries(db: Database) {
  return {
    /** The user's newest verification still waiting and not expired. */
    async findPending(userId: string) {
      const [row] = await db
        .select({
          memberNumber: gemaVerifications.memberNumber,
          expiresAt: gemaVerifications.expiresAt,
        })
        .from(gemaVerifications)
        .where(
          and(
            eq(gemaVerifications.userId, userId),
            eq(gemaVerifications.state, 'pending'),
            gt(gemaVerifications.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(gemaVerifications.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Starts a verification: earlier pending ones of the user are cancelled (only the newest
     * can complete), the new one expires `ttlMinutes` from now (database clock).
     */
    async createVerification(input: {
      userId: string;
      memberNumber: string;
      provider: string;
      stateHash: string;
      ttlMinutes: number;
    }): Promise<{ expiresAt: Date }> {
      return db.transaction(async (tx) => {
        await tx
          .update(gemaVerifications)
          .set({ state: 'cancelled' })
          .where(
            and(eq(gemaVerifications.userId, input.userId), eq(gemaVerifications.state, 'pending')),
          );
        const [row] = await tx
          .insert(gemaVerifications)
          .values({
            userId: input.userId,
            memberNumber: input.memberNumber,
            provider: input.provider,
            stateHash: input.stateHash,
            expiresAt: sql`now() + make_interval(mins => ${input.ttlMinutes})`,
          })
          .returning({ expiresAt: gemaVerifications.expiresAt });
        if (!row) throw new Error('Inserting a GEMA verification returned no row.');
        return row;
      });
    },

    async findVerification(stateHash: string): Promise<VerificationRow | null> {
      const [row] = await db
        .select(verificationColumns)
        .from(gemaVerifications)
        .where(eq(gemaVerifications.stateHash, stateHash));
      return row ?? null;
    },

    /** Compare-and-set from pending; false when someone else finished it first. */
    async finish(id: string, to: Exclude<GemaVerificationState, 'pending'>): Promise<boolean> {
      const rows = await db
        .update(gemaVerifications)
        .set({ state: to })
        .where(and(eq(gemaVerifications.id, id), eq(gemaVerifications.state, 'pending')))
        .returning({ id: gemaVerifications.id });
      return rows.length > 0;
    },

    /**
     * Confirms a pending, unexpired verification and links the membership, in one transaction:
     * 'gone' when it is no longer pending (or expired), 'taken' when another account holds the
     * member number (the unique index decides, so parallel confirmations cannot both link it).
     */
    async confirm(input: {
      verificationId: string;
      userId: string;
      memberNumber: string;
      provider: string;
    }): Promise<'linked' | 'gone' | 'taken'> {
      try {
        return await db.transaction(async (tx) => {
          const updated = await tx
            .update(gemaVerifications)
            .set({ state: 'confirmed' })
            .where(
              and(
                eq(gemaVerifications.id, input.verificationId),
                eq(gemaVerifications.state, 'pending'),
                gt(gemaVerifications.expiresAt, sql`now()`),
              ),
            )
            .returning({ id: gemaVerifications.id });
          if (updated.length === 0) return 'gone' as const;
          await tx
            .insert(gemaMemberships)
            .values({
              userId: input.userId,
              memberNumber: input.memberNumber,
              provider: input.provider,
            })
            .onConflictDoUpdate({
              target: gemaMemberships.userId,
              set: {
                memberNumber: input.memberNumber,
                provider: input.provider,
                verifiedAt: sql`now()`,
              },
            });
          return 'linked' as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
  };
}

/** GEMA memberships, verifications in progress and the badge visibility (in `profiles`). */
export function createGemaRepository(db: Database) {
  return { ...membershipQueries(db), ...verificationQueries(db) };
}

/** The account purge (account deletion): the membership and verifications go (member numbers). */
export async function purgeGema(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(gemaVerifications).where(eq(gemaVerifications.userId, userId));
  await tx.delete(gemaMemberships).where(eq(gemaMemberships.userId, userId));
}
