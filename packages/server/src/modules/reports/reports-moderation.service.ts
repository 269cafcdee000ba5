import { MODERATION_QUEUE_REPORTS_PER_SUBJECT, type Report } from '@backline/domain';
import { z } from 'zod/mini';
import type { Database, Transaction } from '../../db/client.ts';
import { presentReport } from './reports.presenter.ts';
import {
  createReportsModerationRepository,
  type QueueKeyset,
  type QueueReportRow,
  type QueueSubjectRow,
  type SubjectRef,
} from './reports-moderation.repository.ts';

const CursorSchema = z.tuple([z.number(), z.string(), z.string()]);

/** The queue's keyset: the oldest report's time, the kind and the id of the last subject. */
export const encodeQueueCursor = (row: QueueSubjectRow) =>
  Buffer.from(JSON.stringify([row.oldest.getTime(), row.subjectKind, row.subjectId])).toString(
    'base64url',
  );

export function decodeQueueCursor(cursor: string): QueueKeyset | null {
  try {
    const parsed = CursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    const [time, kind, id] = parsed.data;
    const oldest = new Date(time);
    return Number.isNaN(oldest.getTime()) ? null : { oldest, kind, id };
  } catch {
    return null;
  }
}

/** A page of reported subjects and their newest open reports. */
export type QueuePage = {
  subjects: QueueSubjectRow[];
  reports: QueueReportRow[];
  nextCursor: string | null;
};

/** Histories list at most this many reports of a user (the newest). */
const HISTORY_REPORTS_MAX = 1000;

/**
 * What the moderation module asks of reports (issue 16): the queue (two statements), deciding a
 * subject's open reports inside the moderation's transaction, a reporter's whole list.
 */
export function createReportsModerationService(db: Database) {
  const repository = createReportsModerationRepository(db);
  return {
    /** The queue's cursor as the queue answered it; null when it is not one. */
    decodeCursor: decodeQueueCursor,

    /** Subjects with open reports, oldest first, after the keyset (null: invalid cursor). */
    async queue(after: QueueKeyset | null, size: number): Promise<QueuePage> {
      const rows = await repository.queueSubjects(after, size);
      const subjects = rows.slice(0, size);
      const reports = await repository.queueReports(
        subjects.map((row) => ({ kind: row.subjectKind, id: row.subjectId })),
        MODERATION_QUEUE_REPORTS_PER_SUBJECT,
      );
      const last = subjects.at(-1);
      return {
        subjects,
        reports,
        nextCursor: rows.length > size && last ? encodeQueueCursor(last) : null,
      };
    },

    /**
     * Upholds or rejects every open report of the subject (in the caller's transaction; a
     * rejection keeps its reason for the reporters); answers the reporters to tell (purged
     * reporters are left out).
     */
    async decideSubject(
      tx: Transaction,
      subject: SubjectRef,
      outcome: { status: 'upheld' } | { status: 'rejected'; reason: string },
    ): Promise<{ decided: number; reporterUserIds: string[] }> {
      const reason = outcome.status === 'rejected' ? outcome.reason : null;
      const decided = await repository.decideOpen(tx, subject, outcome.status, reason);
      return {
        decided: decided.length,
        reporterUserIds: decided.flatMap((row) => (row.reporterUserId ? [row.reporterUserId] : [])),
      };
    },

    /** The reporter's reports, newest first (their moderation history download). */
    async allOf(reporterUserId: string): Promise<Report[]> {
      return (await repository.allOf(reporterUserId, HISTORY_REPORTS_MAX)).map(presentReport);
    },
  };
}

export type ReportsModerationService = ReturnType<typeof createReportsModerationService>;
export type { QueueKeyset, SubjectRef };
