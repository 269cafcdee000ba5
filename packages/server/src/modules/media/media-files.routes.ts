import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '@backline/domain';
import { IMMUTABLE_CACHE } from '../../platform/storage/picture-urls.ts';
import { isStorageKey, type ByteRange, type Storage } from '../../platform/storage/storage.ts';
import type { DocumentsService } from './documents.service.ts';

/** What each stored kind is served as; nothing else (never text/html). */
const KINDS = [
  { prefix: 'img/', pattern: /^img\/[A-Za-z0-9]+\/[a-z]+\.webp$/, type: 'image/webp' },
  { prefix: 'audio/', pattern: /^audio\/[A-Za-z0-9]+\.mp3$/, type: 'audio/mpeg' },
  { prefix: 'doc/', pattern: /^doc\/[A-Za-z0-9]+\.pdf$/, type: 'application/pdf' },
  { prefix: 'doc/', pattern: /^doc\/[A-Za-z0-9]+\.zip$/, type: 'application/zip' },
] as const;

/** RFC 5987 `filename*` value: UTF-8, percent-encoded. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One range-spec of RFC 9110 14.1.1: `first-last`, `first-` or a suffix `-length`. */
const RANGE_SPEC = /^(\d*)-(\d*)$/;

/**
 * The `Range` header of a file of `size` bytes, per RFC 9110 section 14:
 * - null: nothing to honour, the whole file is sent (no header, another unit, invalid syntax,
 *   `last` before `first`);
 * - one satisfiable range: that range (`last` clipped to the end, a suffix longer than the file
 *   is the whole file);
 * - 'unsatisfiable' (416): the range starts at or after the end, a zero suffix, an empty file,
 *   or several ranges. Several ranges are refused rather than answered with
 *   `multipart/byteranges`: players and download managers ask for one (docs/decisions.md).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match) return null;
  // Empty list elements (`0-1,,2-3`) are allowed by the list syntax and skipped.
  const specs = (match[1] ?? '')
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length === 0) return null;
  const ranges: (ByteRange | 'unsatisfiable')[] = [];
  for (const spec of specs) {
    const parts = RANGE_SPEC.exec(spec);
    if (!parts) return null;
    const [, from = '', to = ''] = parts;
    if (from === '' && to === '') return null;
    if (from === '') {
      const suffix = Number(to);
      ranges.push(
        suffix === 0 || size === 0
          ? 'unsatisfiable'
          : { start: Math.max(0, size - suffix), end: size - 1 },
      );
      continue;
    }
    const start = Number(from);
    if (to !== '' && Number(to) < start) return null;
    ranges.push(
      start >= size
        ? 'unsatisfiable'
        : { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) },
    );
  }
  if (ranges.length > 1) return 'unsatisfiable';
  return ranges[0] ?? null;
}

/** Missing and unsafe keys alike: the API's 404 (JSON, never a page). */
const notFound = (reply: FastifyReply): never => {
  reply.removeHeader('content-type');
  reply.removeHeader('content-disposition');
  reply.header('cache-control', 'no-store');
  throw new AppError('request.not_found');
};

/**
 * `GET /media/{key}`: stored files, streamed from storage. Keys are random and never reused, so
 * images, audio and documents are cached for a year (immutable). The type comes from the key's
 * kind, never from the upload; `nosniff`; documents are always downloads; audio answers Range
 * requests (seeking in the player): one range, 206; several ranges or none satisfiable, 416.
 */
export type MediaFilesRoutesOptions = {
  storage: Storage;
  documents: Pick<DocumentsService, 'documentByKey'>;
};

export const mediaFilesRoutes: FastifyPluginAsync<MediaFilesRoutesOptions> = async (
  app,
  { storage, documents },
) => {
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const key = request.params['*'] ?? '';
      const kind = isStorageKey(key) ? KINDS.find((k) => k.pattern.test(key)) : undefined;
      if (!kind) return notFound(reply);
      let disposition: string | null = null;
      if (kind.prefix === 'doc/') {
        const document = await documents.documentByKey(key);
        if (!document) return notFound(reply);
        disposition = contentDisposition(document.fileName);
      }
      const head = await storage.head(key);
      if (!head) return notFound(reply);
      // Range is defined for GET only (RFC 9110 14.2): a HEAD answers as the whole file.
      const range = parseRange(
        request.method === 'GET' && typeof request.headers.range === 'string'
          ? request.headers.range
          : undefined,
        head.size,
      );
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${head.size}`).header('cache-control', 'no-store');
        throw new AppError('media.range_not_satisfiable');
      }
      reply
        .header('content-type', kind.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', IMMUTABLE_CACHE)
        .header('accept-ranges', 'bytes')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (disposition) reply.header('content-disposition', disposition);
      const object = await storage.get(key, range ?? undefined);
      if (!object) return notFound(reply);
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${head.size}`)
          .header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(head.size));
      }
      return reply.send(object.body);
    },
  );
};
