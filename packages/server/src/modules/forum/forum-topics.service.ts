import {
  AppError,
  FORUM_TOPIC_PAGE_SIZE,
  type ForumFollow,
  type ForumTopic,
  type ForumTopicInput,
  type ForumTopicList,
  type ForumTopicListQuery,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createForumCategoriesRepository } from './forum-categories.repository.ts';
import { createForumTopicsRepository } from './forum-topics.repository.ts';
import { presentTopic, visibleTopic } from './forum-access.ts';
import { presentTopicSummary } from './forum.presenter.ts';
import {
  decodeCursor,
  encodeCursor,
  senderPageOf,
  topicNotFound,
  type ForumDeps,
  type ForumViewer,
} from './forum.shared.ts';

const normalizedTags = (tags: readonly string[] | undefined) => [...new Set(tags ?? [])];

/**
 * Topics (issue 16): the list with search, category, tag and two orders, keyset paged; a topic;
 * writing, editing and deleting one's own; following. Writing goes through the bans guard: a
 * community ban refuses it, a shadow ban marks it `shadowed` (seen by its author only).
 */
export function createForumTopicsService(db: Database, deps: ForumDeps, now: () => Date) {
  const topics = createForumTopicsRepository(db);
  const categories = createForumCategoriesRepository(db);

  async function ownTopic(id: string, viewer: ForumViewer) {
    const row = await topics.row(id);
    if (!row) throw topicNotFound();
    if (row.authorUserId !== viewer.id) {
      await visibleTopic(topics, id, viewer);
      throw new AppError('forum.not_author');
    }
    return row;
  }

  async function assertCategory(categoryId: string) {
    if (!(await categories.exists(categoryId))) {
      throw new AppError('forum.category_not_found', { field: 'categoryId' });
    }
  }

  return {
    /** `GET /api/forum/topics`: one statement. */
    async list(viewer: ForumViewer, query: ForumTopicListQuery): Promise<ForumTopicList> {
      const sort = query.sort ?? 'activity';
      const rows = await topics.list({
        viewerId: viewer.id,
        q: query.q ? query.q : null,
        tag: query.tag ?? null,
        categorySlug: query.category ?? null,
        sort,
        after: decodeCursor(query.cursor),
        limit: FORUM_TOPIC_PAGE_SIZE,
      });
      const page = rows.slice(0, FORUM_TOPIC_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page.map((row) => presentTopicSummary(row, viewer.id)),
        nextCursor:
          rows.length > FORUM_TOPIC_PAGE_SIZE && last
            ? encodeCursor(sort === 'newest' ? last.createdAt : last.lastActivityAt, last.id)
            : null,
      };
    },

    async get(viewer: ForumViewer, id: string): Promise<ForumTopic> {
      return presentTopic(await visibleTopic(topics, id, viewer), viewer.id);
    },

    async create(viewer: ForumViewer, input: ForumTopicInput): Promise<ForumTopic> {
      const actingPageId = senderPageOf(viewer);
      await assertCategory(input.categoryId);
      const { shadowed } = await deps.assertUserMayPost(viewer.id);
      const id = await db.transaction((tx) =>
        topics.insert(tx, {
          categoryId: input.categoryId,
          authorUserId: viewer.id,
          actingPageId,
          title: input.title,
          body: input.body,
          tags: normalizedTags(input.tags),
          shadowed,
        }),
      );
      return presentTopic(await visibleTopic(topics, id, viewer), viewer.id);
    },

    async update(viewer: ForumViewer, id: string, input: ForumTopicInput): Promise<ForumTopic> {
      const row = await ownTopic(id, viewer);
      await assertCategory(input.categoryId);
      const { shadowed } = await deps.assertUserMayPost(viewer.id);
      await topics.update(
        id,
        {
          categoryId: input.categoryId,
          title: input.title,
          body: input.body,
          tags: normalizedTags(input.tags),
          shadowed: row.shadowed || shadowed,
        },
        now(),
      );
      return presentTopic(await visibleTopic(topics, id, viewer), viewer.id);
    },

    /** The author deletes their topic for good, with its comments. */
    async delete(viewer: ForumViewer, id: string): Promise<void> {
      await ownTopic(id, viewer);
      await topics.delete(db, id);
    },

    async follow(viewer: ForumViewer, id: string, following: boolean): Promise<ForumFollow> {
      await visibleTopic(topics, id, viewer);
      if (following) await topics.follow(id, viewer.id);
      else await topics.unfollow(id, viewer.id);
      return { following };
    },
  };
}

export type ForumTopicsService = ReturnType<typeof createForumTopicsService>;
