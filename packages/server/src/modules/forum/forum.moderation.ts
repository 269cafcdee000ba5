import {
  forumCommentPath,
  forumTopicPath,
  nextCommentState,
  nextContentState,
  nextThreadState,
  threadCommentsPublic,
  type ContentAction,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { ReportSubjectType } from '../reports/reports.module.ts';

type ModerationSide = NonNullable<ReportSubjectType['moderation']>;
type ModeratedContent =
  Awaited<ReturnType<ModerationSide['describe']>> extends ReadonlyMap<string, infer V> ? V : never;
import { createForumCategoriesRepository } from './forum-categories.repository.ts';
import { createForumCommentsRepository } from './forum-comments.repository.ts';
import { createForumTopicsRepository } from './forum-topics.repository.ts';
import { visibleTopic } from './forum-access.ts';
import { excerptOf } from './forum.shared.ts';

const TOPIC_ACTIONS = [
  'depublish',
  'republish',
  'close_thread',
  'reopen_thread',
  'hide_thread',
  'unhide_thread',
  'delete',
] as const satisfies readonly ContentAction[];
const COMMENT_ACTIONS = [
  'hide',
  'unhide',
  'delete',
  'thread_ban',
  'lift_thread_ban',
] as const satisfies readonly ContentAction[];

const viewerOf = (ctx: RequestContext) =>
  ctx.user ? { id: ctx.user.id, role: ctx.user.role } : null;

/**
 * The forum's report subjects (`forum_topic`, `forum_comment`) and what moderators do to them
 * (the moderation module calls `apply` inside its transaction). `find` answers null for what the
 * caller cannot see, so a report tells nothing more than the forum's screens.
 */
export function forumReportSubjects(db: Database): {
  forum_topic: ReportSubjectType;
  forum_comment: ReportSubjectType;
} {
  const topics = createForumTopicsRepository(db);
  const comments = createForumCommentsRepository(db);
  const categories = createForumCategoriesRepository(db);

  async function moderatorsByCategory(categoryIds: readonly string[]) {
    const byCategory = new Map<string, string[]>();
    for (const row of await categories.moderatorsOf([...new Set(categoryIds)])) {
      byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row.userId]);
    }
    return byCategory;
  }

  const lockedTopic = (tx: Transaction, id: string) => topics.row(id, tx);

  async function applyToTopic(tx: Transaction, id: string, action: ContentAction) {
    const row = await lockedTopic(tx, id);
    if (!row) return false;
    switch (action) {
      case 'depublish':
      case 'republish': {
        const next = nextContentState(row.contentState, action);
        return next !== null && topics.setContentState(tx, id, row.contentState, next);
      }
      case 'close_thread':
      case 'reopen_thread':
      case 'hide_thread':
      case 'unhide_thread': {
        const next = nextThreadState(row.threadState, action);
        return next !== null && topics.setThreadState(tx, id, row.threadState, next);
      }
      case 'delete':
        return topics.delete(tx, id);
      default:
        return false;
    }
  }

  async function applyToComment(tx: Transaction, id: string, action: ContentAction) {
    const row = await comments.row(tx, id);
    if (!row) return false;
    switch (action) {
      case 'hide':
      case 'unhide':
      case 'delete': {
        const next = nextCommentState(row.state, action, 'moderator');
        if (!next || !(await comments.setState(tx, id, row.state, next))) return false;
        if (next === 'deleted' && !row.shadowed) {
          await topics.countComment(tx, row.topicId, -1, null);
        }
        return true;
      }
      case 'thread_ban':
        return (
          row.authorUserId !== null && comments.banFromThread(tx, row.topicId, row.authorUserId)
        );
      case 'lift_thread_ban':
        return (
          row.authorUserId !== null && comments.liftThreadBan(tx, row.topicId, row.authorUserId)
        );
      default:
        return false;
    }
  }

  return {
    forum_topic: {
      async find(ctx, id) {
        const viewer = viewerOf(ctx);
        if (!viewer) return null;
        const topic = await visibleTopic(topics, id, viewer).catch(() => null);
        if (!topic) return null;
        return { own: topic.mine, ownerUserIds: topic.authorUserId ? [topic.authorUserId] : [] };
      },
      moderation: {
        actions: TOPIC_ACTIONS,
        async describe(ids) {
          const rows = await topics.byIds(ids);
          const moderators = await moderatorsByCategory(rows.map((row) => row.categoryId));
          return new Map(
            rows.map((row): [string, ModeratedContent] => [
              row.id,
              {
                title: row.title,
                excerpt: excerptOf(row.body, 400),
                authorUserId: row.authorUserId,
                href: forumTopicPath(row.title, row.id),
                state: row.contentState === 'depublished' ? 'depublished' : row.threadState,
                extraModeratorUserIds: moderators.get(row.categoryId) ?? [],
              },
            ]),
          );
        },
        apply: applyToTopic,
      },
    },
    forum_comment: {
      async find(ctx, id) {
        const viewer = viewerOf(ctx);
        if (!viewer) return null;
        const row = await comments.row(db, id);
        if (!row || row.state === 'deleted') return null;
        const mine = row.authorUserId === viewer.id;
        if (row.shadowed && !mine) return null;
        const topic = await visibleTopic(topics, row.topicId, viewer).catch(() => null);
        if (!topic || (!threadCommentsPublic(topic.threadState) && !topic.canModerate)) return null;
        return { own: mine, ownerUserIds: row.authorUserId ? [row.authorUserId] : [] };
      },
      moderation: {
        actions: COMMENT_ACTIONS,
        async describe(ids) {
          const rows = await comments.byIds(ids);
          const moderators = await moderatorsByCategory(rows.map((row) => row.categoryId));
          return new Map(
            rows.map((row): [string, ModeratedContent] => [
              row.id,
              {
                title: row.topicTitle,
                excerpt: excerptOf(row.body, 400),
                authorUserId: row.authorUserId,
                href: forumCommentPath(row.topicTitle, row.topicId, row.id),
                state: row.state,
                extraModeratorUserIds: moderators.get(row.categoryId) ?? [],
              },
            ]),
          );
        },
        apply: applyToComment,
      },
    },
  };
}
