import {
  AppError,
  MEASURE_REVERSAL,
  appealCommandOf,
  isRestrictiveAction,
  isUserMeasure,
  mayDecideAppeal,
  nextAppealState,
  type AppealDecisionInput,
  type ContentAction,
  type Measure,
  type ModerationHistory,
  type MyMeasures,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { ModerationMeasureRow } from '../../db/schema/index.ts';
import { presentMeasure } from './moderation.presenter.ts';
import { MODERATION_PATH, type ModerationContext, type Moderator } from './moderation.shared.ts';

const notFound = () => new AppError('request.entity_not_found');

/**
 * Objections (decisions §12, issue 16 item 4): the affected user objects once, with a text; a
 * moderator other than the one who took the measure decides; overturning applies the measure's
 * reversal (`MEASURE_REVERSAL`) and records it as a measure of its own.
 */
export function createModerationAppealsService(db: Database, context: ModerationContext) {
  const { repository, deps, sideOf } = context;

  /** Undoes the measure inside the transaction; whether it was still in force does not matter. */
  async function reverse(tx: Transaction, measure: ModerationMeasureRow): Promise<void> {
    const reversal = MEASURE_REVERSAL[measure.action];
    if (!reversal) throw new AppError('moderation.not_reversible');
    if (isUserMeasure(measure.action)) {
      if (!measure.affectedUserId) return;
      const kind = measure.action === 'shadow_ban' ? 'shadow' : 'community';
      await deps.bans.liftBans(tx, measure.affectedUserId, kind);
      return;
    }
    await sideOf(measure.subjectKind)?.apply(tx, measure.subjectId, reversal as ContentAction);
  }

  return {
    /** `GET /api/moderation/measures/mine`: the measures that affected the caller. */
    async mine(userId: string): Promise<MyMeasures> {
      return { items: (await repository.affecting(userId)).map(presentMeasure) };
    },

    /** `POST /api/moderation/measures/{id}/appeal`: the affected user only, once. */
    async object(userId: string, measureId: string, text: string): Promise<Measure> {
      const measure = await repository.find(measureId);
      if (!measure || measure.affectedUserId !== userId) throw notFound();
      if (!isRestrictiveAction(measure.action)) throw new AppError('moderation.not_appealable');
      if (!nextAppealState(measure.appealState, 'object')) {
        throw new AppError('moderation.appeal_exists');
      }
      if (!(await repository.object(measureId, userId, text.trim()))) {
        throw new AppError('moderation.appeal_exists');
      }
      const updated = await repository.find(measureId);
      if (!updated) throw notFound();
      return presentMeasure(updated);
    },

    /** `POST /api/moderation/appeals/{id}/decide`: a site moderator other than the measure's. */
    async decide(user: Moderator, measureId: string, input: AppealDecisionInput): Promise<Measure> {
      const measure = await repository.find(measureId);
      if (!measure || measure.appealState === 'none') throw notFound();
      if (!nextAppealState(measure.appealState, appealCommandOf(input.outcome))) {
        throw new AppError('moderation.appeal_not_open');
      }
      if (!mayDecideAppeal(measure.moderatorUserId, user.id)) {
        throw new AppError('moderation.same_moderator');
      }
      if (measure.affectedUserId === user.id) throw new AppError('moderation.own_subject');
      if (input.outcome === 'overturned' && !MEASURE_REVERSAL[measure.action]) {
        throw new AppError('moderation.not_reversible');
      }
      const reason = input.reason.trim();
      await db.transaction(async (tx) => {
        const decided = await repository.decide(tx, measureId, {
          outcome: input.outcome,
          reason,
          deciderUserId: user.id,
        });
        if (!decided) throw new AppError('moderation.appeal_not_open');
        const reversal = MEASURE_REVERSAL[measure.action];
        if (input.outcome === 'overturned' && reversal) {
          await reverse(tx, measure);
          await repository.insert(tx, {
            subjectKind: measure.subjectKind,
            subjectId: measure.subjectId,
            action: reversal,
            reason,
            until: null,
            title: measure.title,
            excerpt: measure.excerpt,
            moderatorUserId: user.id,
            affectedUserId: measure.affectedUserId,
            reversesMeasureId: measure.id,
          });
        }
        if (measure.affectedUserId) {
          await deps.notifications.notify(tx, [measure.affectedUserId], {
            kind:
              input.outcome === 'overturned'
                ? 'moderation.appeal_overturned'
                : 'moderation.appeal_upheld',
            params: { reason },
            path: MODERATION_PATH,
          });
        }
      });
      const updated = await repository.find(measureId);
      if (!updated) throw notFound();
      return presentMeasure(updated);
    },

    /** `GET /api/moderation/history`: the caller's measures (with objections) and reports. */
    async history(userId: string): Promise<ModerationHistory> {
      const [measures, reports] = await Promise.all([
        repository.affecting(userId),
        deps.reports.moderation.allOf(userId),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        measures: measures.map(presentMeasure),
        reports,
      };
    },
  };
}
