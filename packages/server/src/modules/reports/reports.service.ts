import {
  AppError,
  REPORT_PAGE_SIZE,
  REPORTS_PER_HOUR,
  type Report,
  type ReportInput,
  type ReportList,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import type { ReportSubjectRegistry } from './report-subjects.ts';
import { presentReport } from './reports.presenter.ts';
import { createReportsRepository } from './reports.repository.ts';
import { encodeKeysetCursor, parseKeysetCursor } from '../../platform/keyset-cursor.ts';

/** Reports per user and hour: enough for a person, too few for a campaign. */
export const REPORT_LIMIT: RateLimit = { limit: REPORTS_PER_HOUR, windowSeconds: 3600 };

const encodeCursor = encodeKeysetCursor;

function decodeCursor(cursor: string) {
  const position = parseKeysetCursor(cursor);
  return position && { createdAt: position.at, id: position.id };
}

/**
 * Reporting (issue 16 item 3): a signed-in member reports a subject they can see and that is not
 * their own, with a reason of the fixed list; one open report per subject and reporter; the
 * reporter's list shows where each stands. Moderators decide in the queue (issue 16).
 */
export function createReportsService(
  db: Database,
  deps: { rateLimiter: RateLimiter; subjects: ReportSubjectRegistry },
) {
  const repository = createReportsRepository(db);

  return {
    /** `POST /api/reports`. */
    async report(ctx: RequestContext, input: ReportInput): Promise<Report> {
      if (!ctx.user) throw new AppError('auth.required');
      const reporterUserId = ctx.user.id;
      const type = deps.subjects.subjectKind(input.subject.kind);
      if (!type) throw new AppError('validation.invalid', { field: 'subject.kind' });
      const found = await type.find(ctx, input.subject.id);
      if (!found) throw new AppError('request.entity_not_found');
      if (found.own || found.ownerUserIds.includes(reporterUserId)) {
        throw new AppError('reports.own_subject');
      }
      const limit = await deps.rateLimiter.hit(`report:${reporterUserId}`, REPORT_LIMIT);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
      const details = input.details?.trim() ?? '';
      const row = await repository.insertUnlessOpen({
        reporterUserId,
        subjectKind: input.subject.kind,
        subjectId: input.subject.id,
        subjectOwnerUserIds: found.ownerUserIds,
        reason: input.reason,
        details: details.length > 0 ? details : null,
      });
      if (!row) throw new AppError('reports.already_reported');
      return presentReport(row);
    },

    /** `GET /api/reports/mine`: newest first, one statement. */
    async mine(reporterUserId: string, cursor: string | undefined): Promise<ReportList> {
      const before = cursor ? decodeCursor(cursor) : null;
      if (cursor && !before) throw new AppError('validation.invalid', { field: 'cursor' });
      const rows = await repository.mine(reporterUserId, before, REPORT_PAGE_SIZE);
      const page = rows.slice(0, REPORT_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page.map(presentReport),
        nextCursor:
          rows.length > REPORT_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
