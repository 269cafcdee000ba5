import { threadTakesComments, type ForumCommentRefusal, type ForumTopic } from '@backline/domain';
import type { ForumTopicsRepository, TopicDetailRow } from './forum-topics.repository.ts';
import { presentTopicSummary } from './forum.presenter.ts';
import { siteModerator, topicNotFound, type ForumViewer } from './forum.shared.ts';

export type VisibleTopic = TopicDetailRow & { mine: boolean; canModerate: boolean };

/**
 * The topic as the viewer may see it, or `forum.topic_not_found`: a shadowed topic exists for
 * its author only; a depublished one for its author and its moderators (the site's moderators
 * and admins, and the category's own).
 */
export async function visibleTopic(
  topics: ForumTopicsRepository,
  id: string,
  viewer: Pick<ForumViewer, 'id' | 'role'>,
): Promise<VisibleTopic> {
  const row = await topics.detail(id, viewer.id);
  if (!row) throw topicNotFound();
  const mine = row.authorUserId === viewer.id;
  const canModerate = siteModerator(viewer.role) || row.categoryModerator;
  if (row.shadowed && !mine) throw topicNotFound();
  if (row.contentState !== 'published' && !mine && !canModerate) throw topicNotFound();
  return { ...row, mine, canModerate };
}

/** Why the viewer may not comment, or null (closed, hidden, banned from the thread). */
export function commentRefusalOf(topic: VisibleTopic): ForumCommentRefusal | null {
  if (!threadTakesComments(topic.threadState)) {
    return topic.threadState === 'hidden' ? 'hidden' : 'closed';
  }
  return topic.threadBanned ? 'thread_ban' : null;
}

export function presentTopic(topic: VisibleTopic, viewerId: string): ForumTopic {
  return {
    ...presentTopicSummary(topic, viewerId),
    body: topic.body,
    editedAt: topic.editedAt?.toISOString() ?? null,
    following: topic.following,
    canModerate: topic.canModerate,
    commentRefusal: commentRefusalOf(topic),
  };
}
