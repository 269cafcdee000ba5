import {
  AppError,
  MEDIA_ACCEPT,
  MEDIA_UPLOAD_LIMITS,
  type MediaUploadKind,
} from '@backline/domain';

/**
 * Checks in the browser before an upload starts, for early feedback only: the server checks size
 * and type again (by content) and decides.
 */

export type SniffedFormat =
  'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic' | 'mp3' | 'pdf' | 'zip';

const ACCEPTED: Record<MediaUploadKind, readonly SniffedFormat[]> = {
  image: ['jpeg', 'png', 'webp', 'avif', 'heic'],
  audio: ['mp3'],
  document: ['pdf', 'zip'],
  attachment: ['jpeg', 'png', 'webp', 'avif', 'heic', 'pdf'],
};

const MIME_TYPES: Record<MediaUploadKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'],
  audio: ['audio/mpeg', 'audio/mp3'],
  document: ['application/pdf', 'application/zip', 'application/x-zip-compressed'],
  attachment: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/avif',
    'image/heic',
    'image/heif',
    'application/pdf',
  ],
};

const ascii = (bytes: Uint8Array, start: number, text: string): boolean =>
  [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0));

/** The format of a file by its first bytes (16 are enough), or null when it is none of ours. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG')) return 'png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'GIF8')) return 'gif';
  if (ascii(bytes, 4, 'ftyp')) {
    if (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis')) return 'avif';
    if (['heic', 'heix', 'heif', 'mif1', 'msf1', 'hevc'].some((brand) => ascii(bytes, 8, brand))) {
      return 'heic';
    }
    return null;
  }
  if (ascii(bytes, 0, '%PDF-')) return 'pdf';
  if (
    ascii(bytes, 0, 'PK') &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  ) {
    return 'zip';
  }
  if (ascii(bytes, 0, 'ID3')) return 'mp3';
  // An MPEG audio frame header: 11 sync bits, then layer III (`01`).
  const second = bytes[1] ?? 0;
  if (bytes[0] === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02) return 'mp3';
  return null;
}

async function firstBytes(file: Blob, count = 16): Promise<Uint8Array | null> {
  const slice = file.slice(0, count);
  try {
    if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
    return await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsArrayBuffer(slice);
    });
  } catch {
    return null;
  }
}

/** 'File too large, 15 MB are allowed' before a byte is sent. */
export function checkFileSize(file: Blob, kind: MediaUploadKind): AppError | null {
  const limit = MEDIA_UPLOAD_LIMITS[kind];
  return file.size > limit.bytes
    ? new AppError('validation.file_too_large', { field: 'file', params: { allowed: limit.label } })
    : null;
}

/** The type message names what the upload accepts. */
export const fileTypeError = (kind: MediaUploadKind): AppError =>
  new AppError('media.wrong_type', {
    field: 'file',
    params: { allowed: MEDIA_ACCEPT[kind].label },
  });

/**
 * Size, then type by the first bytes (or by `file.type` when they cannot be read). Null when the
 * file may go to the server.
 */
export async function checkFile(file: Blob, kind: MediaUploadKind): Promise<AppError | null> {
  const sizeError = checkFileSize(file, kind);
  if (sizeError) return sizeError;
  if (file.size === 0) return fileTypeError(kind);
  const bytes = await firstBytes(file);
  if (bytes && bytes.length > 0) {
    const format = sniffFormat(bytes);
    return format && ACCEPTED[kind].includes(format) ? null : fileTypeError(kind);
  }
  return MIME_TYPES[kind].includes(file.type) ? null : fileTypeError(kind);
}
