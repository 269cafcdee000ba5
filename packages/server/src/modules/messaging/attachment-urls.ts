import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MessageAttachment, MessageAttachmentVariant } from '@backline/domain';
import type { MessageAttachmentRow } from '../../db/schema/index.ts';

/**
 * Signed, short-lived urls of chat attachments (decisions: chat attachments). A file is served
 * only to whoever holds a url the server signed for one of the users of the conversation's two
 * sides, until it expires: `…/{id}/{variant}?expires={epoch s}&signature={HMAC-SHA256}`, keyed by
 * the attachment's own random secret (no shared key to configure or rotate; deleting the row
 * revokes every url of it). Expiry is the end of the next full hour: a url stays the same for an
 * hour (the history's polling does not defeat the browser's cache) and lives two hours at most.
 */

const HOUR_SECONDS = 3600;

/** A new attachment's signing key. */
export const newAttachmentSecret = (): string => randomBytes(32).toString('base64url');

/** When urls signed now expire (epoch seconds): 1 to 2 hours from now. */
export const attachmentExpiry = (nowMs: number): number =>
  (Math.floor(nowMs / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;

const sign = (secret: string, id: string, variant: MessageAttachmentVariant, expires: number) =>
  createHmac('sha256', secret).update(`${id}:${variant}:${expires}`).digest('base64url');

export function attachmentUrl(
  row: Pick<MessageAttachmentRow, 'id' | 'secret'>,
  variant: MessageAttachmentVariant,
  nowMs: number,
): string {
  const expires = attachmentExpiry(nowMs);
  const signature = sign(row.secret, row.id, variant, expires);
  return `/api/messaging/attachments/${row.id}/${variant}?expires=${expires}&signature=${signature}`;
}

/** Whether a url's expiry and signature are this attachment's and still valid. */
export function verifyAttachmentUrl(
  row: Pick<MessageAttachmentRow, 'id' | 'secret'>,
  variant: MessageAttachmentVariant,
  query: { expires: string; signature: string },
  nowMs: number,
): boolean {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= nowMs) return false;
  if (expires > attachmentExpiry(nowMs)) return false;
  const expected = Buffer.from(sign(row.secret, row.id, variant, expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function presentAttachment(
  row: Pick<
    MessageAttachmentRow,
    'id' | 'kind' | 'fileName' | 'sizeBytes' | 'width' | 'height' | 'secret'
  >,
  nowMs: number,
): MessageAttachment {
  const image = row.kind === 'image';
  return {
    id: row.id,
    kind: row.kind,
    name: row.fileName,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    url: attachmentUrl(row, image ? 'xtralarge' : 'file', nowMs),
    thumbnailUrl: image ? attachmentUrl(row, 'large', nowMs) : null,
  };
}
