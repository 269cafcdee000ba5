import {
  AppError,
  FORUM_COMMENT_PAGE_SIZE,
  forumCommentPath,
  nextCommentState,
  threadCommentsPublic,
  type ForumComment,
  type ForumCommentEdit,
  type ForumCommentInput,
  type ForumCommentPage,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createForumCommentsRepository } from './forum-comments.repository.ts';
import { createForumTopicsRepository } from './forum-topics.repository.ts';
import { commentRefusalOf, visibleTopic, type VisibleTopic } from './forum-access.ts';
import { presentAuthor, presentCommentTree, presentReply } from './forum.presenter.ts';
import {
  NEW_COMMENT_NOTICE,
  commentNotFound,
  decodeCursor,
  encodeCursor,
  senderPageOf,
  type ForumDeps,
  type ForumViewer,
} from './forum.shared.ts';

const REFUSAL_CODES = {
  closed: 'forum.thread_closed',
  hidden: 'forum.thread_hidden',
  thread_ban: 'forum.thread_banned',
} as const;

/** Refuses posting in a closed or hidden thread, or by someone banned from it. */
function assertMayComment(topic: VisibleTopic) {
  const refusal = commentRefusalOf(topic);
  if (refusal) throw new AppError(REFUSAL_CODES[refusal]);
}

/**
 * Comments (issue 16): a topic's comments paged on the server (top comments oldest first, each
 * with its replies); posting (a reply to a reply attaches to its top comment), editing and
 * deleting one's own. Followers hear of a comment others can see; a shadowed one tells nobody.
 */
export function createForumCommentsService(db: Database, deps: ForumDeps, now: () => Date) {
  const topics = createForumTopicsRepository(db);
  const comments = createForumCommentsRepository(db);

  /** The viewer's own comment, not deleted, in a topic they may see. */
  async function ownComment(viewer: ForumViewer, id: string) {
    const row = await comments.row(db, id);
    if (!row || row.state === 'deleted') throw commentNotFound();
    if (row.shadowed && row.authorUserId !== viewer.id) throw commentNotFound();
    const topic = await visibleTopic(topics, row.topicId, viewer);
    if (!threadCommentsPublic(topic.threadState) && !topic.canModerate) throw commentNotFound();
    if (row.authorUserId !== viewer.id) throw new AppError('forum.not_author');
    return { row, topic };
  }

  /** The top comment a new comment answers (a reply's top comment), or null. */
  async function topCommentFor(viewer: ForumViewer, topicId: string, parentId: string | undefined) {
    if (parentId === undefined) return null;
    const parent = await comments.row(db, parentId);
    const hiddenFromViewer = parent?.shadowed === true && parent.authorUserId !== viewer.id;
    if (!parent || parent.topicId !== topicId || parent.state === 'deleted' || hiddenFromViewer) {
      throw new AppError('forum.comment_not_found', { field: 'parentId' });
    }
    return parent.parentId ?? parent.id;
  }

  return {
    /** `GET /api/forum/topics/:id/comments`: the topic, then one statement for the page. */
    async page(
      viewer: ForumViewer,
      topicId: string,
      cursor: string | undefined,
    ): Promise<ForumCommentPage> {
      const after = decodeCursor(cursor);
      const topic = await visibleTopic(topics, topicId, viewer);
      // A hidden thread's comments are for its moderators only.
      if (!threadCommentsPublic(topic.threadState) && !topic.canModerate) {
        return { items: [], nextCursor: null };
      }
      const rows = await comments.page(topicId, viewer.id, after, FORUM_COMMENT_PAGE_SIZE);
      const tree = presentCommentTree(rows, viewer.id);
      const page = tree.slice(0, FORUM_COMMENT_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page,
        nextCursor:
          tree.length > FORUM_COMMENT_PAGE_SIZE && last
            ? encodeCursor(new Date(last.createdAt), last.id)
            : null,
      };
    },

    async create(
      viewer: ForumViewer,
      topicId: string,
      input: ForumCommentInput,
    ): Promise<ForumComment> {
      const topic = await visibleTopic(topics, topicId, viewer);
      assertMayComment(topic);
      const actingPageId = senderPageOf(viewer);
      const { shadowed } = await deps.assertUserMayPost(viewer.id);
      const parentId = await topCommentFor(viewer, topicId, input.parentId);
      const row = await db.transaction(async (tx) => {
        const id = await comments.insert(tx, {
          topicId,
          parentId,
          authorUserId: viewer.id,
          actingPageId,
          body: input.body,
          shadowed,
        });
        const created = await comments.one(id, tx);
        if (!created) throw new Error('comment vanished');
        if (!shadowed) {
          await topics.countComment(tx, topicId, 1, created.createdAt);
          const followers = await topics.followers(tx, topicId, viewer.id);
          await deps.notify(tx, followers, {
            kind: NEW_COMMENT_NOTICE,
            params: {
              topicTitle: topic.title,
              authorName: presentAuthor(created).name ?? '',
            },
            path: forumCommentPath(topic.title, topicId, id),
          });
        }
        return created;
      });
      return { ...presentReply(row, viewer.id), replies: [] };
    },

    async update(viewer: ForumViewer, id: string, input: ForumCommentEdit): Promise<ForumComment> {
      const { row, topic } = await ownComment(viewer, id);
      assertMayComment(topic);
      const { shadowed } = await deps.assertUserMayPost(viewer.id);
      await comments.updateBody(id, input.body, row.shadowed || shadowed, now());
      const updated = await comments.one(id);
      if (!updated) throw commentNotFound();
      return { ...presentReply(updated, viewer.id), replies: [] };
    },

    /** The author deletes their comment: its text goes, a placeholder keeps its place. */
    async delete(viewer: ForumViewer, id: string): Promise<void> {
      const { row } = await ownComment(viewer, id);
      const next = nextCommentState(row.state, 'author_delete', 'author');
      if (!next) throw commentNotFound();
      await db.transaction(async (tx) => {
        if (!(await comments.setState(tx, id, row.state, next))) throw commentNotFound();
        if (!row.shadowed) await topics.countComment(tx, row.topicId, -1, null);
      });
    },
  };
}

export type ForumCommentsService = ReturnType<typeof createForumCommentsService>;
