import type { Report } from '@backline/domain';
import type { ReportRow } from '../../db/schema/index.ts';

/** A report as its reporter sees it (explicit fields: the owners never leave the server). */
export function presentReport(row: ReportRow): Report {
  return {
    id: row.id,
    subject: { kind: row.subjectKind, id: row.subjectId },
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    decisionReason: row.decisionReason,
  };
}
