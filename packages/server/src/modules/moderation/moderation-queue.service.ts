import {
  AppError,
  MODERATION_QUEUE_PAGE_SIZE,
  USER_MEASURES,
  type AppealList,
  type ModerationAction,
  type ModerationQueue,
} from '@backline/domain';
import type { ModeratedContent } from '../reports/reports.module.ts';
import { presentContent, presentModeratorMeasure } from './moderation.presenter.ts';
import type { SubjectKey } from './moderation.repository.ts';
import type { ModerationContext, Moderator } from './moderation.shared.ts';

/**
 * What moderators read (issue 16): the queue of reported subjects (two statements for the
 * reports, one for the earlier measures, one `describe` per kind) and the open objections.
 */
export function createModerationQueueService(context: ModerationContext) {
  const { repository, deps, sideOf, describeAll } = context;

  /** What the caller can do to the subject: its kind's content actions and the user measures. */
  function actionsFor(user: Moderator, subject: SubjectKey, content: ModeratedContent | null) {
    if (!content || content.authorUserId === user.id) return [];
    const actions: ModerationAction[] = [...(sideOf(subject.kind)?.actions ?? [])];
    if (content.authorUserId) actions.push(...USER_MEASURES);
    return actions;
  }

  return {
    /** `GET /api/moderation/queue`: subjects with open reports, the oldest report first. */
    async queue(user: Moderator, cursor: string | undefined): Promise<ModerationQueue> {
      const after = cursor ? deps.reports.moderation.decodeCursor(cursor) : null;
      if (cursor && !after) throw new AppError('validation.invalid', { field: 'cursor' });
      const page = await deps.reports.moderation.queue(after, MODERATION_QUEUE_PAGE_SIZE);
      const subjects = page.subjects.map((row) => ({ kind: row.subjectKind, id: row.subjectId }));
      const [contentOf, measures] = await Promise.all([
        describeAll(subjects, user.locale),
        repository.ofSubjects(subjects),
      ]);
      const same = (a: SubjectKey) => (b: { kind: string; id: string }) =>
        a.kind === b.kind && a.id === b.id;
      return {
        items: page.subjects.map((row) => {
          const subject = { kind: row.subjectKind, id: row.subjectId };
          const content = contentOf(subject);
          return {
            subject,
            content: content ? presentContent(content) : null,
            reportCount: row.count,
            oldestReportAt: row.oldest.toISOString(),
            reports: page.reports
              .filter((report) => same(subject)({ kind: report.subjectKind, id: report.subjectId }))
              .map((report) => ({
                id: report.id,
                reason: report.reason,
                details: report.details,
                status: report.status,
                createdAt: report.createdAt.toISOString(),
                reporterName: report.reporterName,
              })),
            actions: actionsFor(user, subject, content),
            measures: measures
              .filter((measure) =>
                same(subject)({ kind: measure.subjectKind, id: measure.subjectId }),
              )
              .map((measure) => presentModeratorMeasure(measure, user.id, content)),
          };
        }),
        nextCursor: page.nextCursor,
      };
    },

    /** `GET /api/moderation/appeals`: open objections, oldest first, with the content now. */
    async appeals(user: Moderator): Promise<AppealList> {
      const rows = await repository.openAppeals();
      const contentOf = await describeAll(
        rows.map((row) => ({ kind: row.subjectKind, id: row.subjectId })),
        user.locale,
      );
      return {
        items: rows.map((row) =>
          presentModeratorMeasure(
            row,
            user.id,
            contentOf({ kind: row.subjectKind, id: row.subjectId }),
          ),
        ),
      };
    },
  };
}
