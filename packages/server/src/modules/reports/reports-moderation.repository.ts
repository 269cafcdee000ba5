import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  OPEN_REPORT_STATUSES,
  type ReportReason,
  type ReportStatus,
  type ReportSubjectKind,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { reports, users } from '../../db/schema/index.ts';

export type QueueKeyset = { oldest: Date; kind: string; id: string };

export type QueueSubjectRow = {
  subjectKind: ReportSubjectKind;
  subjectId: string;
  oldest: Date;
  count: number;
};

export type QueueReportRow = {
  id: string;
  subjectKind: ReportSubjectKind;
  subjectId: string;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  createdAt: Date;
  reporterName: string | null;
};

export type SubjectRef = { kind: ReportSubjectKind; id: string };

const open = inArray(reports.status, [...OPEN_REPORT_STATUSES]);

/** The queue's reads and the decisions on reports (the `reports` table's one owner). */
export function createReportsModerationRepository(db: Database) {
  return {
    /**
     * Subjects with open reports, oldest report first, after the keyset; `limit + 1` rows. One
     * statement (grouped on the `reports_subject_idx` columns).
     */
    async queueSubjects(after: QueueKeyset | null, limit: number): Promise<QueueSubjectRow[]> {
      const oldest = sql<Date>`min(${reports.createdAt})`;
      const rows = await db
        .select({
          subjectKind: reports.subjectKind,
          subjectId: reports.subjectId,
          oldest: sql<string>`min(${reports.createdAt})`,
          count: sql<number>`count(*)::int`,
        })
        .from(reports)
        .where(open)
        .groupBy(reports.subjectKind, reports.subjectId)
        .having(
          after
            ? sql`(${oldest}, ${reports.subjectKind}, ${reports.subjectId}) > (${after.oldest.toISOString()}::timestamptz, ${after.kind}, ${after.id})`
            : undefined,
        )
        .orderBy(asc(oldest), asc(reports.subjectKind), asc(reports.subjectId))
        .limit(limit + 1);
      return rows.map((row) => ({ ...row, oldest: new Date(row.oldest) }));
    },

    /** The newest open reports of each subject (at most `perSubject`), with reporter names. */
    async queueReports(subjects: readonly SubjectRef[], perSubject: number) {
      if (subjects.length === 0) return [];
      const pairs = sql.join(
        subjects.map((subject) => sql`(${subject.kind}, ${subject.id})`),
        sql`, `,
      );
      const ranked = db
        .select({
          id: reports.id,
          subjectKind: reports.subjectKind,
          subjectId: reports.subjectId,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          createdAt: reports.createdAt,
          reporterName: users.name,
          rank: sql<number>`row_number() over (partition by ${reports.subjectKind}, ${reports.subjectId} order by ${reports.createdAt} desc, ${reports.id} desc)`.as(
            'rank',
          ),
        })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.reporterUserId))
        .where(and(open, sql`(${reports.subjectKind}, ${reports.subjectId}) in (${pairs})`))
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(sql`${ranked.rank} <= ${perSubject}`)
        .orderBy(desc(ranked.createdAt));
      return rows satisfies QueueReportRow[];
    },

    /**
     * Decides the subject's open reports (compare-and-set: only open or in-review ones move);
     * answers the reporters of the reports it decided.
     */
    async decideOpen(
      tx: Transaction,
      subject: SubjectRef,
      status: 'upheld' | 'rejected',
      reason: string | null,
    ): Promise<{ id: string; reporterUserId: string | null }[]> {
      return tx
        .update(reports)
        .set({ status, decidedAt: sql`now()`, decisionReason: reason })
        .where(and(eq(reports.subjectKind, subject.kind), eq(reports.subjectId, subject.id), open))
        .returning({ id: reports.id, reporterUserId: reports.reporterUserId });
    },

    /** Every report of the reporter, newest first (their moderation history; bounded). */
    async allOf(reporterUserId: string, limit: number) {
      return db
        .select()
        .from(reports)
        .where(eq(reports.reporterUserId, reporterUserId))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit);
    },
  };
}
