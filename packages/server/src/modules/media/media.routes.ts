import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { safeParse } from 'zod/v4/core';
import {
  AlbumPhotoParamsSchema,
  AlbumResponseSchema,
  AppError,
  AudioResponseSchema,
  CreateAlbumSchema,
  DeletedSchema,
  DocumentResponseSchema,
  DocumentUploadFieldsSchema,
  ImageUploadFieldsSchema,
  ImageUploadResponseSchema,
  MediaIdParamsSchema,
  MediaLinkSchema,
  MediaListSchema,
  MediaOkSchema,
  MediaOwnerQuerySchema,
  MediaReorderSchema,
  PhotoResponseSchema,
  UpdateAlbumSchema,
  UpdatePhotoSchema,
  VideoResponseSchema,
  type MediaUploadKind,
} from '@backline/domain';
import type { FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { MediaService } from './media.service.ts';
import { readUpload } from './read-upload.ts';
import { mediaFilesRoutes } from './media-files.routes.ts';

export type MediaRoutesOptions = { media: MediaService };

const TAGS = ['media'];
const SECURITY = [{ bearer: [] }];
const MULTIPART = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: the text fields and one `file` part. Type is checked by content.',
};

/** Parses the text fields of a multipart form with a domain schema (422 with the field). */
function parseFields<T>(schema: $ZodType<T>, fields: Record<string, string>): T {
  const result = safeParse(schema, fields);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    const missing = field !== undefined && fields[field] === undefined;
    throw new AppError(missing ? 'validation.required' : 'validation.invalid', { field });
  }
  return result.data;
}

/** Signed in first (401 before anything is read), then the multipart body. */
async function upload(request: FastifyRequest, kind: MediaUploadKind) {
  requireUser(request);
  const { file, fields } = await readUpload(request, kind);
  return { file, fields };
}

/**
 * The media API (issue 4): images (avatar, cover, album photos), albums, audio (mp3 and
 * SoundCloud), YouTube videos, documents, the owner's media list; and the stored files
 * (`GET /media/...`). Multipart is registered here only.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { media }) => {
  await app.register(multipart, {
    limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 10, parts: 11 },
  });
  await app.register(mediaFilesRoutes, { media });

  app.get(
    '/api/media',
    {
      schema: {
        tags: TAGS,
        summary: 'All media of a user or page: albums with photos, audio, videos, documents',
        querystring: MediaOwnerQuerySchema,
        response: { 200: MediaListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      media.listMedia(request.ctx, {
        kind: request.query.ownerKind,
        id: request.query.ownerId,
      }),
  );

  // ---- Images ----

  app.post(
    '/api/media/images',
    {
      schema: {
        tags: TAGS,
        summary: 'Upload an image: avatar or cover (replaces the current one) or an album photo',
        ...MULTIPART,
        security: SECURITY,
        response: { 200: ImageUploadResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { file, fields } = await upload(request, 'image');
      const parsed = parseFields(ImageUploadFieldsSchema, fields);
      if (!file) throw new AppError('validation.image_required', { field: 'file' });
      return media.uploadImage(request.ctx, parsed, file);
    },
  );

  app.delete(
    '/api/media/images/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete an image (an avatar or cover is removed from its profile or page)',
        security: SECURITY,
        params: MediaIdParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      await media.deleteImage(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );

  // ---- Albums ----

  app.post(
    '/api/media/albums',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an album',
        security: SECURITY,
        body: CreateAlbumSchema,
        response: { 200: AlbumResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ album: await media.createAlbum(request.ctx, request.body.title) }),
  );

  app.put(
    '/api/media/albums/order',
    {
      schema: {
        tags: TAGS,
        summary: "Reorder the acting owner's albums (all ids, each once)",
        security: SECURITY,
        body: MediaReorderSchema,
        response: { 200: MediaOkSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await media.reorderAlbums(request.ctx, request.body.ids);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/media/albums/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Rename an album',
        security: SECURITY,
        params: MediaIdParamsSchema,
        body: UpdateAlbumSchema,
        response: { 200: AlbumResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return {
        album: await media.renameAlbum(request.ctx, request.params.id, request.body.title),
      };
    },
  );

  app.delete(
    '/api/media/albums/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete an album with its photos',
        security: SECURITY,
        params: MediaIdParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      await media.deleteAlbum(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );

  app.put(
    '/api/media/albums/:id/photos/order',
    {
      schema: {
        tags: TAGS,
        summary: "Reorder an album's photos (all ids, each once)",
        security: SECURITY,
        params: MediaIdParamsSchema,
        body: MediaReorderSchema,
        response: { 200: AlbumResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return {
        album: await media.reorderPhotos(request.ctx, request.params.id, request.body.ids),
      };
    },
  );

  app.patch(
    '/api/media/albums/:id/photos/:photoId',
    {
      schema: {
        tags: TAGS,
        summary: "Change a photo's caption",
        security: SECURITY,
        params: AlbumPhotoParamsSchema,
        body: UpdatePhotoSchema,
        response: { 200: PhotoResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      const { id, photoId } = request.params;
      return { photo: await media.updatePhoto(request.ctx, id, photoId, request.body.caption) };
    },
  );

  app.delete(
    '/api/media/albums/:id/photos/:photoId',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a photo from an album (and its files)',
        security: SECURITY,
        params: AlbumPhotoParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      await media.deletePhoto(request.ctx, request.params.id, request.params.photoId);
      return { deleted: true as const };
    },
  );

  // ---- Audio ----

  app.post(
    '/api/media/audio',
    {
      schema: {
        tags: TAGS,
        summary: 'Upload an mp3 (duration and tags are read from it)',
        ...MULTIPART,
        security: SECURITY,
        response: { 200: AudioResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { file, fields } = await upload(request, 'audio');
      const parsed = parseFields(DocumentUploadFieldsSchema, fields);
      if (!file) throw new AppError('validation.required', { field: 'file' });
      return { audio: await media.uploadAudio(request.ctx, parsed, file) };
    },
  );

  app.post(
    '/api/media/audio/soundcloud',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a SoundCloud track by its link',
        security: SECURITY,
        body: MediaLinkSchema,
        response: { 200: AudioResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ audio: await media.addSoundCloud(request.ctx, request.body) }),
  );

  app.put(
    '/api/media/audio/order',
    {
      schema: {
        tags: TAGS,
        summary: "Reorder the acting owner's audio (all ids, each once)",
        security: SECURITY,
        body: MediaReorderSchema,
        response: { 200: MediaOkSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await media.reorderAudio(request.ctx, request.body.ids);
      return { ok: true as const };
    },
  );

  // ---- Videos ----

  app.post(
    '/api/media/videos',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a YouTube video by its link',
        security: SECURITY,
        body: MediaLinkSchema,
        response: { 200: VideoResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ video: await media.addVideo(request.ctx, request.body) }),
  );

  app.put(
    '/api/media/videos/order',
    {
      schema: {
        tags: TAGS,
        summary: "Reorder the acting owner's videos (all ids, each once)",
        security: SECURITY,
        body: MediaReorderSchema,
        response: { 200: MediaOkSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await media.reorderVideos(request.ctx, request.body.ids);
      return { ok: true as const };
    },
  );

  // ---- Documents ----

  app.post(
    '/api/media/documents',
    {
      schema: {
        tags: TAGS,
        summary: 'Upload a .pdf or .zip document (zip limits checked before unpacking)',
        ...MULTIPART,
        security: SECURITY,
        response: { 200: DocumentResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { file, fields } = await upload(request, 'document');
      const parsed = parseFields(DocumentUploadFieldsSchema, fields);
      if (!file) throw new AppError('validation.required', { field: 'file' });
      return { document: await media.uploadDocument(request.ctx, parsed, file) };
    },
  );

  app.delete(
    '/api/media/documents/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a document',
        security: SECURITY,
        params: MediaIdParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      await media.deleteDocument(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );
};
