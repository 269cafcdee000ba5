import { and, desc, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  conversationParties,
  messageAttachments,
  messages,
  type MessageAttachmentRow,
} from '../../db/schema/index.ts';
import type { PartyRef } from './messaging.repository.ts';

/**
 * What a side reads of a conversation: its history either way of a keyset and its unread counts
 * (messaging.repository.ts answers them through its `history`, `historyAfter`, `markRead` and
 * `unreadForUser`).
 */

export type MessageKeyset = { createdAt: Date; id: string };

/** What presenting a file of a history message needs (its signed addresses are made from it). */
export type HistoryFile = Pick<
  MessageAttachmentRow,
  'id' | 'kind' | 'fileName' | 'sizeBytes' | 'width' | 'height' | 'secret'
>;

/**
 * A message of a history page with its files, read in the same statement (a page is one
 * statement, not one plus one for the files). The outer column is written out: inside a select
 * Drizzle would render `messages.id` as a bare `"id"`, which the subquery reads as its own.
 */
const historyColumns = {
  ...getTableColumns(messages),
  files: sql<HistoryFile[] | null>`(
    select json_agg(json_build_object(
        'id', file.id, 'kind', file.kind, 'fileName', file.file_name,
        'sizeBytes', file.size_bytes, 'width', file.width, 'height', file.height,
        'secret', file.secret)
      order by file.created_at, file.id)
    from ${messageAttachments} file where file.message_id = "messages"."id")`,
};

/** What a side sees: every message but the other side's shadowed ones. */
const visibleTo = (side: PartyRef) =>
  or(
    eq(messages.shadowed, false),
    and(eq(messages.senderKind, side.kind), eq(messages.senderId, side.id)),
  );

/**
 * Newest first, before the keyset; `limit + 1` rows, so the caller knows whether more follow.
 * The viewer's side sees the other side's shadowed messages never, its own always.
 */
export function historyBefore(
  db: Database,
  conversationId: string,
  before: MessageKeyset | null,
  limit: number,
  side: PartyRef,
) {
  return db
    .select(historyColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        visibleTo(side),
        before
          ? or(
              lt(messages.createdAt, before.createdAt),
              and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

/**
 * The realtime catch-up: newest first, after the message `afterId` of the conversation (its time
 * and id read in the same statement), `limit + 1` rows (the newest ones: more than `limit` means
 * the client missed more than a page). None when the anchor is not of this conversation.
 */
export async function historyAfter(
  db: Database,
  conversationId: string,
  afterId: string,
  limit: number,
  side: PartyRef,
) {
  const anchor = db
    .select({ createdAt: messages.createdAt, id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, afterId), eq(messages.conversationId, conversationId)));
  return db
    .select(historyColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        visibleTo(side),
        sql`(${messages.createdAt}, ${messages.id}) > (${anchor})`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

/** The counter: unread messages of the user's own (not muted) conversations. */
export async function unreadForUser(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationParties)
    .innerJoin(messages, eq(messages.conversationId, conversationParties.conversationId))
    .where(
      and(
        eq(conversationParties.partyKind, 'user'),
        eq(conversationParties.partyId, userId),
        eq(conversationParties.muted, false),
        isNull(messages.deletedAt),
        eq(messages.shadowed, false),
        sql`not (${messages.senderKind} = 'user' and ${messages.senderId} = ${userId})`,
        or(
          isNull(conversationParties.lastReadAt),
          sql`(${messages.createdAt}, ${messages.id}) >
                (${conversationParties.lastReadAt}, ${conversationParties.lastReadMessageId})`,
        ),
      ),
    );
  return row?.count ?? 0;
}

export async function unreadOf(
  executor: Database | Transaction,
  conversationId: string,
  party: PartyRef,
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversationParties,
      and(
        eq(conversationParties.conversationId, messages.conversationId),
        eq(conversationParties.partyKind, party.kind),
        eq(conversationParties.partyId, party.id),
      ),
    )
    .where(
      and(
        eq(messages.conversationId, conversationId),
        isNull(messages.deletedAt),
        eq(messages.shadowed, false),
        sql`not (${messages.senderKind} = ${party.kind} and ${messages.senderId} = ${party.id})`,
        or(
          isNull(conversationParties.lastReadAt),
          sql`(${messages.createdAt}, ${messages.id}) >
            (${conversationParties.lastReadAt}, ${conversationParties.lastReadMessageId})`,
        ),
      ),
    );
  return row?.count ?? 0;
}
