import type { ContentAction, ForumComment, ForumReply, ForumTopic } from '@backline/domain';

/** The measures a moderator may take on the topic in its current states. */
export function topicActions(topic: ForumTopic): ContentAction[] {
  const actions: ContentAction[] = [topic.contentState === 'published' ? 'depublish' : 'republish'];
  if (topic.threadState === 'open') actions.push('close_thread', 'hide_thread');
  if (topic.threadState === 'closed') actions.push('reopen_thread', 'hide_thread');
  if (topic.threadState === 'hidden') actions.push('unhide_thread');
  actions.push('delete');
  return actions;
}

/** The measures on a comment (none once it is deleted). */
export function commentActions(comment: ForumComment | ForumReply): ContentAction[] {
  if (comment.state === 'deleted') return [];
  return [
    comment.state === 'hidden' ? 'unhide' : 'hide',
    'delete',
    'thread_ban',
    'lift_thread_ban',
  ];
}
