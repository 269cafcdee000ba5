import {
  AppError,
  MEDIA_ACCEPT,
  type MessageAttachmentKind,
  type MessageAttachmentVariant,
} from '@backline/domain';
import type { StoredObject } from '../../platform/storage/storage.ts';
import { processImage } from '../../platform/images/process-image.ts';
import { baseTitle } from './media-files.ts';
import { randomKey, type MediaServiceOptions, type UploadedFile } from './media.shared.ts';

/** A chat file as stored: the messaging module keeps the row, the media module the bytes. */
export type StoredChatFile = {
  kind: MessageAttachmentKind;
  storageKey: string;
  fileName: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
};

/** The renditions an image attachment is stored in: the chat's thumbnail, the full view. */
const IMAGE_VARIANTS = ['large', 'xtralarge'] as const;

const wrongType = (cause?: unknown) =>
  new AppError('media.wrong_type', {
    field: 'file',
    params: { allowed: MEDIA_ACCEPT.attachment.label },
    cause,
  });

/** A download name: the upload's name without folders, control characters or quotes. */
const fileNameOf = (fileName: string | undefined, fallback: string, extension: string) =>
  `${baseTitle(fileName, fallback).replace(/[/\\"]/g, '_')}.${extension}`;

/** The storage key of a variant of a stored chat file (null: the file has no such variant). */
export function chatFileKey(
  file: { kind: MessageAttachmentKind; storageKey: string },
  variant: MessageAttachmentVariant,
): string | null {
  if (file.kind === 'pdf') return variant === 'file' ? file.storageKey : null;
  return variant === 'file' ? null : `${file.storageKey}/${variant}.webp`;
}

/**
 * Chat attachments' files (decisions: chat attachments). By content only: a PDF (starts with
 * `%PDF-`) is stored as it is; anything else must be an image the picture pipeline takes
 * (JPEG, PNG, WebP, AVIF, HEIC; 50 MP at most): upright, every metadata block gone, webp in two
 * sizes. Keys are random under `chat/`, which `GET /media/*` never serves: the messaging module
 * serves them to the two sides of the conversation only.
 */
export function createChatFilesService({ storage }: MediaServiceOptions) {
  async function storeChatFile(file: UploadedFile): Promise<StoredChatFile> {
    const { buffer } = file;
    if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') {
      const storageKey = `chat/${randomKey()}.pdf`;
      await storage.put(storageKey, buffer, {
        contentType: 'application/pdf',
        cacheControl: 'private, no-store',
      });
      return {
        kind: 'pdf',
        storageKey,
        fileName: fileNameOf(file.fileName, 'Dokument', 'pdf'),
        sizeBytes: buffer.length,
        width: null,
        height: null,
      };
    }
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      processed = await processImage(buffer, 'photo');
    } catch (error) {
      if (error instanceof AppError && error.code === 'media.wrong_type') throw wrongType(error);
      throw error;
    }
    const storageKey = `chat/${randomKey()}`;
    try {
      for (const size of IMAGE_VARIANTS) {
        await storage.put(`${storageKey}/${size}.webp`, processed.renditions[size].data, {
          contentType: 'image/webp',
          cacheControl: 'private, no-store',
        });
      }
    } catch (error) {
      await storage.deletePrefix(storageKey).catch(() => undefined);
      throw error;
    }
    const full = processed.renditions.xtralarge;
    return {
      kind: 'image',
      storageKey,
      fileName: fileNameOf(file.fileName, 'Bild', 'webp'),
      sizeBytes: full.data.length,
      width: full.width,
      height: full.height,
    };
  }

  /** A variant's bytes (null when missing). */
  async function readChatFile(
    file: { kind: MessageAttachmentKind; storageKey: string },
    variant: MessageAttachmentVariant,
  ): Promise<StoredObject | null> {
    const key = chatFileKey(file, variant);
    return key ? storage.get(key) : null;
  }

  /** Deletes stored chat files (after the rows are gone); failures leave harmless orphans. */
  async function deleteChatFiles(
    files: readonly { kind: MessageAttachmentKind; storageKey: string }[],
  ): Promise<void> {
    await Promise.all(
      files.map((file) =>
        (file.kind === 'pdf'
          ? storage.delete(file.storageKey)
          : storage.deletePrefix(file.storageKey)
        ).catch(() => undefined),
      ),
    );
  }

  return { storeChatFile, readChatFile, deleteChatFiles };
}

export type ChatFilesService = ReturnType<typeof createChatFilesService>;
