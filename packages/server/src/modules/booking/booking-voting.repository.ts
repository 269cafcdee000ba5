import { and, asc, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { LIVE_APPLICATION_STATUSES } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { bookingApplications, bookingVotes } from '../../db/schema/index.ts';

export type VoteRow = typeof bookingVotes.$inferSelect;

export function createBookingVotingRepository(db: Database) {
  return {
    /** The applicants one can vote for: applied, ignored or confirmed, oldest first. */
    async candidates(offerId: string) {
      return db
        .select({ id: bookingApplications.id, pageId: bookingApplications.pageId })
        .from(bookingApplications)
        .where(
          and(
            eq(bookingApplications.offerId, offerId),
            inArray(bookingApplications.status, [...LIVE_APPLICATION_STATUSES]),
            not(bookingApplications.shadowed),
          ),
        )
        .orderBy(asc(bookingApplications.appliedAt), asc(bookingApplications.id));
    },

    async counts(offerId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ applicationId: bookingVotes.applicationId, count: sql<number>`count(*)::int` })
        .from(bookingVotes)
        .where(and(eq(bookingVotes.offerId, offerId), isNotNull(bookingVotes.confirmedAt)))
        .groupBy(bookingVotes.applicationId);
      return new Map(rows.map((row) => [row.applicationId, row.count]));
    },

    async find(offerId: string, emailHash: string): Promise<VoteRow | null> {
      const [row] = await db
        .select()
        .from(bookingVotes)
        .where(and(eq(bookingVotes.offerId, offerId), eq(bookingVotes.emailHash, emailHash)));
      return row ?? null;
    },

    /**
     * A new unconfirmed vote, or a fresh code for an unconfirmed one (another candidate may be
     * chosen); nothing when the address has confirmed a vote already (null).
     */
    async request(values: {
      offerId: string;
      applicationId: string;
      emailHash: string;
      codeHash: string;
      codeExpiresAt: Date;
    }): Promise<VoteRow | null> {
      const [row] = await db
        .insert(bookingVotes)
        .values({ ...values, attempts: 0 })
        .onConflictDoUpdate({
          target: [bookingVotes.offerId, bookingVotes.emailHash],
          set: {
            applicationId: values.applicationId,
            codeHash: values.codeHash,
            codeExpiresAt: values.codeExpiresAt,
            attempts: 0,
          },
          setWhere: sql`${bookingVotes.confirmedAt} is null`,
        })
        .returning();
      return row ?? null;
    },

    async countAttempt(id: string): Promise<void> {
      await db
        .update(bookingVotes)
        .set({ attempts: sql`${bookingVotes.attempts} + 1` })
        .where(eq(bookingVotes.id, id));
    },

    /** Counts the vote; false when it was counted meanwhile. */
    async confirm(id: string, at: Date): Promise<boolean> {
      const [row] = await db
        .update(bookingVotes)
        .set({ confirmedAt: at, codeHash: null, codeExpiresAt: null })
        .where(and(eq(bookingVotes.id, id), sql`${bookingVotes.confirmedAt} is null`))
        .returning({ id: bookingVotes.id });
      return row !== undefined;
    },
  };
}
