import { and, eq, gt, lt } from 'drizzle-orm';
import type { DeviceInfo } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { qrLoginChallenges } from '../../db/schema/index.ts';

export type QrChallengeRow = typeof qrLoginChallenges.$inferSelect;

export function createQrLoginRepository(db: Database) {
  return {
    async create(values: {
      secretHash: string;
      requesterDevice: DeviceInfo | null;
      requesterAddress: string;
      expiresAt: Date;
    }): Promise<QrChallengeRow> {
      const [row] = await db.insert(qrLoginChallenges).values(values).returning();
      if (!row) throw new Error('Inserting a QR sign-in challenge returned nothing');
      return row;
    },

    async findById(id: string): Promise<QrChallengeRow | null> {
      const [row] = await db
        .select()
        .from(qrLoginChallenges)
        .where(eq(qrLoginChallenges.id, id))
        .limit(1);
      return row ?? null;
    },

    /** pending → approved by `userId`, unless it lapsed or changed meanwhile. */
    async approve(id: string, userId: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(qrLoginChallenges)
        .set({ status: 'approved', approvedBy: userId })
        .where(
          and(
            eq(qrLoginChallenges.id, id),
            eq(qrLoginChallenges.status, 'pending'),
            gt(qrLoginChallenges.expiresAt, now),
          ),
        )
        .returning({ id: qrLoginChallenges.id });
      return updated.length > 0;
    },

    /** pending → expired (the phone said no). */
    async reject(id: string): Promise<boolean> {
      const updated = await db
        .update(qrLoginChallenges)
        .set({ status: 'expired' })
        .where(and(eq(qrLoginChallenges.id, id), eq(qrLoginChallenges.status, 'pending')))
        .returning({ id: qrLoginChallenges.id });
      return updated.length > 0;
    },

    /**
     * approved → consumed, by the browser holding the secret; answers the approving user once.
     * Exactly one of concurrent claims wins.
     */
    async consume(id: string, secretHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(qrLoginChallenges)
        .set({ status: 'consumed' })
        .where(
          and(
            eq(qrLoginChallenges.id, id),
            eq(qrLoginChallenges.secretHash, secretHash),
            eq(qrLoginChallenges.status, 'approved'),
            gt(qrLoginChallenges.expiresAt, now),
          ),
        )
        .returning({ approvedBy: qrLoginChallenges.approvedBy });
      return row?.approvedBy ?? null;
    },

    /** Housekeeping: challenges that ended before `cutoff`. */
    async deleteExpiredBefore(cutoff: Date): Promise<void> {
      await db.delete(qrLoginChallenges).where(lt(qrLoginChallenges.expiresAt, cutoff));
    },
  };
}

/** The purge: QR sign-ins a purged account approved go. */
export async function purgeApprovedChallenges(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(qrLoginChallenges).where(eq(qrLoginChallenges.approvedBy, userId));
}
