import {
  AppError,
  MESSAGE_PAGE_SIZE,
  type Message,
  type MessageHistory,
  UNREAD_MESSAGES_COUNTER,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { presentAttachment } from './attachment-urls.ts';
import { presentMessage } from './messaging.presenter.ts';
import type { AttachmentsService } from './message-attachments.service.ts';
import { createMessagingContext, notFound, type MessagingDeps } from './messaging.shared.ts';
import { encodeKeysetCursor, parseKeysetCursor } from '../../platform/keyset-cursor.ts';

const encodeCursor = encodeKeysetCursor;

function decodeCursor(cursor: string) {
  const position = parseKeysetCursor(cursor);
  return position && { createdAt: position.at, id: position.id };
}

/**
 * The messages of a conversation, as the viewer's side (themself or a page they manage): the
 * history paging back (keyset on time and id, so new messages never shift a page), writing,
 * reading up to a message, deleting one's own.
 */
export function createMessagesService(
  db: Database,
  deps: MessagingDeps,
  attachments: AttachmentsService,
) {
  const ctx = createMessagingContext(db, deps);
  const { repository } = ctx;

  return {
    /**
     * `GET …/messages?before=`: newest first; 2 statements (the side, the page). `?after=` (a
     * message id of the conversation) is the realtime catch-up: the messages after it, newest
     * first, at most a page, a non-null `nextCursor` when more were missed; 3 statements.
     */
    async history(
      viewerId: string,
      conversationId: string,
      query: { before?: string | undefined; after?: string | undefined },
    ): Promise<MessageHistory> {
      if (query.before !== undefined && query.after !== undefined) {
        throw new AppError('validation.invalid', { field: 'after' });
      }
      const before = query.before ? decodeCursor(query.before) : null;
      if (query.before && !before) throw new AppError('validation.invalid', { field: 'before' });
      const row = await ctx.sideOf(viewerId, conversationId);
      const side = { kind: row.my_kind, id: row.my_id };
      let rows;
      if (query.after !== undefined) {
        rows = await repository.historyAfter(conversationId, query.after, MESSAGE_PAGE_SIZE, side);
        // Nothing newer, or an anchor that is not of this conversation: only then ask which.
        if (rows.length === 0) {
          const anchor = await repository.message(query.after);
          if (anchor?.conversationId !== conversationId) {
            throw new AppError('validation.invalid', { field: 'after' });
          }
        }
      } else {
        rows = await repository.history(conversationId, before, MESSAGE_PAGE_SIZE, side);
      }
      const page = rows.slice(0, MESSAGE_PAGE_SIZE);
      const last = page.at(-1);
      const now = Date.now();
      return {
        items: page.map((message) =>
          presentMessage(
            message,
            side,
            message.files?.map((file) => presentAttachment(file, now)),
          ),
        ),
        nextCursor:
          rows.length > MESSAGE_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
        lastReadId: row.last_read_message_id,
      };
    },

    /**
     * `POST …/messages`: refused when a block stands or the partner is gone; files (uploaded
     * before) only where the attachment rule allows them.
     */
    async send(
      viewerId: string,
      conversationId: string,
      text: string,
      attachmentIds: readonly string[] = [],
    ): Promise<Message> {
      if (!text && attachmentIds.length === 0) {
        throw new AppError('validation.required', { field: 'text' });
      }
      const row = await ctx.sideOf(viewerId, conversationId);
      await attachments.checkPending(viewerId, row, attachmentIds);
      await ctx.mayWrite(viewerId, row);
      const side = { kind: row.my_kind, id: row.my_id };
      const message = await ctx.send({
        conversationId,
        from: { ...side, name: row.me.name ?? '' },
        to: { kind: row.partner.kind, id: row.partner.id },
        context: null,
        authorUserId: viewerId,
        text,
        attach: (tx, sent) => attachments.attach(tx, attachmentIds, sent),
      });
      const files = await attachments.ofMessages(attachmentIds.length > 0 ? [message.id] : []);
      return presentMessage(message, side, files.get(message.id));
    },

    /** `POST …/read`: everything up to the message is read; the unread count after. */
    async read(viewerId: string, conversationId: string, upTo: string) {
      const row = await ctx.sideOf(viewerId, conversationId);
      const message = await repository.message(upTo);
      const hidden =
        message?.shadowed === true &&
        !(message.senderKind === row.my_kind && message.senderId === row.my_id);
      if (message?.conversationId !== conversationId || hidden) {
        throw new AppError('validation.invalid', { field: 'upTo' });
      }
      const unread = await repository.markRead({ kind: row.my_kind, id: row.my_id }, message);
      // A read receipt to the partner's side, the counter to the reader's other devices.
      const sides = await ctx.sidesOf(row);
      await deps.realtime.publishAll(db, [
        [sides.partner, { kind: 'conversation.read', data: { conversationId, upTo } }],
        [sides.mine, { kind: 'counters.changed', data: { counters: [UNREAD_MESSAGES_COUNTER] } }],
      ]);
      return { unread };
    },

    /** `DELETE /api/messaging/messages/{id}`: own messages only (the viewer wrote it). */
    async delete(viewerId: string, messageId: string): Promise<{ deleted: true }> {
      const message = await repository.message(messageId);
      if (!message) throw notFound();
      // The viewer must still be on the message's side of the conversation.
      const row = await ctx.sideOf(viewerId, message.conversationId).catch(() => null);
      if (!row) throw notFound();
      if (message.authorUserId !== viewerId) throw new AppError('messaging.not_own_message');
      if (await repository.deleteMessage(messageId)) {
        await attachments.deleteOfMessage(messageId);
        const sides = await ctx.sidesOf(row);
        const { conversationId } = message;
        await deps.realtime.publishAll(db, [
          [
            [...sides.mine, ...sides.partner],
            { kind: 'message.deleted', data: { conversationId, messageId } },
          ],
          [
            sides.partner,
            { kind: 'counters.changed', data: { counters: [UNREAD_MESSAGES_COUNTER] } },
          ],
        ]);
      }
      return { deleted: true };
    },

    unreadForUser: (userId: string) => repository.unreadForUser(userId),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
