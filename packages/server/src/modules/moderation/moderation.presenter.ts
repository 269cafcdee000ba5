import {
  isRestrictiveAction,
  type Measure,
  type ModeratedContentView,
  type ModeratorMeasure,
} from '@backline/domain';
import type { ModerationMeasureRow } from '../../db/schema/index.ts';
import type { ModeratedContent } from '../reports/reports.module.ts';
import type { MeasureWithNames } from './moderation.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A measure as the affected user sees it (explicit fields: no moderator ids leave the server). */
export function presentMeasure(row: ModerationMeasureRow): Measure {
  return {
    id: row.id,
    subject: { kind: row.subjectKind, id: row.subjectId },
    action: row.action,
    reason: row.reason,
    until: iso(row.until),
    title: row.title,
    excerpt: row.excerpt,
    createdAt: row.createdAt.toISOString(),
    appealable: isRestrictiveAction(row.action),
    appeal: {
      state: row.appealState,
      text: row.appealText,
      createdAt: iso(row.appealedAt),
      decidedAt: iso(row.appealDecidedAt),
      decisionReason: row.appealDecisionReason,
    },
  };
}

/** A subject as moderators see it (who else moderates it stays on the server). */
export const presentContent = (content: ModeratedContent): ModeratedContentView => ({
  title: content.title,
  excerpt: content.excerpt,
  authorUserId: content.authorUserId,
  href: content.href,
  state: content.state,
});

/** A measure as moderators see it. */
export function presentModeratorMeasure(
  row: MeasureWithNames,
  viewerId: string,
  content: ModeratedContent | null,
): ModeratorMeasure {
  return {
    ...presentMeasure(row),
    takenByMe: row.moderatorUserId === viewerId,
    moderatorName: row.moderatorName,
    affectedUserName: row.affectedUserName,
    content: content ? presentContent(content) : null,
  };
}
