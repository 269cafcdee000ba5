import type { FastifyRequest } from 'fastify';
import { AppError, MEDIA_UPLOAD_LIMITS, type MediaUploadKind } from '@backline/domain';
import type { UploadedFile } from './media.shared.ts';

/** Text fields of an upload form are short: ids, a purpose, a caption or title. */
const MAX_FIELD_BYTES = 2000;
const MAX_FIELDS = 10;

const tooLarge = (kind: MediaUploadKind) =>
  new AppError('validation.file_too_large', {
    field: 'file',
    params: { allowed: MEDIA_UPLOAD_LIMITS[kind].label },
  });

/**
 * Reads one multipart upload: exactly one `file` part (at most the kind's size, else 413
 * `validation.file_too_large`) and a few text fields, in any order. The file is buffered: the
 * largest allowed (50 MB) fits in memory, and content checks need the bytes anyway.
 */
export async function readUpload(
  request: FastifyRequest,
  kind: MediaUploadKind,
): Promise<{ file: UploadedFile | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('request.unsupported_media_type');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: MEDIA_UPLOAD_LIMITS[kind].bytes,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new AppError('validation.invalid', { field: part.fieldname.slice(0, 40) });
        }
        file = { buffer: await part.toBuffer(), fileName: part.filename || undefined };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('request.too_large');
    }
    throw new AppError('request.malformed', { cause: error });
  }
  if (file && file.buffer.length === 0) file = null;
  return { file, fields };
}
