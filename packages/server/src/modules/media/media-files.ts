import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import yauzl from 'yauzl';
import { AppError, MEDIA_ACCEPT, ZIP_LIMITS, type DocumentFormat } from '@backline/domain';

/** What an mp3 says about itself (ID3 tags), with the title from the file name when it has none. */
export type AudioInfo = {
  title: string;
  artist: string | null;
  durationSeconds: number | null;
  tags: Record<string, string>;
};

/** Control characters (C0 and DEL), dropped from names and tags. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const wrongType = (kind: keyof typeof MEDIA_ACCEPT) =>
  new AppError('media.wrong_type', {
    field: 'file',
    params: { allowed: MEDIA_ACCEPT[kind].label },
  });

/** A file name without folders and extension, for a default title. */
export function baseTitle(fileName: string | undefined, fallback: string): string {
  const base = path
    .basename((fileName ?? '').replace(/\\/g, '/'))
    .replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const clean = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 200);
  return clean || fallback;
}

const clip = (value: unknown, max = 200): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replace(CONTROL_CHARACTERS, '').trim().slice(0, max);
  return text || null;
};

/** Only mp3 by content (file-type: audio/mpeg); duration and tags with music-metadata. */
export async function inspectAudio(
  buffer: Buffer,
  fileName: string | undefined,
): Promise<AudioInfo> {
  const detected = await fileTypeFromBuffer(buffer);
  if (detected?.mime !== 'audio/mpeg') throw wrongType('audio');
  let metadata: Awaited<ReturnType<typeof parseBuffer>> | null = null;
  try {
    metadata = await parseBuffer(
      buffer,
      { mimeType: 'audio/mpeg', size: buffer.length },
      { duration: true, skipCovers: true },
    );
  } catch {
    // Unreadable tags: still an mp3 by its frames; title from the file name.
  }
  const common = metadata?.common;
  const tags: Record<string, string> = {};
  const album = clip(common?.album);
  const genre = clip(common?.genre?.[0]);
  const year = clip(common?.year);
  if (album) tags.album = album;
  if (genre) tags.genre = genre;
  if (year) tags.year = year;
  const duration = metadata?.format.duration;
  return {
    title: clip(common?.title) ?? baseTitle(fileName, 'Audio'),
    artist: clip(common?.artist),
    durationSeconds: duration && Number.isFinite(duration) ? Math.round(duration) : null,
    tags,
  };
}

const zipRejected = (cause?: unknown) =>
  new AppError('media.zip_rejected', { field: 'file', cause });

/** Formats built on zip that are not plain archives. */
export type ZipBasedFormat =
  'docx' | 'xlsx' | 'pptx' | 'office-open-xml' | 'opendocument' | 'jar' | 'apk' | 'xpi' | 'iwork';

export type ZipInspection = {
  entries: number;
  uncompressedBytes: number;
  /** `zip` for a plain archive, else the zip-based format its entry names make it. */
  format: 'zip' | ZipBasedFormat;
};

/**
 * The zip-based format an archive is by the names in its central directory, in whatever order
 * they come (producers put `[Content_Types].xml` anywhere), or null for a plain zip. Office Open
 * XML (docx, xlsx, pptx and the other OPC packages) has `[Content_Types].xml` at the root (part
 * names compare case-insensitively); OpenDocument and EPUB a root `mimetype`; Java and Android
 * archives their manifests and dex files; iWork `Index/Document.iwa`.
 */
export function zipBasedFormat(names: Iterable<string>): ZipBasedFormat | null {
  const lower = new Set<string>();
  for (const name of names) lower.add(name.toLowerCase());
  const has = (name: string) => lower.has(name);
  const under = (folder: string) => [...lower].some((name) => name.startsWith(folder));
  if (has('[content_types].xml')) {
    if (under('word/')) return 'docx';
    if (under('xl/')) return 'xlsx';
    if (under('ppt/')) return 'pptx';
    return 'office-open-xml';
  }
  if (has('mimetype') || has('meta-inf/container.xml')) return 'opendocument';
  if (has('meta-inf/mozilla.rsa')) return 'xpi';
  if (has('androidmanifest.xml') || [...lower].some((name) => /^classes\d*\.dex$/.test(name))) {
    return 'apk';
  }
  if (has('meta-inf/manifest.mf')) return 'jar';
  if (has('index/document.iwa')) return 'iwork';
  return null;
}

/**
 * Reads a zip's central directory only (no entry is ever opened) and refuses it when it has too
 * many entries, unpacks to too much, has a suspicious compression ratio (bombs), encrypted
 * entries, or names that would leave the folder it is unpacked into. Says whether it is a plain
 * zip or a zip-based format (`zipBasedFormat`), from the directory, never from entry order.
 */
export function inspectZip(buffer: Buffer): Promise<ZipInspection> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => {
        if (error || !zip) {
          reject(zipRejected(error));
          return;
        }
        if (zip.entryCount > ZIP_LIMITS.maxEntries) {
          zip.close();
          reject(zipRejected());
          return;
        }
        let entries = 0;
        const names: string[] = [];
        let uncompressed = 0;
        let compressed = 0;
        let settled = false;
        const fail = (cause?: unknown) => {
          if (settled) return;
          settled = true;
          zip.close();
          reject(zipRejected(cause));
        };
        zip.on('error', fail);
        zip.on('entry', (entry: yauzl.Entry) => {
          entries += 1;
          uncompressed += entry.uncompressedSize;
          compressed += entry.compressedSize;
          const name = entry.fileName;
          names.push(name);
          const unsafeName =
            name.startsWith('/') ||
            /^[A-Za-z]:/.test(name) ||
            name.includes('\\') ||
            name.split('/').includes('..');
          const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
          if (
            unsafeName ||
            entry.isEncrypted() ||
            entries > ZIP_LIMITS.maxEntries ||
            uncompressed > ZIP_LIMITS.maxUncompressedBytes ||
            (ratio > ZIP_LIMITS.maxCompressionRatio && entry.uncompressedSize > 1024 * 1024)
          ) {
            fail();
            return;
          }
          zip.readEntry();
        });
        zip.on('end', () => {
          if (settled) return;
          if (
            uncompressed > 1024 * 1024 &&
            uncompressed / Math.max(compressed, 1) > ZIP_LIMITS.maxCompressionRatio
          ) {
            fail();
            return;
          }
          settled = true;
          resolve({
            entries,
            uncompressedBytes: uncompressed,
            format: zipBasedFormat(names) ?? 'zip',
          });
        });
        zip.readEntry();
      },
    );
  });
}

/**
 * `.pdf` (content starts with `%PDF-`) or a plain `.zip` (checked by `inspectZip`), by content
 * only. Zip-based formats (docx, xlsx, jar, epub, …) are not documents we take: file-type names
 * them when it can tell from the first entries; the central directory decides for the rest, so
 * that the order of the entries cannot make a docx pass as a zip.
 */
export async function inspectDocument(buffer: Buffer): Promise<DocumentFormat> {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const detected = await fileTypeFromBuffer(buffer);
  if (detected?.mime === 'application/zip') {
    const { format } = await inspectZip(buffer);
    if (format === 'zip') return 'zip';
  }
  throw wrongType('document');
}
