import {
  AppError,
  isRestrictiveAction,
  isUserMeasure,
  type ContentAction,
  type Measure,
  type ModerationActionInput,
  type RejectReportsInput,
  type UserMeasure,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { ModeratedContent } from '../reports/reports.module.ts';
import { presentMeasure } from './moderation.presenter.ts';
import {
  assertMayModerate,
  MODERATION_PATH,
  type ModerationContext,
  type Moderator,
} from './moderation.shared.ts';

const notApplicable = () => new AppError('moderation.action_not_applicable');

/**
 * Moderation actions (issue 16 item 4): a content action through the subject's owning module,
 * or a user measure on the subject's author through the bans module; the measure is recorded
 * with its reason, a restricting one upholds the subject's open reports, the affected user and
 * the reporters are told. All of it in one transaction: nothing is half done.
 */
export function createModerationActionsService(db: Database, context: ModerationContext) {
  const { repository, deps, sideOf, describeOne } = context;

  /** Applies a user measure to `userId` inside the transaction; false when it changes nothing. */
  async function applyUserMeasure(
    tx: Transaction,
    userId: string,
    action: UserMeasure,
    until: Date | null,
  ): Promise<boolean> {
    if (action === 'shadow_ban') return deps.bans.setShadowBan(tx, userId);
    if (action === 'community_ban' && until) return deps.bans.setCommunityBan(tx, userId, until);
    return deps.bans.liftBans(tx, userId, undefined);
  }

  /** The reporters of the subject's open reports hear the outcome (upheld). */
  async function upholdReports(tx: Transaction, input: ModerationActionInput): Promise<void> {
    const { reporterUserIds } = await deps.reports.moderation.decideSubject(tx, input.subject, {
      status: 'upheld',
    });
    await deps.notifications.notify(tx, reporterUserIds, {
      kind: 'moderation.report_upheld',
      params: {},
      path: MODERATION_PATH,
    });
  }

  function checkAction(
    user: Moderator,
    input: ModerationActionInput,
    content: ModeratedContent,
  ): { until: Date | null } {
    const userMeasure = isUserMeasure(input.action);
    assertMayModerate(user, content, userMeasure ? 'user' : 'content');
    if (content.authorUserId === user.id) throw new AppError('moderation.own_subject');
    if (userMeasure) {
      if (!content.authorUserId) throw notApplicable();
    } else if (!sideOf(input.subject.kind)?.actions.includes(input.action as ContentAction)) {
      throw notApplicable();
    }
    if (input.action !== 'community_ban') return { until: null };
    const until = new Date(input.until ?? '');
    if (!(until.getTime() > Date.now())) {
      throw new AppError('moderation.ban_end_in_past', { field: 'until' });
    }
    return { until };
  }

  return {
    /** `POST /api/moderation/actions`. */
    async act(user: Moderator, input: ModerationActionInput): Promise<Measure> {
      const content = await describeOne(input.subject, user.locale);
      if (!content) throw new AppError('request.entity_not_found');
      const { until } = checkAction(user, input, content);
      const reason = input.reason.trim();
      const row = await db.transaction(async (tx) => {
        const applied = isUserMeasure(input.action)
          ? await applyUserMeasure(tx, content.authorUserId ?? '', input.action, until)
          : await sideOf(input.subject.kind)!.apply(tx, input.subject.id, input.action);
        if (!applied) throw notApplicable();
        const measure = await repository.insert(tx, {
          subjectKind: input.subject.kind,
          subjectId: input.subject.id,
          action: input.action,
          reason,
          until,
          title: content.title,
          excerpt: content.excerpt,
          moderatorUserId: user.id,
          affectedUserId: content.authorUserId,
        });
        const restrictive = isRestrictiveAction(input.action);
        if (restrictive) await upholdReports(tx, input);
        if (content.authorUserId) {
          await deps.notifications.notify(tx, [content.authorUserId], {
            kind: restrictive ? 'moderation.measure_taken' : 'moderation.measure_lifted',
            params: { reason },
            path: MODERATION_PATH,
          });
        }
        return measure;
      });
      return presentMeasure(row);
    },

    /**
     * `POST /api/moderation/subjects/reject`: nothing against the rules; every open report of
     * the subject is rejected with the reason, which its reporters are told.
     */
    async reject(user: Moderator, input: RejectReportsInput): Promise<{ rejected: number }> {
      const content = await describeOne(input.subject, user.locale);
      assertMayModerate(user, content, 'content');
      if (content?.authorUserId === user.id) throw new AppError('moderation.own_subject');
      const reason = input.reason.trim();
      return db.transaction(async (tx) => {
        const { decided, reporterUserIds } = await deps.reports.moderation.decideSubject(
          tx,
          input.subject,
          { status: 'rejected', reason },
        );
        if (decided === 0) throw new AppError('moderation.no_open_reports');
        await deps.notifications.notify(tx, reporterUserIds, {
          kind: 'moderation.report_rejected',
          params: { reason },
          path: MODERATION_PATH,
        });
        return { rejected: decided };
      });
    },
  };
}
