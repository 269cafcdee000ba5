import sharp from 'sharp';
import {
  albumPhotos,
  albums,
  audioTracks,
  documents,
  images,
  videos,
} from '../../db/schema/index.ts';
import type { MediaOwnerKind } from '@backline/domain';
import { mp3, multipart } from '../../modules/media/test-files.ts';
import {
  everyone,
  pageRole,
  signedIn,
  type MatrixRequest,
  type MatrixRow,
  type RowContext,
  publishing,
} from './matrix-rules.ts';

/**
 * Media rows. Without `x-object-user` every caller acts as themself, so the page contexts are
 * plain signed-in users here; the page-owned rows (`(video: a page's)`) check the page roles on
 * items that belong to a page. Items are inserted directly (their files are not needed to
 * authorize); uploads send real multipart bodies (`body`).
 */

type Owner = { kind: MediaOwnerKind; id: string };

/** The actor as owner (a fresh account for the visitor, whose requests fail before any lookup). */
async function ownerOf({ actor, fx }: RowContext): Promise<Owner> {
  return { kind: 'user', id: actor.account?.id ?? (await fx.createAccount()).id };
}
async function someoneElse({ fx }: RowContext): Promise<Owner> {
  return { kind: 'user', id: (await fx.createAccount()).id };
}
/** The actor's page, or a fresh page of someone else. */
async function pageOf({ actor, fx }: RowContext): Promise<Owner> {
  return { kind: 'page', id: actor.page?.id ?? (await fx.createPage()).id };
}

const owned = (owner: Owner) => ({ ownerKind: owner.kind, ownerId: owner.id });

async function insertImage(context: RowContext, owner: Owner) {
  const [row] = await context.app.database.db
    .insert(images)
    .values({
      ...owned(owner),
      purpose: 'photo',
      storageKey: `img/matrix${Date.now().toString(36)}`,
      width: 100,
      height: 100,
      renditions: {},
    })
    .returning({ id: images.id });
  return row!.id;
}

async function insertAlbum(context: RowContext, owner: Owner) {
  const [row] = await context.app.database.db
    .insert(albums)
    .values({ ...owned(owner), title: 'Matrix' })
    .returning({ id: albums.id });
  return row!.id;
}

async function insertPhoto(context: RowContext, owner: Owner) {
  const albumId = await insertAlbum(context, owner);
  const imageId = await insertImage(context, owner);
  const [row] = await context.app.database.db
    .insert(albumPhotos)
    .values({ albumId, imageId })
    .returning({ id: albumPhotos.id });
  return { albumId, photoId: row!.id };
}

async function insertVideo(context: RowContext, owner: Owner) {
  const [row] = await context.app.database.db
    .insert(videos)
    .values({ ...owned(owner), youtubeId: 'dQw4w9WgXcQ', title: 'Matrix' })
    .returning({ id: videos.id });
  return row!.id;
}

async function insertAudio(context: RowContext, owner: Owner) {
  const [row] = await context.app.database.db
    .insert(audioTracks)
    .values({
      ...owned(owner),
      source: 'soundcloud',
      title: 'Matrix',
      url: 'https://soundcloud.com/a/b',
    })
    .returning({ id: audioTracks.id });
  return row!.id;
}

async function insertDocument(context: RowContext, owner: Owner) {
  const [row] = await context.app.database.db
    .insert(documents)
    .values({
      ...owned(owner),
      format: 'pdf',
      title: 'Matrix',
      fileName: 'matrix.pdf',
      storageKey: `doc/matrix${Date.now().toString(36)}.pdf`,
      sizeBytes: 8,
    })
    .returning({ id: documents.id });
  return row!.id;
}

const upload = (
  url: string,
  fields: Record<string, string>,
  file: { fileName: string; data: Buffer },
): MatrixRequest => {
  const { payload, headers } = multipart(fields, file);
  return { url, body: payload, headers };
};

const avatarJpeg = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: '#246' } })
    .jpeg()
    .toBuffer();

const OWN = 'The actor\u2019s own item (the visitor: anyone\u2019s; 401 before any lookup).';
const OTHERS = 'An item of someone else: 403 for every signed-in caller.';

export const MEDIA_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/media': {
    request: async (context) => {
      const owner = await someoneElse(context);
      return { url: `/api/media?ownerKind=${owner.kind}&ownerId=${owner.id}` };
    },
    expect: everyone(200),
    note: 'Media of profiles and pages are public.',
  },
  'GET /media/*': {
    request: async ({ app, fx }) => {
      // A real upload (files in storage), served to everyone.
      const uploader = await fx.createActor('musician');
      const { payload, headers } = multipart({}, { fileName: 'a.mp3', data: mp3(10) });
      const response = await app.inject({
        method: 'POST',
        url: '/api/media/audio',
        payload,
        headers: { ...headers, authorization: `Bearer ${uploader.token}` },
      });
      const url = response.json<{ audio: { streamUrl: string } }>().audio.streamUrl;
      return { url };
    },
    expect: everyone(200),
    note: 'Stored files are public (random keys).',
  },

  // --- Images ---
  'POST /api/media/images': publishing({
    request: async () =>
      upload(
        '/api/media/images',
        { purpose: 'avatar' },
        { fileName: 'a.jpg', data: await avatarJpeg() },
      ),
    expect: signedIn(200),
  }),
  'DELETE /api/media/images/:id': {
    request: async (context) => ({
      url: `/api/media/images/${await insertImage(context, await ownerOf(context))}`,
    }),
    expect: signedIn(200),
    note: OWN,
  },
  "DELETE /api/media/images/:id (someone else's)": {
    request: async (context) => ({
      url: `/api/media/images/${await insertImage(context, await someoneElse(context))}`,
    }),
    expect: signedIn(403),
    note: OTHERS,
  },

  // --- Albums ---
  'POST /api/media/albums': publishing({
    request: () => ({ url: '/api/media/albums', payload: { title: 'Matrix' } }),
    expect: signedIn(200),
  }),
  'PUT /api/media/albums/order': {
    request: async (context) => ({
      url: '/api/media/albums/order',
      payload: { ids: [await insertAlbum(context, await ownerOf(context))] },
    }),
    expect: signedIn(200),
    note: OWN,
  },
  'PATCH /api/media/albums/:id': publishing({
    request: async (context) => ({
      url: `/api/media/albums/${await insertAlbum(context, await ownerOf(context))}`,
      payload: { title: 'Neu' },
    }),
    expect: signedIn(200),
    note: OWN,
  }),
  "PATCH /api/media/albums/:id (someone else's)": publishing({
    request: async (context) => ({
      url: `/api/media/albums/${await insertAlbum(context, await someoneElse(context))}`,
      payload: { title: 'Neu' },
    }),
    expect: signedIn(403),
    note: OTHERS,
  }),
  "PATCH /api/media/albums/:id (a page's)": publishing({
    request: async (context) => ({
      url: `/api/media/albums/${await insertAlbum(context, await pageOf(context))}`,
      payload: { title: 'Neu' },
    }),
    expect: pageRole('pageAdmin'),
    note: "A page's album: its owner and admins manage it (canEditPage); members do not.",
  }),
  'DELETE /api/media/albums/:id': {
    request: async (context) => ({
      url: `/api/media/albums/${await insertAlbum(context, await ownerOf(context))}`,
    }),
    expect: signedIn(200),
    note: OWN,
  },
  "DELETE /api/media/albums/:id (someone else's)": {
    request: async (context) => ({
      url: `/api/media/albums/${await insertAlbum(context, await someoneElse(context))}`,
    }),
    expect: signedIn(403),
    note: OTHERS,
  },
  'PUT /api/media/albums/:id/photos/order': {
    request: async (context) => {
      const { albumId, photoId } = await insertPhoto(context, await ownerOf(context));
      return { url: `/api/media/albums/${albumId}/photos/order`, payload: { ids: [photoId] } };
    },
    expect: signedIn(200),
    note: OWN,
  },
  'PATCH /api/media/albums/:id/photos/:photoId': publishing({
    request: async (context) => {
      const { albumId, photoId } = await insertPhoto(context, await ownerOf(context));
      return {
        url: `/api/media/albums/${albumId}/photos/${photoId}`,
        payload: { caption: 'Neu' },
      };
    },
    expect: signedIn(200),
    note: OWN,
  }),
  "PATCH /api/media/albums/:id/photos/:photoId (someone else's)": publishing({
    request: async (context) => {
      const { albumId, photoId } = await insertPhoto(context, await someoneElse(context));
      return {
        url: `/api/media/albums/${albumId}/photos/${photoId}`,
        payload: { caption: 'Neu' },
      };
    },
    expect: signedIn(403),
    note: OTHERS,
  }),
  'DELETE /api/media/albums/:id/photos/:photoId': {
    request: async (context) => {
      const { albumId, photoId } = await insertPhoto(context, await ownerOf(context));
      return { url: `/api/media/albums/${albumId}/photos/${photoId}` };
    },
    expect: signedIn(200),
    note: OWN,
  },

  // --- Audio ---
  'POST /api/media/audio': publishing({
    request: () => upload('/api/media/audio', {}, { fileName: 'song.mp3', data: mp3(20) }),
    expect: signedIn(200),
  }),
  'POST /api/media/audio/soundcloud': publishing({
    request: () => ({
      url: '/api/media/audio/soundcloud',
      payload: { url: 'https://soundcloud.com/nachtfalter/nachtflug', title: 'Nachtflug' },
    }),
    expect: signedIn(200),
  }),
  'PUT /api/media/audio/order': {
    request: async (context) => ({
      url: '/api/media/audio/order',
      payload: { ids: [await insertAudio(context, await ownerOf(context))] },
    }),
    expect: signedIn(200),
    note: OWN,
  },
  "GET /api/:type/:id (audio: someone's)": {
    request: async (context) => ({
      url: `/api/audio/${await insertAudio(context, await someoneElse(context))}`,
    }),
    expect: everyone(200),
  },
  'DELETE /api/:type/:id (audio: own)': {
    request: async (context) => ({
      url: `/api/audio/${await insertAudio(context, await ownerOf(context))}`,
    }),
    expect: signedIn(200),
    note: OWN,
  },
  "DELETE /api/:type/:id (audio: someone else's)": {
    request: async (context) => ({
      url: `/api/audio/${await insertAudio(context, await someoneElse(context))}`,
    }),
    expect: signedIn(403),
    note: OTHERS,
  },

  // --- Videos ---
  'POST /api/media/videos': publishing({
    request: () => ({
      url: '/api/media/videos',
      payload: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Live' },
    }),
    expect: signedIn(200),
  }),
  'PUT /api/media/videos/order': {
    request: async (context) => ({
      url: '/api/media/videos/order',
      payload: { ids: [await insertVideo(context, await ownerOf(context))] },
    }),
    expect: signedIn(200),
    note: OWN,
  },
  "GET /api/:type/:id (video: someone's)": {
    request: async (context) => ({
      url: `/api/video/${await insertVideo(context, await someoneElse(context))}`,
    }),
    expect: everyone(200),
  },
  'DELETE /api/:type/:id (video: own)': {
    request: async (context) => ({
      url: `/api/video/${await insertVideo(context, await ownerOf(context))}`,
    }),
    expect: signedIn(200),
    note: OWN,
  },
  "DELETE /api/:type/:id (video: someone else's)": {
    request: async (context) => ({
      url: `/api/video/${await insertVideo(context, await someoneElse(context))}`,
    }),
    expect: signedIn(403),
    note: OTHERS,
  },
  "DELETE /api/:type/:id (video: a page's)": {
    request: async (context) => ({
      url: `/api/video/${await insertVideo(context, await pageOf(context))}`,
    }),
    expect: pageRole('pageAdmin'),
    note: "A page's video: its owner and admins may delete it; members and outsiders 403.",
  },

  // --- Documents ---
  'POST /api/media/documents': publishing({
    request: () =>
      upload(
        '/api/media/documents',
        {},
        { fileName: 'rider.pdf', data: Buffer.from('%PDF-1.4\n%%EOF') },
      ),
    expect: signedIn(200),
  }),
  'DELETE /api/media/documents/:id': {
    request: async (context) => ({
      url: `/api/media/documents/${await insertDocument(context, await ownerOf(context))}`,
    }),
    expect: signedIn(200),
    note: OWN,
  },
  "DELETE /api/media/documents/:id (someone else's)": {
    request: async (context) => ({
      url: `/api/media/documents/${await insertDocument(context, await someoneElse(context))}`,
    }),
    expect: signedIn(403),
    note: OTHERS,
  },
};
