import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  conversationParties,
  messageAttachments,
  type MessageAttachmentRow,
} from '../../db/schema/index.ts';
import type { PartyRef } from './messaging.repository.ts';

type Executor = Database | Transaction;

/** What deleting rows leaves to do: their stored files. */
export type AttachmentFile = Pick<MessageAttachmentRow, 'kind' | 'storageKey'>;

const FILE_COLUMNS = { kind: messageAttachments.kind, storageKey: messageAttachments.storageKey };

/** The `message_attachments` table: pending uploads, the files of messages, their deletion. */
export function createAttachmentsRepository(db: Database) {
  return {
    async insert(values: typeof messageAttachments.$inferInsert): Promise<MessageAttachmentRow> {
      const [row] = await db.insert(messageAttachments).values(values).returning();
      if (!row) throw new Error('Inserting an attachment returned no row.');
      return row;
    },

    async byId(id: string): Promise<MessageAttachmentRow | null> {
      const [row] = await db.select().from(messageAttachments).where(eq(messageAttachments.id, id));
      return row ?? null;
    },

    /** The files of these messages, oldest upload first. */
    async ofMessages(messageIds: readonly string[]): Promise<MessageAttachmentRow[]> {
      if (messageIds.length === 0) return [];
      return db
        .select()
        .from(messageAttachments)
        .where(inArray(messageAttachments.messageId, [...messageIds]))
        .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
    },

    /** The uploader's pending files of a conversation (as this side), oldest first. */
    async pending(conversationId: string, uploaderId: string, side: PartyRef) {
      return db
        .select()
        .from(messageAttachments)
        .where(
          and(
            eq(messageAttachments.conversationId, conversationId),
            eq(messageAttachments.uploaderId, uploaderId),
            eq(messageAttachments.senderKind, side.kind),
            eq(messageAttachments.senderId, side.id),
            isNull(messageAttachments.messageId),
          ),
        )
        .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
    },

    /**
     * Attaches pending files to a message inside its transaction; answers how many it took (the
     * caller refuses the message when that is not all of them: another send took them first).
     */
    async attach(
      tx: Transaction,
      ids: readonly string[],
      message: { id: string; conversationId: string; authorUserId: string | null },
    ): Promise<number> {
      if (ids.length === 0 || !message.authorUserId) return 0;
      const rows = await tx
        .update(messageAttachments)
        .set({ messageId: message.id })
        .where(
          and(
            inArray(messageAttachments.id, [...ids]),
            eq(messageAttachments.conversationId, message.conversationId),
            eq(messageAttachments.uploaderId, message.authorUserId),
            isNull(messageAttachments.messageId),
          ),
        )
        .returning({ id: messageAttachments.id });
      return rows.length;
    },

    /** Deletes rows by id; answers their files. */
    async deleteByIds(ids: readonly string[], executor: Executor = db): Promise<AttachmentFile[]> {
      if (ids.length === 0) return [];
      return executor
        .delete(messageAttachments)
        .where(inArray(messageAttachments.id, [...ids]))
        .returning(FILE_COLUMNS);
    },

    /** Deletes the files of a message (it was deleted); answers them. */
    async deleteOfMessage(messageId: string): Promise<AttachmentFile[]> {
      return db
        .delete(messageAttachments)
        .where(eq(messageAttachments.messageId, messageId))
        .returning(FILE_COLUMNS);
    },

    /** Deletes pending uploads older than `before` (abandoned); answers their files. */
    async deleteStalePending(before: Date): Promise<AttachmentFile[]> {
      return db
        .delete(messageAttachments)
        .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, before)))
        .returning(FILE_COLUMNS);
    },
  };
}

export type AttachmentsRepository = ReturnType<typeof createAttachmentsRepository>;

/**
 * The account purge's part of attachments, before the messaging step (whose conversation
 * deletions would cascade the rows away with their keys): the files the user sent as themself
 * (their messages are emptied) or left pending, and every file of the conversations that lose
 * their last side with the user. Files they sent as a page stay the page's, without uploader.
 * Answers the files to delete once the purge has committed.
 */
export async function purgeAttachmentRows(
  tx: Transaction,
  userId: string,
): Promise<AttachmentFile[]> {
  const ownSide = and(
    eq(conversationParties.partyKind, 'user'),
    eq(conversationParties.partyId, userId),
  );
  const lastSide = tx
    .select({ id: conversationParties.conversationId })
    .from(conversationParties)
    .where(
      and(
        ownSide,
        sql`not exists (select 1 from ${conversationParties} o
          where o.conversation_id = ${conversationParties.conversationId}
            and not (o.party_kind = 'user' and o.party_id = ${userId}))`,
      ),
    );
  const files = await tx
    .delete(messageAttachments)
    .where(
      or(
        and(eq(messageAttachments.senderKind, 'user'), eq(messageAttachments.senderId, userId)),
        and(eq(messageAttachments.uploaderId, userId), isNull(messageAttachments.messageId)),
        inArray(messageAttachments.conversationId, lastSide),
      ),
    )
    .returning(FILE_COLUMNS);
  await tx
    .update(messageAttachments)
    .set({ uploaderId: null })
    .where(eq(messageAttachments.uploaderId, userId));
  return files;
}

/** Keeps the newest `keep` pending uploads of an uploader in a conversation; answers the rest. */
export async function trimPending(
  db: Database,
  conversationId: string,
  uploaderId: string,
  keep: number,
): Promise<AttachmentFile[]> {
  const newest = db
    .select({ id: messageAttachments.id })
    .from(messageAttachments)
    .where(
      and(
        eq(messageAttachments.conversationId, conversationId),
        eq(messageAttachments.uploaderId, uploaderId),
        isNull(messageAttachments.messageId),
      ),
    )
    .orderBy(sql`${messageAttachments.createdAt} desc, ${messageAttachments.id} desc`)
    .limit(keep);
  return db
    .delete(messageAttachments)
    .where(
      and(
        eq(messageAttachments.conversationId, conversationId),
        eq(messageAttachments.uploaderId, uploaderId),
        isNull(messageAttachments.messageId),
        notInArray(messageAttachments.id, newest),
      ),
    )
    .returning(FILE_COLUMNS);
}
