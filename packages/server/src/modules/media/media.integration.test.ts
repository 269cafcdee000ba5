import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AlbumPhoto,
  Album,
  AudioTrack,
  Image,
  MediaDocument,
  MediaList,
  Video,
} from '@backline/domain';
import { classifyAddress, matchAppRoute } from '@backline/domain';
import { buildTestApp, bearer, nextTestAddress, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Actor, type Fixtures } from '../../test/authz/role-contexts.ts';
import { audioTracks, documents, images, pages, profiles } from '../../db/schema/index.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { docxEntries, mp3, multipart, zip, type MultipartFile } from './test-files.ts';

// Image work with sharp and building the app are slow on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let t: TestApp;
let fx: Fixtures;
let dataDir: string;
let service: MediaService;
let lena: Actor;
let other: Actor;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-media-'));
  t = await buildTestApp({
    env: { DATA_DIR: dataDir },
  });
  fx = await createFixtures(t.app);
  service = createMediaService(t.database.db, { storage: createStorage(t.config) });
  lena = await fx.createActor('musician');
  other = await fx.createActor('musician');
});

afterAll(async () => {
  await t?.dispose();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

async function send(
  actor: Actor | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(actor?.token ? bearer(actor.token) : {}), ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload as never } : {}),
    remoteAddress: nextTestAddress(),
  });
}

function upload(
  actor: Actor | null,
  url: string,
  fields: Record<string, string>,
  file?: MultipartFile,
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, file);
  return send(actor, 'POST', url, {
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const image = async (
  actor: Actor,
  purpose: string,
  data: Buffer,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  upload(
    actor,
    '/api/media/images',
    { purpose, ...extra },
    { fileName: 'bild.jpg', contentType: 'image/jpeg', data },
    headers,
  );

const fileOf = (url: string) => t.app.inject({ method: 'GET', url });

/** A `resource` link opens the media detail screen of the item (the web's route table). */
function expectMediaDetailScreen(resource: string, id: string) {
  expect(classifyAddress(resource).kind, resource).toBe('found');
  const match = matchAppRoute(resource);
  expect(match?.route.screen, resource).toBe('media-detail');
  expect(match?.params['id'], resource).toBe(id);
}

describe('avatar and cover', () => {
  it('stores an avatar in five webp sizes, sets it on the profile, and serves it cacheably', async () => {
    const response = await image(lena, 'avatar', await jpeg(400, 400));
    expect(response.statusCode, response.body).toBe(200);
    const { image: stored } = response.json<{ image: Image }>();
    expect(Object.keys(stored.picture)).toEqual(['thumb', 'normal', 'large', 'full', 'xtralarge']);
    const [profile] = await t.database.db
      .select({ avatar: profiles.avatarImageId })
      .from(profiles)
      .where(eq(profiles.userId, lena.account!.id));
    expect(profile?.avatar).toBe(stored.id);

    const served = await fileOf(stored.picture.thumb);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 100 });
    expect(await service.pictureOf(stored.id)).toEqual(stored.picture);
  });

  it('replaces the avatar and deletes the old files', async () => {
    const first = (await image(lena, 'avatar', await jpeg(300, 300))).json<{ image: Image }>()
      .image;
    const second = (await image(lena, 'avatar', await jpeg(320, 320))).json<{ image: Image }>()
      .image;
    expect(second.id).not.toBe(first.id);
    expect((await fileOf(first.picture.normal)).statusCode).toBe(404);
    expect((await fileOf(second.picture.normal)).statusCode).toBe(200);
    const old = await t.database.db.select().from(images).where(eq(images.id, first.id));
    expect(old).toEqual([]);
  });

  it('strips EXIF (GPS) from what it serves', async () => {
    const withGps = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#333' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
      })
      .toBuffer();
    expect(withGps.toString('latin1')).toContain('SpyCam');
    const stored = (await image(lena, 'photo', withGps, { albumId: (await album(lena)).id })).json<{
      image: Image;
    }>().image;
    for (const url of Object.values(stored.picture)) {
      const served = await fileOf(url);
      expect(served.rawPayload.toString('latin1')).not.toContain('SpyCam');
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    }
  });

  it('refuses a cover narrower than 960 px and one with a wrong aspect ratio', async () => {
    const narrow = await image(lena, 'cover', await jpeg(900, 300));
    expect(narrow.statusCode).toBe(422);
    expect(narrow.json()).toMatchObject({
      code: 'validation.cover_too_narrow',
      field: 'file',
      message: 'Das Bild ist nicht breit genug (mindestens 960px)',
    });
    const square = await image(
      lena,
      'cover',
      await jpeg(1200, 1200),
      {},
      { 'accept-language': 'en' },
    );
    expect(square.statusCode).toBe(422);
    expect(square.json()).toMatchObject({
      code: 'validation.aspect_ratio',
      field: 'file',
      message: 'The aspect ratio is not suitable',
    });
    const ok = await image(lena, 'cover', await jpeg(1500, 500));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an avatar that is not square', async () => {
    const response = await image(lena, 'avatar', await jpeg(600, 300));
    expect(response.json()).toMatchObject({ code: 'validation.aspect_ratio', field: 'file' });
  });

  it('checks the type by content, not by name', async () => {
    const response = await upload(
      lena,
      '/api/media/images',
      { purpose: 'avatar' },
      {
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'media.wrong_type',
      field: 'file',
      params: { allowed: 'JPEG, PNG, WebP, AVIF, HEIC' },
      message: 'Dieser Dateityp wird hier nicht unterstützt. Erlaubt: JPEG, PNG, WebP, AVIF, HEIC',
    });
  });

  it('refuses files over 15 MB with 413 and the allowed size', async () => {
    const response = await upload(
      lena,
      '/api/media/images',
      { purpose: 'photo' },
      {
        fileName: 'big.jpg',
        data: Buffer.alloc(15 * 1024 * 1024 + 10, 1),
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'validation.file_too_large',
      field: 'file',
      params: { allowed: '15 MB' },
      message: 'Datei zu groß, erlaubt sind 15 MB',
    });
  });

  it('answers missing files, bad fields and non-multipart bodies with 4xx', async () => {
    const missing = await upload(lena, '/api/media/images', { purpose: 'avatar' });
    expect(missing.json()).toMatchObject({ code: 'validation.image_required', field: 'file' });
    const badPurpose = await image(lena, 'banner', await jpeg(100, 100));
    expect(badPurpose.json()).toMatchObject({ code: 'validation.invalid', field: 'purpose' });
    const noPurpose = await upload(
      lena,
      '/api/media/images',
      {},
      { fileName: 'a.jpg', data: await jpeg(100, 100) },
    );
    expect(noPurpose.json()).toMatchObject({ code: 'validation.required', field: 'purpose' });
    const photoWithoutAlbum = await image(lena, 'photo', await jpeg(100, 100));
    expect(photoWithoutAlbum.json()).toMatchObject({
      code: 'validation.required',
      field: 'albumId',
    });
    const json = await send(lena, 'POST', '/api/media/images', { payload: { purpose: 'avatar' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'request.unsupported_media_type' });
    const visitor = await image({ ...lena, token: null }, 'avatar', await jpeg(100, 100));
    expect(visitor.statusCode).toBe(401);
  });

  it('deletes an image and clears the profile avatar', async () => {
    const stored = (await image(other, 'avatar', await jpeg(200, 200))).json<{ image: Image }>()
      .image;
    expect((await send(lena, 'DELETE', `/api/media/images/${stored.id}`)).statusCode).toBe(403);
    expect((await send(other, 'DELETE', `/api/media/images/${stored.id}`)).statusCode).toBe(200);
    const [profile] = await t.database.db
      .select({ avatar: profiles.avatarImageId })
      .from(profiles)
      .where(eq(profiles.userId, other.account!.id));
    expect(profile?.avatar).toBeNull();
    expect((await fileOf(stored.picture.thumb)).statusCode).toBe(404);
  });
});

async function album(actor: Actor, title = 'Live 2026'): Promise<Album> {
  const response = await send(actor, 'POST', '/api/media/albums', { payload: { title } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ album: Album }>().album;
}

describe('albums', () => {
  it('creates, fills, captions, reorders, lists and deletes an album', async () => {
    const actor = await fx.createActor('musician');
    const created = await album(actor, '  Tour  ');
    expect(created.title).toBe('Tour');
    const photos: AlbumPhoto[] = [];
    for (const width of [300, 400, 500]) {
      const response = await image(actor, 'photo', await jpeg(width, 200), {
        albumId: created.id,
        caption: `w${width}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      photos.push(response.json<{ photo: AlbumPhoto }>().photo);
    }
    expect(photos.map((p) => p.caption)).toEqual(['w300', 'w400', 'w500']);

    const reordered = await send(actor, 'PUT', `/api/media/albums/${created.id}/photos/order`, {
      payload: { ids: [photos[2]!.id, photos[0]!.id, photos[1]!.id] },
    });
    expect(reordered.json<{ album: Album }>().album.photos.map((p) => p.caption)).toEqual([
      'w500',
      'w300',
      'w400',
    ]);
    const wrongOrder = await send(actor, 'PUT', `/api/media/albums/${created.id}/photos/order`, {
      payload: { ids: [photos[0]!.id] },
    });
    expect(wrongOrder.json()).toMatchObject({ code: 'validation.invalid', field: 'ids' });

    const captioned = await send(
      actor,
      'PATCH',
      `/api/media/albums/${created.id}/photos/${photos[0]!.id}`,
      {
        payload: { caption: 'Erste Reihe' },
      },
    );
    expect(captioned.json<{ photo: AlbumPhoto }>().photo.caption).toBe('Erste Reihe');
    const renamed = await send(actor, 'PATCH', `/api/media/albums/${created.id}`, {
      payload: { title: 'Tour 2026' },
    });
    expect(renamed.json<{ album: Album }>().album.title).toBe('Tour 2026');

    const removed = await send(
      actor,
      'DELETE',
      `/api/media/albums/${created.id}/photos/${photos[1]!.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await fileOf(photos[1]!.picture.thumb)).statusCode).toBe(404);

    const second = await album(actor, 'Studio');
    const order = await send(actor, 'PUT', '/api/media/albums/order', {
      payload: { ids: [second.id, created.id] },
    });
    expect(order.statusCode).toBe(200);

    const list = await send(null, 'GET', `/api/media?ownerKind=user&ownerId=${actor.account!.id}`);
    expect(list.statusCode).toBe(200);
    const media = list.json<MediaList>();
    expect(media.canManage).toBe(false);
    expect(media.albums.map((a) => a.title)).toEqual(['Studio', 'Tour 2026']);
    expect(media.albums[1]!.photos.map((p) => p.caption)).toEqual(['w500', 'Erste Reihe']);
    const mine = await send(actor, 'GET', `/api/media?ownerKind=user&ownerId=${actor.account!.id}`);
    expect(mine.json<MediaList>().canManage).toBe(true);

    expect((await send(other, 'DELETE', `/api/media/albums/${created.id}`)).statusCode).toBe(403);
    expect(
      (await image(other, 'photo', await jpeg(100, 100), { albumId: created.id })).statusCode,
    ).toBe(403);
    expect((await send(actor, 'DELETE', `/api/media/albums/${created.id}`)).statusCode).toBe(200);
    expect((await fileOf(photos[0]!.picture.thumb)).statusCode).toBe(404);
    expect(
      (await send(actor, 'PATCH', `/api/media/albums/${created.id}`, { payload: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('bounds', () => {
  it('refuses the 51st album with media.limit_reached', async () => {
    const actor = await fx.createActor('musician');
    for (let i = 0; i < 50; i += 1) {
      const response = await send(actor, 'POST', '/api/media/albums', {
        payload: { title: `A${i}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const response = await send(actor, 'POST', '/api/media/albums', {
      payload: { title: 'zu viel' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'media.limit_reached', params: { max: 50 } });
  });
});

describe('audio', () => {
  it('uploads an mp3 with its tags, serves it with Range, and lets only the owner delete it', async () => {
    const data = mp3(200, {
      TIT2: 'Nachtflug',
      TPE1: 'Nachtfalter',
      TALB: 'Demo',
      TCON: 'Indie',
      TYER: '2025',
    });
    const response = await upload(
      lena,
      '/api/media/audio',
      {},
      { fileName: 'x.mp3', contentType: 'audio/mpeg', data },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { audio } = response.json<{ audio: AudioTrack }>();
    expect(audio).toMatchObject({
      type: 'audio',
      source: 'upload',
      title: 'Nachtflug',
      artist: 'Nachtfalter',
      durationSeconds: 5,
      tags: { album: 'Demo', genre: 'Indie', year: '2025' },
      sizeBytes: data.length,
      owner: { kind: 'user', id: lena.account!.id },
    });
    expect(audio.resource).toBe(`/mp3-track/${audio.id}/nachtflug`);
    expectMediaDetailScreen(audio.resource, audio.id);

    const whole = await fileOf(audio.streamUrl!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.rawPayload.equals(data)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: audio.streamUrl!,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: audio.streamUrl!,
      headers: { range: `bytes=${data.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const loaded = await send(null, 'GET', `/api/audio/${audio.id}`);
    expect(loaded.json()).toMatchObject({ id: audio.id, title: 'Nachtflug' });
    expect((await send(other, 'DELETE', `/api/audio/${audio.id}`)).statusCode).toBe(403);
    expect((await send(null, 'DELETE', `/api/audio/${audio.id}`)).statusCode).toBe(401);
    expect((await send(lena, 'DELETE', `/api/audio/${audio.id}`)).statusCode).toBe(200);
    expect((await fileOf(audio.streamUrl!)).statusCode).toBe(404);
    expect((await send(null, 'GET', `/api/audio/${audio.id}`)).statusCode).toBe(404);
  });

  it('takes an untagged mp3 with the file name as title', async () => {
    const response = await upload(
      lena,
      '/api/media/audio',
      {},
      { fileName: 'Probe 3.mp3', data: mp3(40) },
    );
    expect(response.json<{ audio: AudioTrack }>().audio).toMatchObject({
      title: 'Probe 3',
      artist: null,
    });
  });

  it('refuses a PNG named .mp3 and files over 50 MB', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await upload(
      lena,
      '/api/media/audio',
      {},
      { fileName: 'song.mp3', contentType: 'audio/mpeg', data: png },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'media.wrong_type',
      field: 'file',
      params: { allowed: 'MP3' },
    });
    const big = await upload(
      lena,
      '/api/media/audio',
      {},
      { fileName: 'long.mp3', data: Buffer.alloc(50 * 1024 * 1024 + 1) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'validation.file_too_large',
      params: { allowed: '50 MB' },
    });
  });

  it('adds SoundCloud tracks and refuses other links', async () => {
    const ok = await send(lena, 'POST', '/api/media/audio/soundcloud', {
      payload: { url: 'https://soundcloud.com/nachtfalter/nachtflug', title: 'Nachtflug' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const { audio } = ok.json<{ audio: AudioTrack }>();
    expect(audio).toMatchObject({
      source: 'soundcloud',
      url: 'https://soundcloud.com/nachtfalter/nachtflug',
      streamUrl: null,
      resource: `/audio/${audio.id}/nachtflug`,
    });
    expectMediaDetailScreen(audio.resource, audio.id);
    for (const url of [
      'https://soundcloud.com/nachtfalter/sets/live',
      'https://example.com/a/b',
      'javascript:alert(1)',
    ]) {
      const bad = await send(lena, 'POST', '/api/media/audio/soundcloud', {
        payload: { url, title: 'x' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ code: 'media.invalid_audio_link', field: 'url' });
    }
  });
});

describe('videos', () => {
  it('adds YouTube videos only, and serves them as the video entity', async () => {
    const ok = await send(lena, 'POST', '/api/media/videos', {
      payload: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Live im Club' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const { video } = ok.json<{ video: Video }>();
    expect(video).toMatchObject({
      type: 'video',
      youtubeId: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      resource: `/video/${video.id}/live-im-club`,
    });
    expectMediaDetailScreen(video.resource, video.id);
    expect((await send(null, 'GET', `/api/video/${video.id}`)).json()).toMatchObject({
      id: video.id,
    });
    const bad = await send(lena, 'POST', '/api/media/videos', {
      payload: { url: 'https://vimeo.com/123456', title: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'link.unprocessable', field: 'url' });
    expect((await send(other, 'DELETE', `/api/video/${video.id}`)).statusCode).toBe(403);
    expect((await send(lena, 'DELETE', `/api/video/${video.id}`)).statusCode).toBe(200);
  });
});

describe('documents', () => {
  it('serves a pdf always as a download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF');
    const response = await upload(
      lena,
      '/api/media/documents',
      {},
      { fileName: 'Technik Rider ü.pdf', contentType: 'text/html', data: pdf },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { document } = response.json<{ document: MediaDocument }>();
    expect(document).toMatchObject({
      format: 'pdf',
      title: 'Technik Rider ü',
      fileName: 'Technik Rider ü.pdf',
    });
    const served = await fileOf(document.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The file's own sandbox policy, not the app's: an uploaded file runs nothing.
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Technik Rider _.pdf"; filename*=UTF-8''Technik%20Rider%20%C3%BC.pdf`,
    );
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await send(other, 'DELETE', `/api/media/documents/${document.id}`)).statusCode).toBe(
      403,
    );
    expect((await send(lena, 'DELETE', `/api/media/documents/${document.id}`)).statusCode).toBe(
      200,
    );
    expect((await fileOf(document.url)).statusCode).toBe(404);
  });

  it('accepts a plain zip and refuses bombs, too many entries, bad paths and other types', async () => {
    const ok = await upload(
      lena,
      '/api/media/documents',
      { title: 'Presskit' },
      {
        fileName: 'presskit.zip',
        data: zip([{ name: 'bio.txt', data: Buffer.from('Bio') }]),
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ document: MediaDocument }>().document).toMatchObject({
      format: 'zip',
      title: 'Presskit',
    });
    expect(
      (await fileOf(ok.json<{ document: MediaDocument }>().document.url)).headers['content-type'],
    ).toBe('application/zip');

    const rejects = [
      zip([{ name: 'zeros.bin', data: Buffer.alloc(5 * 1024 * 1024), deflate: true }]),
      zip(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}` }))),
      zip([{ name: '../../etc/cron.d/x', data: Buffer.from('x') }]),
      zip([
        {
          name: 'a',
          data: Buffer.from('a'),
          claimUncompressed: 250 * 1024 * 1024,
          claimCompressed: 1,
        },
      ]),
    ];
    for (const data of rejects) {
      const response = await upload(lena, '/api/media/documents', {}, { fileName: 'a.zip', data });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'media.zip_rejected', field: 'file' });
    }
    const html = await upload(
      lena,
      '/api/media/documents',
      {},
      { fileName: 'a.pdf', data: Buffer.from('<html></html>') },
    );
    expect(html.json()).toMatchObject({
      code: 'media.wrong_type',
      params: { allowed: 'PDF, ZIP' },
    });
    const big = await upload(
      lena,
      '/api/media/documents',
      {},
      { fileName: 'a.pdf', data: Buffer.alloc(25 * 1024 * 1024 + 1) },
    );
    expect(big.json()).toMatchObject({
      code: 'validation.file_too_large',
      params: { allowed: '25 MB' },
    });
  });
  it('refuses a docx whatever the order of its entries; a plain zip named .docx is a zip', async () => {
    // Streamed with [Content_Types].xml last: the first entries do not tell it is a docx.
    const [contentTypes, ...parts] = docxEntries();
    const docx = zip(
      [...parts, contentTypes!].map((entry) => ({
        ...entry,
        deflate: true,
        dataDescriptor: 'unsigned' as const,
      })),
    );
    const refused = await upload(
      lena,
      '/api/media/documents',
      {},
      { fileName: 'Rider.docx', contentType: 'application/zip', data: docx },
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'media.wrong_type',
      field: 'file',
      params: { allowed: 'PDF, ZIP' },
    });

    const plain = await upload(
      lena,
      '/api/media/documents',
      {},
      {
        fileName: 'Presskit.docx',
        data: zip([{ name: 'bio.txt', data: Buffer.from('Bio'), dataDescriptor: 'unsigned' }]),
      },
    );
    expect(plain.statusCode, plain.body).toBe(200);
    const { document } = plain.json<{ document: MediaDocument }>();
    expect(document).toMatchObject({ format: 'zip', fileName: 'Presskit.zip' });
    expect((await fileOf(document.url)).headers['content-type']).toBe('application/zip');
  });
});

describe('malformed uploads', () => {
  it('answers broken multipart bodies with 4xx in the error schema', async () => {
    const good = multipart(
      { purpose: 'avatar' },
      { fileName: 'a.jpg', data: await jpeg(100, 100) },
    );
    const cases: { payload: Buffer | string; headers: Record<string, string> }[] = [
      { payload: good.payload.subarray(0, good.payload.length - 30), headers: good.headers },
      { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { payload: '', headers: good.headers },
      {
        ...multipart(
          { purpose: 'avatar' },
          { name: 'picture', fileName: 'a.jpg', data: Buffer.from('x') },
        ),
      },
    ];
    for (const { payload, headers } of cases) {
      const response = await send(lena, 'POST', '/api/media/images', { payload, headers });
      expect(response.statusCode, response.body).toBeGreaterThan(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('code');
    }
  });

  it('answers an unsatisfiable range with 416 in the error schema', async () => {
    const { audio } = (
      await upload(lena, '/api/media/audio', {}, { fileName: 'a.mp3', data: mp3(10) })
    ).json<{ audio: AudioTrack }>();
    const response = await t.app.inject({
      method: 'GET',
      url: audio.streamUrl!,
      headers: { range: 'bytes=999999-' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.json()).toMatchObject({ code: 'media.range_not_satisfiable' });
    expect(response.headers['content-range']).toBe(`bytes */${mp3(10).length}`);
  });

  it('answers several ranges with 416 and single ranges per RFC 9110, for audio and documents', async () => {
    const data = mp3(10);
    const { audio } = (
      await upload(lena, '/api/media/audio', {}, { fileName: 'r.mp3', data })
    ).json<{ audio: AudioTrack }>();
    const pdf = Buffer.from(`%PDF-1.4\n${'x'.repeat(200)}\n%%EOF`);
    const { document } = (
      await upload(lena, '/api/media/documents', {}, { fileName: 'r.pdf', data: pdf })
    ).json<{ document: MediaDocument }>();
    const ranged = (url: string, range: string, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url, headers: { range } });

    for (const [url, bytes] of [
      [audio.streamUrl!, data],
      [document.url, pdf],
    ] as const) {
      for (const range of ['bytes=0-1,5-9', 'bytes=0-1, 5-9', 'bytes=-5,0-']) {
        const several = await ranged(url, range);
        expect(several.statusCode, `${url} ${range}`).toBe(416);
        expect(several.headers['content-range']).toBe(`bytes */${bytes.length}`);
        expect(several.json()).toMatchObject({ code: 'media.range_not_satisfiable' });
        expect(several.headers['content-type']).toContain('application/json');
      }

      const suffix = await ranged(url, 'bytes=-10');
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers['content-range']).toBe(
        `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
      );
      expect(suffix.headers['content-length']).toBe('10');
      expect(suffix.rawPayload.equals(bytes.subarray(-10))).toBe(true);

      const clipped = await ranged(url, `Bytes=5-${bytes.length + 1000}`);
      expect(clipped.statusCode).toBe(206);
      expect(clipped.headers['content-range']).toBe(`bytes 5-${bytes.length - 1}/${bytes.length}`);
      expect(clipped.rawPayload.equals(bytes.subarray(5))).toBe(true);

      for (const range of [`bytes=${bytes.length}-`, 'bytes=-0']) {
        const beyond = await ranged(url, range);
        expect(beyond.statusCode, range).toBe(416);
        expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
      }

      // Malformed or invalid range-specs are ignored: the whole file.
      for (const range of ['bytes=9-5', 'bytes=abc', 'bytes=-', 'items=0-1', 'bytes=0-1,junk']) {
        const whole = await ranged(url, range);
        expect(whole.statusCode, range).toBe(200);
        expect(whole.headers['content-range']).toBeUndefined();
        expect(whole.rawPayload.equals(bytes)).toBe(true);
      }

      // Range is defined for GET only: a HEAD answers as the whole file.
      const head = await ranged(url, 'bytes=0-1,5-9', 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(bytes.length));
    }
  });
});

describe('serving', () => {
  it('answers 404 for unknown or unsafe keys and never html', async () => {
    for (const url of [
      '/media/img/abc/thumb.webp',
      '/media/../package.json',
      '/media/img/a/..%2F..%2Fx.webp',
      '/media/x.html',
      '/media/doc/abc.pdf',
    ]) {
      const response = await fileOf(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).not.toContain('text/html');
    }
  });
});

describe('acting as a page', () => {
  it('uploads the page avatar as its admin; members may not; listing says who may manage', async () => {
    const admin = await fx.createActor('pageAdmin');
    const member = await fx.createActor('pageMember');
    const pageId = admin.page!.id;
    const response = await image(
      admin,
      'avatar',
      await jpeg(300, 300),
      {},
      { 'x-object-user': pageId },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { image: stored } = response.json<{ image: Image }>();
    const [page] = await t.database.db
      .select({ avatar: pages.avatarImageId })
      .from(pages)
      .where(eq(pages.id, pageId));
    expect(page?.avatar).toBe(stored.id);

    const video = await send(admin, 'POST', '/api/media/videos', {
      payload: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Band live' },
      headers: { 'x-object-user': pageId },
    });
    expect(video.json<{ video: Video }>().video.owner).toEqual({ kind: 'page', id: pageId });

    const memberPageId = member.page!.id;
    const denied = await image(
      member,
      'avatar',
      await jpeg(300, 300),
      {},
      { 'x-object-user': memberPageId },
    );
    expect(denied.statusCode).toBe(403);

    const listing = await send(admin, 'GET', `/api/media?ownerKind=page&ownerId=${pageId}`);
    expect(listing.json<MediaList>()).toMatchObject({
      canManage: true,
      videos: [{ title: 'Band live' }],
    });
    // Another admin of the page (not the uploader) may delete the page's video.
    expect(
      (await send(other, 'DELETE', `/api/video/${video.json<{ video: Video }>().video.id}`))
        .statusCode,
    ).toBe(403);
  });
});

describe('deleteMediaOf', () => {
  it("deletes an owner's rows and files", async () => {
    const actor = await fx.createActor('musician');
    const avatar = (await image(actor, 'avatar', await jpeg(200, 200))).json<{ image: Image }>()
      .image;
    const a = await album(actor);
    const photo = (await image(actor, 'photo', await jpeg(200, 100), { albumId: a.id })).json<{
      image: Image;
    }>().image;
    const track = (
      await upload(actor, '/api/media/audio', {}, { fileName: 'a.mp3', data: mp3(20) })
    ).json<{ audio: AudioTrack }>().audio;
    const doc = (
      await upload(
        actor,
        '/api/media/documents',
        {},
        { fileName: 'a.pdf', data: Buffer.from('%PDF-1.4') },
      )
    ).json<{ document: MediaDocument }>().document;

    await service.deleteMediaOf('user', actor.account!.id);

    const listing = await send(
      null,
      'GET',
      `/api/media?ownerKind=user&ownerId=${actor.account!.id}`,
    );
    expect(listing.json<MediaList>()).toMatchObject({
      albums: [],
      audio: [],
      videos: [],
      documents: [],
    });
    for (const url of [avatar.picture.thumb, photo.picture.full, track.streamUrl!]) {
      expect((await fileOf(url)).statusCode, url).toBe(404);
    }
    expect(
      await t.database.db.select().from(images).where(eq(images.ownerId, actor.account!.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(audioTracks)
        .where(eq(audioTracks.ownerId, actor.account!.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(documents).where(eq(documents.ownerId, actor.account!.id)),
    ).toEqual([]);
    expect(doc.id).toBeTruthy();
  });

  it('deletes rows inside a transaction and files only when asked after the commit', async () => {
    const actor = await fx.createActor('musician');
    const avatar = (await image(actor, 'avatar', await jpeg(200, 200))).json<{ image: Image }>()
      .image;
    // A rollback keeps rows and files.
    await expect(
      t.database.db.transaction(async (tx) => {
        await service.deleteMediaRowsOf(tx, 'user', actor.account!.id);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await service.pictureOf(avatar.id)).toEqual(avatar.picture);
    expect((await fileOf(avatar.picture.thumb)).statusCode).toBe(200);
    // A commit removes the rows; the files go when the returned function runs.
    const deleteFiles = await t.database.db.transaction((tx) =>
      service.deleteMediaRowsOf(tx, 'user', actor.account!.id),
    );
    expect(await service.pictureOf(avatar.id)).toBeNull();
    expect((await fileOf(avatar.picture.thumb)).statusCode).toBe(200);
    await deleteFiles();
    expect((await fileOf(avatar.picture.thumb)).statusCode).toBe(404);
  });
});
