import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { ReportReason, ReportSubjectKind } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { reports, type ReportRow } from '../../db/schema/index.ts';

export type NewReport = {
  reporterUserId: string;
  subjectKind: ReportSubjectKind;
  subjectId: string;
  subjectOwnerUserIds: readonly string[];
  reason: ReportReason;
  details: string | null;
};

export type ReportKeyset = { createdAt: Date; id: string };

/** The `reports` table (its one owner). */
export function createReportsRepository(db: Database) {
  return {
    /** Inserts the report; null when the reporter has an open one of the subject (one statement). */
    async insertUnlessOpen(report: NewReport): Promise<ReportRow | null> {
      const [row] = await db
        .insert(reports)
        .values({ ...report, subjectOwnerUserIds: [...report.subjectOwnerUserIds] })
        .onConflictDoNothing({
          target: [reports.reporterUserId, reports.subjectKind, reports.subjectId],
          where: sql`${reports.status} in ('open', 'in_review')`,
        })
        .returning();
      return row ?? null;
    },

    /** The reporter's reports, newest first, before the keyset; `limit + 1` rows. */
    async mine(reporterUserId: string, before: ReportKeyset | null, limit: number) {
      return db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.reporterUserId, reporterUserId),
            before
              ? or(
                  lt(reports.createdAt, before.createdAt),
                  and(eq(reports.createdAt, before.createdAt), lt(reports.id, before.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit + 1);
    },
  };
}

/**
 * The account purge: the purged reporter's decided reports go; their open ones stay for the
 * content, without the reporter. A purged owner leaves the owners of the reports about them.
 */
export async function purgeReports(tx: Transaction, userId: string): Promise<void> {
  const reporter = eq(reports.reporterUserId, userId);
  await tx.delete(reports).where(and(reporter, isNotNull(reports.decidedAt)));
  await tx.update(reports).set({ reporterUserId: null }).where(reporter);
  await tx
    .update(reports)
    .set({ subjectOwnerUserIds: sql`array_remove(${reports.subjectOwnerUserIds}, ${userId})` })
    .where(sql`${userId} = any(${reports.subjectOwnerUserIds})`);
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
