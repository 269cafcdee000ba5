import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AudioTrack, Image, MediaDocument } from '@backline/domain';
import { buildTestApp, bearer, nextTestAddress, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Actor } from '../../test/authz/role-contexts.ts';
import { mp3, multipart, type MultipartFile } from './test-files.ts';

// Building the app and sharp work are slow on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let s3Dir: string;
let s3rver: S3rver;
let t: TestApp;
let actor: Actor;

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-media-s3-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'uploads' }],
  });
  const { port } = await s3rver.run();
  t = await buildTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  actor = await (await createFixtures(t.app)).createActor('musician');
});

afterAll(async () => {
  await t?.dispose();
  await s3rver?.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
});

function upload(url: string, fields: Record<string, string>, file: MultipartFile) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(actor.token!) },
    remoteAddress: nextTestAddress(),
  });
}

describe('media on S3-compatible storage', () => {
  it('stores, serves (with ranges) and deletes through the bucket', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#808' },
    })
      .jpeg()
      .toBuffer();
    const avatar = await upload(
      '/api/media/images',
      { purpose: 'avatar' },
      { fileName: 'a.jpg', data: jpeg },
    );
    expect(avatar.statusCode, avatar.body).toBe(200);
    const { image } = avatar.json<{ image: Image }>();
    const served = await t.app.inject({ method: 'GET', url: image.picture.large });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    const objects = await fs.readdir(path.join(s3Dir, 'uploads', 'img'), { recursive: true });
    expect(objects.some((name) => String(name).includes('large.webp'))).toBe(true);

    const data = mp3(50);
    const audio = (await upload('/api/media/audio', {}, { fileName: 's.mp3', data })).json<{
      audio: AudioTrack;
    }>().audio;
    const part = await t.app.inject({
      method: 'GET',
      url: audio.streamUrl!,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);

    const pdf = Buffer.from('%PDF-1.4\n%%EOF');
    const document = (
      await upload('/api/media/documents', {}, { fileName: 'Rider.pdf', data: pdf })
    ).json<{ document: MediaDocument }>().document;
    const download = await t.app.inject({ method: 'GET', url: document.url });
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/images/${image.id}`,
      headers: bearer(actor.token!),
      remoteAddress: nextTestAddress(),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: image.picture.large })).statusCode).toBe(404);
  });
});
