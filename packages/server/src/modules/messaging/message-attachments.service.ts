import {
  AppError,
  MESSAGE_ATTACHMENTS_MAX,
  type MessageAttachment,
  type MessageAttachmentVariant,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { MessageAttachmentRow } from '../../db/schema/index.ts';
import { RateLimitedError, type RateLimit } from '../../platform/rate-limiter.ts';
import type { MediaService, UploadedFile } from '../media/media.service.ts';
import { presentAttachment, newAttachmentSecret, verifyAttachmentUrl } from './attachment-urls.ts';
import {
  createAttachmentsRepository,
  trimPending,
  type AttachmentFile,
} from './message-attachments.repository.ts';
import { canAttach, canWrite } from './messaging.presenter.ts';
import { createMessagingContext, notFound, type MessagingDeps } from './messaging.shared.ts';
import type { ConversationDbRow } from './messaging.sql.ts';

export type AttachmentDeps = {
  files: Pick<MediaService, 'storeChatFile' | 'readChatFile' | 'deleteChatFiles'>;
  nowMs: () => number;
};

/** Uploads per user and hour (each is processed: sharp for images). */
export const ATTACHMENT_UPLOAD_LIMIT: RateLimit = { limit: 60, windowSeconds: 3600 };
/** Pending uploads an uploader keeps per conversation; older ones beyond are dropped. */
export const PENDING_ATTACHMENTS_KEPT = MESSAGE_ATTACHMENTS_MAX * 2;
/** Pending uploads older than this were abandoned (the cleanup job deletes them). */
export const PENDING_ATTACHMENT_HOURS = 24;

const MIME = { image: 'image/webp', pdf: 'application/pdf' } as const;

/**
 * Chat attachments (decisions: chat attachments): a file is uploaded into a conversation first
 * (pending, for the uploader's next message there), then sent with a message; its urls are signed
 * for the viewers of the two sides. The spec's rule "chat attachments only go to confirmed
 * contacts or prior contacters" is checked at the upload and again at the send.
 */
export function createAttachmentsService(
  db: Database,
  deps: MessagingDeps,
  { files, nowMs }: AttachmentDeps,
) {
  const ctx = createMessagingContext(db, deps);
  const repository = createAttachmentsRepository(db);
  const present = (row: MessageAttachmentRow) => presentAttachment(row, nowMs());

  /** Refuses when the side may not write, or may write but not attach (the spec's rule). */
  function mayAttach(row: ConversationDbRow, field: string): void {
    if (!canWrite(row)) {
      throw new AppError(row.blocked ? 'account.user_blocked' : 'messaging.partner_gone');
    }
    if (!canAttach(row)) throw new AppError('messaging.attachments_contacts_only', { field });
  }

  const deleteFiles = (removed: readonly AttachmentFile[]) =>
    removed.length > 0 ? files.deleteChatFiles(removed) : Promise.resolve();

  return {
    /** `POST …/attachments`: stores a file for the viewer's next message in the conversation. */
    async upload(
      viewerId: string,
      conversationId: string,
      read: () => Promise<UploadedFile | null>,
    ): Promise<MessageAttachment> {
      // The side and the rule before a byte of the body is read.
      const row = await ctx.sideOf(viewerId, conversationId);
      mayAttach(row, 'file');
      const limit = await deps.rateLimiter.hit(`attachment:${viewerId}`, ATTACHMENT_UPLOAD_LIMIT);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
      const file = await read();
      if (!file) throw new AppError('validation.required', { field: 'file' });
      const stored = await files.storeChatFile(file);
      let attachment: MessageAttachmentRow;
      try {
        attachment = await repository.insert({
          conversationId,
          senderKind: row.my_kind,
          senderId: row.my_id,
          uploaderId: viewerId,
          kind: stored.kind,
          fileName: stored.fileName,
          sizeBytes: stored.sizeBytes,
          width: stored.width,
          height: stored.height,
          storageKey: stored.storageKey,
          secret: newAttachmentSecret(),
        });
      } catch (error) {
        await files.deleteChatFiles([stored]);
        throw error;
      }
      await deleteFiles(await trimPending(db, conversationId, viewerId, PENDING_ATTACHMENTS_KEPT));
      return present(attachment);
    },

    /** `DELETE /api/messaging/attachments/{id}`: the uploader takes back a file not sent yet. */
    async remove(viewerId: string, attachmentId: string): Promise<{ deleted: true }> {
      const row = await repository.byId(attachmentId);
      if (!row || row.uploaderId !== viewerId || row.messageId !== null) throw notFound();
      await deleteFiles(await repository.deleteByIds([row.id]));
      return { deleted: true };
    },

    /**
     * Before a message with files is sent: the rule holds, and every id is a pending upload of
     * the viewer in this conversation as this side (else 422 on `attachmentIds`).
     */
    async checkPending(viewerId: string, row: ConversationDbRow, ids: readonly string[]) {
      if (ids.length === 0) return;
      mayAttach(row, 'attachmentIds');
      const pending = await repository.pending(row.conversation_id, viewerId, {
        kind: row.my_kind,
        id: row.my_id,
      });
      const known = new Set(pending.map((attachment) => attachment.id));
      if (!ids.every((id) => known.has(id))) {
        throw new AppError('validation.invalid', { field: 'attachmentIds' });
      }
    },

    /** Inside the message's transaction: takes the files, or refuses (sent already). */
    async attach(
      tx: Transaction,
      ids: readonly string[],
      message: { id: string; conversationId: string; authorUserId: string | null },
    ): Promise<void> {
      if (ids.length === 0) return;
      if ((await repository.attach(tx, ids, message)) !== ids.length) {
        throw new AppError('validation.invalid', { field: 'attachmentIds' });
      }
    },

    /** The files of messages, by message id, presented for the viewer (signed now). */
    async ofMessages(messageIds: readonly string[]): Promise<Map<string, MessageAttachment[]>> {
      const result = new Map<string, MessageAttachment[]>();
      for (const row of await repository.ofMessages(messageIds)) {
        if (!row.messageId) continue;
        result.set(row.messageId, [...(result.get(row.messageId) ?? []), present(row)]);
      }
      return result;
    },

    /** A deleted message's files go: rows now, stored files right after. */
    async deleteOfMessage(messageId: string): Promise<void> {
      await deleteFiles(await repository.deleteOfMessage(messageId));
    },

    /**
     * `GET /api/messaging/attachments/{id}/{variant}?expires=&signature=`: the file when the url
     * is valid; 404 for anything else (unknown, deleted, expired, wrong signature or variant).
     */
    async file(
      attachmentId: string,
      variant: MessageAttachmentVariant,
      query: { expires: string; signature: string },
    ) {
      const row = await repository.byId(attachmentId);
      const now = nowMs();
      if (!row || !verifyAttachmentUrl(row, variant, query, now)) throw notFound();
      const object = await files.readChatFile(row, variant);
      if (!object) throw notFound();
      return {
        object,
        contentType: MIME[row.kind],
        fileName: row.kind === 'pdf' ? row.fileName : null,
        maxAgeSeconds: Math.max(0, Math.floor(Number(query.expires) - now / 1000)),
      };
    },

    /** The cleanup job: pending uploads nobody sent within a day. */
    async deleteStalePending(): Promise<number> {
      const before = new Date(nowMs() - PENDING_ATTACHMENT_HOURS * 3600 * 1000);
      const removed = await repository.deleteStalePending(before);
      await deleteFiles(removed);
      return removed.length;
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
