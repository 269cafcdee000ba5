import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { streamToBuffer, type Storage } from './storage.ts';

let localDir: string;
let s3Dir: string;
let s3rver: S3rver;
const storages: Record<'local' | 's3', Storage | null> = { local: null, s3: null };

beforeAll(async () => {
  localDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-storage-local-'));
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-storage-s3-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const address = await s3rver.run();
  storages.local = createLocalStorage(localDir);
  storages.s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'media',
    region: 'eu-central-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});

afterAll(async () => {
  await s3rver?.close();
  await fs.rm(localDir, { recursive: true, force: true });
  await fs.rm(s3Dir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('storage contract: %s', (driver) => {
  const storage = () => storages[driver] as Storage;

  it('stores bytes with content type and cache control and reads them back', async () => {
    const body = Buffer.from('hello media');
    await storage().put('t1/a/file.txt', body, {
      contentType: 'audio/mpeg',
      cacheControl: 'public, max-age=60',
    });
    const object = await storage().get('t1/a/file.txt');
    expect(object).not.toBeNull();
    expect(object?.contentType).toBe('audio/mpeg');
    expect(object?.cacheControl).toBe('public, max-age=60');
    expect(object?.size).toBe(body.length);
    expect((await streamToBuffer(object!.body)).toString()).toBe('hello media');
    expect(await storage().exists('t1/a/file.txt')).toBe(true);
    expect(await storage().head('t1/a/file.txt')).toMatchObject({ size: body.length });
  });

  it('accepts a stream as body', async () => {
    await storage().put('t2/stream.bin', Readable.from([Buffer.from('ab'), Buffer.from('cd')]), {
      contentType: 'application/octet-stream',
    });
    const object = await storage().get('t2/stream.bin');
    expect((await streamToBuffer(object!.body)).toString()).toBe('abcd');
    expect(object?.cacheControl).toBeNull();
  });

  it('reads a byte range', async () => {
    await storage().put('t3/range.bin', Buffer.from('0123456789'), { contentType: 'audio/mpeg' });
    const object = await storage().get('t3/range.bin', { start: 2, end: 5 });
    expect((await streamToBuffer(object!.body)).toString()).toBe('2345');
    expect(object?.size).toBe(10);
    expect(object?.range).toEqual({ start: 2, end: 5 });
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    expect(await storage().get('t4/missing.bin')).toBeNull();
    expect(await storage().head('t4/missing.bin')).toBeNull();
    expect(await storage().exists('t4/missing.bin')).toBe(false);
    await storage().put('t4/x.bin', Buffer.from('x'), { contentType: 'image/webp' });
    await storage().delete('t4/x.bin');
    await storage().delete('t4/x.bin');
    expect(await storage().exists('t4/x.bin')).toBe(false);
  });

  it('deletes everything under a prefix and nothing else', async () => {
    for (const name of ['thumb', 'normal', 'large']) {
      await storage().put(`t5/img1/${name}.webp`, Buffer.from(name), { contentType: 'image/webp' });
    }
    await storage().put('t5/img10/thumb.webp', Buffer.from('keep'), { contentType: 'image/webp' });
    await storage().deletePrefix('t5/img1');
    expect(await storage().exists('t5/img1/thumb.webp')).toBe(false);
    expect(await storage().exists('t5/img1/large.webp')).toBe(false);
    expect(await storage().exists('t5/img10/thumb.webp')).toBe(true);
  });

  it.each(['../etc/passwd', '/abs/path', 'a/../../b', '.hidden/x', 'a//b', 'a\\b', '', 'a/b/'])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(
        storage().put(key, Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow(/Invalid storage key/);
      await expect(storage().get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage().deletePrefix(key)).rejects.toThrow(/Invalid storage key/);
    },
  );
});

describe('local storage', () => {
  it('keeps files inside its folder', async () => {
    await storages.local!.put('t6/inside.txt', Buffer.from('in'), { contentType: 'text/plain' });
    const stat = await fs.stat(path.join(localDir, 't6', 'inside.txt'));
    expect(stat.isFile()).toBe(true);
  });
});
