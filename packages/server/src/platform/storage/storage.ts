import type { Readable } from 'node:stream';

/** What is stored beside the bytes of an object. */
export type StoredMetadata = { contentType: string; cacheControl: string | null; size: number };

/** An inclusive byte range (HTTP Range semantics); `end` defaults to the last byte. */
export type ByteRange = { start: number; end: number };

/** An object read from storage: its bytes (all, or the range asked for) and its metadata. */
export type StoredObject = StoredMetadata & { body: Readable; range: ByteRange | null };

export type PutOptions = { contentType: string; cacheControl?: string };

/**
 * Where uploaded files live: a folder under DATA_DIR (default) or an S3-compatible bucket. Keys
 * are slash-separated segments of letters, digits, `.`, `_`, `-` (no segment starts with a dot),
 * so a key can never leave its root. Callers make keys random or content-addressed: objects are
 * never overwritten with other content, which allows immutable caching.
 */
export type Storage = {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The object (or the byte range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<StoredMetadata | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes one object; nothing happens when it does not exist. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/` (a whole "folder"). */
  deletePrefix(prefix: string): Promise<void>;
};

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,7}$`);

/** A key that is safe on every driver: see `Storage`. */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key);
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** Reads a whole stream into one buffer. */
export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
