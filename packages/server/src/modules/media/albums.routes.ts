import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlbumPhotoParamsSchema,
  AlbumResponseSchema,
  CreateAlbumSchema,
  DeletedSchema,
  MediaIdParamsSchema,
  MediaOkSchema,
  MediaReorderSchema,
  PhotoResponseSchema,
  UpdateAlbumSchema,
  UpdatePhotoSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AlbumsService } from './albums.service.ts';
import { SECURITY, TAGS } from './media.routes.shared.ts';

export type AlbumRoutesOptions = { albums: AlbumsService };

/** Albums and their photos (photos are uploaded as images: pictures.routes.ts). */
export const albumRoutes: FastifyPluginAsyncZod<AlbumRoutesOptions> = async (app, { albums }) => {
  app.post(
    '/api/media/albums',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Create an album',
        security: SECURITY,
        body: CreateAlbumSchema,
        response: { 200: AlbumResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ album: await albums.createAlbum(request.ctx, request.body.title) }),
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
      await albums.reorderAlbums(request.ctx, request.body.ids);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/media/albums/:id',
    {
      config: { publishes: true },
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
        album: await albums.renameAlbum(request.ctx, request.params.id, request.body.title),
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
      await albums.deleteAlbum(request.ctx, request.params.id);
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
        album: await albums.reorderPhotos(request.ctx, request.params.id, request.body.ids),
      };
    },
  );

  app.patch(
    '/api/media/albums/:id/photos/:photoId',
    {
      config: { publishes: true },
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
      return { photo: await albums.updatePhoto(request.ctx, id, photoId, request.body.caption) };
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
      await albums.deletePhoto(request.ctx, request.params.id, request.params.photoId);
      return { deleted: true as const };
    },
  );
};
