import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import {
  assertStorageKey,
  type ByteRange,
  type PutOptions,
  type Storage,
  type StoredMetadata,
} from './storage.ts';

/**
 * Storage in a folder (DATA_DIR/uploads by default). Objects are files at their key; metadata
 * (content type, cache control) sits in `.meta/{key}.json`, a folder no key can name because no
 * key segment starts with a dot. Writes go to a temporary file first and are renamed into place.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    // The key pattern already forbids it; this keeps the promise even if the pattern changes.
    if (!file.startsWith(root + path.sep)) throw new Error('Storage key leaves the root');
    return file;
  };
  const metaOf = (key: string) => path.join(root, '.meta', `${key}.json`);

  const head = async (key: string): Promise<StoredMetadata | null> => {
    const file = fileOf(key);
    let size: number;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return null;
      size = stat.size;
    } catch {
      return null;
    }
    let meta: { contentType?: string; cacheControl?: string | null } = {};
    try {
      meta = JSON.parse(await fs.readFile(metaOf(key), 'utf8')) as typeof meta;
    } catch {
      // No metadata: served as bytes.
    }
    return {
      contentType: meta.contentType ?? 'application/octet-stream',
      cacheControl: meta.cacheControl ?? null,
      size,
    };
  };

  const removeEmptyParents = async (from: string, stopAt: string) => {
    let dir = path.dirname(from);
    while (dir.startsWith(stopAt + path.sep)) {
      try {
        await fs.rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  };

  return {
    driver: 'local',
    async put(key: string, body: Buffer | Readable, options: PutOptions) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          createWriteStream(temp),
        );
        await fs.mkdir(path.dirname(metaOf(key)), { recursive: true });
        await fs.writeFile(
          metaOf(key),
          JSON.stringify({
            contentType: options.contentType,
            cacheControl: options.cacheControl ?? null,
          }),
        );
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key: string, range?: ByteRange) {
      const meta = await head(key);
      if (!meta) return null;
      const body = range
        ? createReadStream(fileOf(key), { start: range.start, end: range.end })
        : createReadStream(fileOf(key));
      return { ...meta, body, range: range ?? null };
    },
    head,
    async exists(key: string) {
      return (await head(key)) !== null;
    },
    async delete(key: string) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(metaOf(key), { force: true });
      await removeEmptyParents(file, root);
      await removeEmptyParents(metaOf(key), path.join(root, '.meta'));
    },
    async deletePrefix(prefix: string) {
      const dir = fileOf(prefix);
      await fs.rm(dir, { recursive: true, force: true });
      await fs.rm(path.join(root, '.meta', prefix), { recursive: true, force: true });
      await removeEmptyParents(dir, root);
    },
  };
}
