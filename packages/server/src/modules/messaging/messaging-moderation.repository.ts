import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { moderationExcerpt } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import type { ModeratedContent, ModerationSubjectType } from '../reports/reports.module.ts';

/** Of a conversation, moderators see the last messages (the context of a report about it). */
const CONVERSATION_CONTEXT_MESSAGES = 5;

/**
 * How moderators see and act on messaging (issue 16): a message (its text and author; a
 * moderator can delete it, which clears its text like its author's own deletion) and a
 * conversation (its last messages; no content actions: a moderator acts on the people through a
 * report of a profile or a message). Neither has a web path moderators could open.
 */
export function messagingModerationSides(db: Database): {
  message: ModerationSubjectType;
  conversation: ModerationSubjectType;
} {
  return {
    message: {
      actions: ['delete'],
      async describe(ids) {
        if (ids.length === 0) return new Map();
        const rows = await db
          .select({
            id: messages.id,
            text: messages.text,
            authorUserId: messages.authorUserId,
            deletedAt: messages.deletedAt,
            authorName: users.name,
          })
          .from(messages)
          .leftJoin(users, eq(users.id, messages.authorUserId))
          .where(inArray(messages.id, [...ids]));
        return new Map(
          rows.map((row): [string, ModeratedContent] => [
            row.id,
            {
              title: row.authorName,
              excerpt: moderationExcerpt(row.text),
              authorUserId: row.authorUserId,
              href: null,
              state: row.deletedAt ? 'deleted' : 'visible',
              extraModeratorUserIds: [],
            },
          ]),
        );
      },
      async apply(tx, id, action) {
        if (action !== 'delete') return false;
        const rows = await tx
          .update(messages)
          .set({ text: null, deletedAt: sql`now()` })
          .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
          .returning({ id: messages.id });
        return rows.length > 0;
      },
    },
    conversation: {
      actions: [],
      async describe(ids) {
        if (ids.length === 0) return new Map();
        const rows = await db
          .select({
            id: conversations.id,
            text: messages.text,
            authorName: users.name,
            rank: sql<number>`row_number() over (partition by ${conversations.id} order by ${messages.createdAt} desc)`,
          })
          .from(conversations)
          .leftJoin(
            messages,
            and(eq(messages.conversationId, conversations.id), isNull(messages.deletedAt)),
          )
          .leftJoin(users, eq(users.id, messages.authorUserId))
          .where(inArray(conversations.id, [...ids]));
        const lines = new Map<string, string[]>();
        for (const row of rows) {
          const list = lines.get(row.id) ?? [];
          lines.set(row.id, list);
          if (row.text !== null && Number(row.rank) <= CONVERSATION_CONTEXT_MESSAGES) {
            list.push(`${row.authorName ?? '?'}: ${row.text}`);
          }
        }
        return new Map(
          [...lines].map(([id, list]): [string, ModeratedContent] => [
            id,
            {
              title: null,
              excerpt: moderationExcerpt(list.reverse().join(' · ')),
              authorUserId: null,
              href: null,
              state: 'visible',
              extraModeratorUserIds: [],
            },
          ]),
        );
      },
      apply: () => Promise.resolve(false),
    },
  };
}
