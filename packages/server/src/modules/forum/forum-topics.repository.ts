import { and, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContentState, ForumListSort, ThreadState } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  forumCategories,
  forumCategoryModerators,
  forumThreadBans,
  forumTopicFollows,
  forumTopics,
  pages,
  users,
} from '../../db/schema/index.ts';

/** The author columns of a topic or comment: the user's name, the page they posted as. */
export const authorColumns = {
  authorName: users.name,
  authorPurged: sql<boolean>`${users.purgedAt} is not null`,
  pageId: pages.id,
  pageKind: pages.kind,
  pageName: pages.name,
  pageUrlname: pages.urlname,
  pageOrganizationType: pages.organizationType,
};

const topicColumns = {
  id: forumTopics.id,
  title: forumTopics.title,
  body: forumTopics.body,
  tags: forumTopics.tags,
  threadState: forumTopics.threadState,
  contentState: forumTopics.contentState,
  shadowed: forumTopics.shadowed,
  commentCount: forumTopics.commentCount,
  createdAt: forumTopics.createdAt,
  editedAt: forumTopics.editedAt,
  lastActivityAt: forumTopics.lastActivityAt,
  authorUserId: forumTopics.authorUserId,
  categoryId: forumCategories.id,
  categorySlug: forumCategories.slug,
  categoryNameDe: forumCategories.nameDe,
  categoryNameEn: forumCategories.nameEn,
  ...authorColumns,
};

export type TopicListRow = Awaited<ReturnType<ForumTopicsRepository['byIds']>>[number];

export type TopicDetailRow = NonNullable<Awaited<ReturnType<ForumTopicsRepository['detail']>>>;

export type TopicListFilter = {
  viewerId: string;
  q: string | null;
  tag: string | null;
  categorySlug: string | null;
  sort: ForumListSort;
  after: { at: Date; id: string } | null;
  limit: number;
};

/** Published topics, and the viewer's own shadowed ones (a shadow ban shows to its author). */
const listedFor = (viewerId: string) =>
  and(
    eq(forumTopics.contentState, 'published'),
    or(eq(forumTopics.shadowed, false), eq(forumTopics.authorUserId, viewerId)),
  );

export function createForumTopicsRepository(db: Database) {
  const selectTopics = (executor: Database | Transaction = db) =>
    executor
      .select(topicColumns)
      .from(forumTopics)
      .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
      .leftJoin(users, eq(users.id, forumTopics.authorUserId))
      .leftJoin(pages, eq(pages.id, forumTopics.actingPageId));

  return {
    /** One page of the list (one statement: topics with category and author, keyset paged). */
    list(filter: TopicListFilter) {
      const order = filter.sort === 'newest' ? forumTopics.createdAt : forumTopics.lastActivityAt;
      const conditions: (SQL | undefined)[] = [listedFor(filter.viewerId)];
      if (filter.categorySlug) {
        // A scalar subquery, so the per-category index serves the order.
        conditions.push(
          sql`${forumTopics.categoryId} = (select ${forumCategories.id} from ${forumCategories} where ${forumCategories.slug} = ${filter.categorySlug})`,
        );
      }
      if (filter.tag) conditions.push(sql`${forumTopics.tags} @> array[${filter.tag}]::text[]`);
      if (filter.q) {
        conditions.push(
          sql`${forumTopics.search} @@ (websearch_to_tsquery('german', ${filter.q}) || websearch_to_tsquery('english', ${filter.q}))`,
        );
      }
      if (filter.after) {
        conditions.push(
          or(
            lt(order, filter.after.at),
            and(eq(order, filter.after.at), lt(forumTopics.id, filter.after.id)),
          ),
        );
      }
      return selectTopics()
        .where(and(...conditions))
        .orderBy(desc(order), desc(forumTopics.id))
        .limit(filter.limit + 1);
    },

    /** A topic with what the viewer needs to know of it (one statement). */
    async detail(id: string, viewerId: string) {
      const [row] = await db
        .select({
          ...topicColumns,
          following: sql<boolean>`exists (select 1 from ${forumTopicFollows} where ${forumTopicFollows.topicId} = ${forumTopics.id} and ${forumTopicFollows.userId} = ${viewerId})`,
          threadBanned: sql<boolean>`exists (select 1 from ${forumThreadBans} where ${forumThreadBans.topicId} = ${forumTopics.id} and ${forumThreadBans.userId} = ${viewerId})`,
          categoryModerator: sql<boolean>`exists (select 1 from ${forumCategoryModerators} where ${forumCategoryModerators.categoryId} = ${forumTopics.categoryId} and ${forumCategoryModerators.userId} = ${viewerId})`,
        })
        .from(forumTopics)
        .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
        .leftJoin(users, eq(users.id, forumTopics.authorUserId))
        .leftJoin(pages, eq(pages.id, forumTopics.actingPageId))
        .where(eq(forumTopics.id, id));
      return row ?? null;
    },

    /** Several topics as moderators see them (any state). */
    byIds: (ids: readonly string[]) =>
      selectTopics().where(inArray(forumTopics.id, ids.length === 0 ? [''] : [...ids])),

    /** The bare row (locked in a transaction when given). */
    async row(id: string, tx?: Transaction) {
      const query = (tx ?? db).select().from(forumTopics).where(eq(forumTopics.id, id));
      const [row] = tx ? await query.for('update') : await query;
      return row ?? null;
    },

    async insert(
      tx: Transaction,
      values: {
        categoryId: string;
        authorUserId: string;
        actingPageId: string | null;
        title: string;
        body: string;
        tags: string[];
        shadowed: boolean;
      },
    ): Promise<string> {
      const [row] = await tx.insert(forumTopics).values(values).returning({ id: forumTopics.id });
      if (!row) throw new Error('topic insert returned nothing');
      await tx.insert(forumTopicFollows).values({ topicId: row.id, userId: values.authorUserId });
      return row.id;
    },

    async update(
      id: string,
      values: {
        categoryId: string;
        title: string;
        body: string;
        tags: string[];
        shadowed: boolean;
      },
      editedAt: Date,
    ) {
      await db
        .update(forumTopics)
        .set({ ...values, editedAt })
        .where(eq(forumTopics.id, id));
    },

    delete: async (executor: Database | Transaction, id: string) =>
      (
        await executor
          .delete(forumTopics)
          .where(eq(forumTopics.id, id))
          .returning({ id: forumTopics.id })
      ).length > 0,

    /** Compare-and-set of the thread state (the moderation). */
    setThreadState: async (tx: Transaction, id: string, from: ThreadState, to: ThreadState) =>
      (
        await tx
          .update(forumTopics)
          .set({ threadState: to })
          .where(and(eq(forumTopics.id, id), eq(forumTopics.threadState, from)))
          .returning({ id: forumTopics.id })
      ).length > 0,

    setContentState: async (tx: Transaction, id: string, from: ContentState, to: ContentState) =>
      (
        await tx
          .update(forumTopics)
          .set({ contentState: to })
          .where(and(eq(forumTopics.id, id), eq(forumTopics.contentState, from)))
          .returning({ id: forumTopics.id })
      ).length > 0,

    async follow(topicId: string, userId: string) {
      await db.insert(forumTopicFollows).values({ topicId, userId }).onConflictDoNothing();
    },

    async unfollow(topicId: string, userId: string) {
      await db
        .delete(forumTopicFollows)
        .where(and(eq(forumTopicFollows.topicId, topicId), eq(forumTopicFollows.userId, userId)));
    },

    /** Followers to tell of a new comment, the commenter aside. */
    followers: async (tx: Transaction, topicId: string, exceptUserId: string) =>
      (
        await tx
          .select({ userId: forumTopicFollows.userId })
          .from(forumTopicFollows)
          .where(
            and(eq(forumTopicFollows.topicId, topicId), ne(forumTopicFollows.userId, exceptUserId)),
          )
      ).map((row) => row.userId),

    /** A new comment others see: one more, and the topic's activity moves. */
    async countComment(tx: Transaction, topicId: string, delta: 1 | -1, at: Date | null) {
      await tx
        .update(forumTopics)
        .set({
          commentCount: sql`greatest(${forumTopics.commentCount} + ${delta}, 0)`,
          ...(at ? { lastActivityAt: at } : {}),
        })
        .where(eq(forumTopics.id, topicId));
    },
  };
}

export type ForumTopicsRepository = ReturnType<typeof createForumTopicsRepository>;
