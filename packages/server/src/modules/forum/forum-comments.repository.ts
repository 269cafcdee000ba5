import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { CommentState } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  forumComments,
  forumThreadBans,
  forumTopics,
  pages,
  users,
} from '../../db/schema/index.ts';
import { authorColumns } from './forum-topics.repository.ts';

const commentColumns = {
  id: forumComments.id,
  topicId: forumComments.topicId,
  parentId: forumComments.parentId,
  authorUserId: forumComments.authorUserId,
  body: forumComments.body,
  state: forumComments.state,
  shadowed: forumComments.shadowed,
  createdAt: forumComments.createdAt,
  editedAt: forumComments.editedAt,
  ...authorColumns,
};

export type CommentRow = NonNullable<Awaited<ReturnType<ForumCommentsRepository['one']>>>;

/** A comment others may see, or the viewer's own shadowed one. */
const visibleTo = (viewerId: string) =>
  or(eq(forumComments.shadowed, false), eq(forumComments.authorUserId, viewerId));

export function createForumCommentsRepository(db: Database) {
  return {
    /**
     * A page of a topic's top comments (oldest first, keyset) with all their replies, in one
     * statement: `limit + 1` top comments tell whether there is a next page.
     */
    async page(
      topicId: string,
      viewerId: string,
      after: { at: Date; id: string } | null,
      limit: number,
    ) {
      const top = db.$with('top').as(
        db
          .select({ id: forumComments.id })
          .from(forumComments)
          .where(
            and(
              eq(forumComments.topicId, topicId),
              sql`${forumComments.parentId} is null`,
              visibleTo(viewerId),
              after
                ? or(
                    gt(forumComments.createdAt, after.at),
                    and(eq(forumComments.createdAt, after.at), gt(forumComments.id, after.id)),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(forumComments.createdAt), asc(forumComments.id))
          .limit(limit + 1),
      );
      // The page's ids as an array (an init plan), so both lookups are index scans.
      const topIds = sql`array(select ${top.id} from ${top})`;
      const rows = await db
        .with(top)
        .select(commentColumns)
        .from(forumComments)
        .leftJoin(users, eq(users.id, forumComments.authorUserId))
        .leftJoin(pages, eq(pages.id, forumComments.actingPageId))
        .where(
          or(
            sql`${forumComments.id} = any(${topIds})`,
            and(sql`${forumComments.parentId} = any(${topIds})`, visibleTo(viewerId)),
          ),
        )
        .orderBy(asc(forumComments.createdAt), asc(forumComments.id));
      return rows;
    },

    async one(id: string, executor: Database | Transaction = db) {
      const [row] = await executor
        .select(commentColumns)
        .from(forumComments)
        .leftJoin(users, eq(users.id, forumComments.authorUserId))
        .leftJoin(pages, eq(pages.id, forumComments.actingPageId))
        .where(eq(forumComments.id, id));
      return row ?? null;
    },

    /** Several comments with their topic's title and category (moderation). */
    byIds: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              ...commentColumns,
              topicTitle: forumTopics.title,
              categoryId: forumTopics.categoryId,
            })
            .from(forumComments)
            .innerJoin(forumTopics, eq(forumTopics.id, forumComments.topicId))
            .leftJoin(users, eq(users.id, forumComments.authorUserId))
            .leftJoin(pages, eq(pages.id, forumComments.actingPageId))
            .where(inArray(forumComments.id, [...ids])),

    async row(executor: Database | Transaction, id: string) {
      const [row] = await executor.select().from(forumComments).where(eq(forumComments.id, id));
      return row ?? null;
    },

    async insert(
      tx: Transaction,
      values: {
        topicId: string;
        parentId: string | null;
        authorUserId: string;
        actingPageId: string | null;
        body: string;
        shadowed: boolean;
      },
    ): Promise<string> {
      const [row] = await tx
        .insert(forumComments)
        .values(values)
        .returning({ id: forumComments.id });
      if (!row) throw new Error('comment insert returned nothing');
      return row.id;
    },

    async updateBody(id: string, body: string, shadowed: boolean, editedAt: Date) {
      await db
        .update(forumComments)
        .set({ body, shadowed, editedAt })
        .where(and(eq(forumComments.id, id), sql`${forumComments.state} <> 'deleted'`));
    },

    /** Compare-and-set of the state; a deleted comment's text goes. */
    setState: async (tx: Transaction, id: string, from: CommentState, to: CommentState) =>
      (
        await tx
          .update(forumComments)
          .set(to === 'deleted' ? { state: to, body: '' } : { state: to })
          .where(and(eq(forumComments.id, id), eq(forumComments.state, from)))
          .returning({ id: forumComments.id })
      ).length > 0,

    threadBanned: async (topicId: string, userId: string) =>
      (
        await db
          .select({ userId: forumThreadBans.userId })
          .from(forumThreadBans)
          .where(and(eq(forumThreadBans.topicId, topicId), eq(forumThreadBans.userId, userId)))
      ).length > 0,

    banFromThread: async (tx: Transaction, topicId: string, userId: string) =>
      (
        await tx
          .insert(forumThreadBans)
          .values({ topicId, userId })
          .onConflictDoNothing()
          .returning({ userId: forumThreadBans.userId })
      ).length > 0,

    liftThreadBan: async (tx: Transaction, topicId: string, userId: string) =>
      (
        await tx
          .delete(forumThreadBans)
          .where(and(eq(forumThreadBans.topicId, topicId), eq(forumThreadBans.userId, userId)))
          .returning({ userId: forumThreadBans.userId })
      ).length > 0,
  };
}

export type ForumCommentsRepository = ReturnType<typeof createForumCommentsRepository>;
