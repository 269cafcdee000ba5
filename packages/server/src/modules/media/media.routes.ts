import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { MediaListSchema, MediaOwnerQuerySchema } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { albumRoutes } from './albums.routes.ts';
import { audioVideoRoutes } from './audio-video.routes.ts';
import { documentRoutes } from './documents.routes.ts';
import { mediaFilesRoutes } from './media-files.routes.ts';
import { TAGS } from './media.routes.shared.ts';
import type { MediaServices } from './media.service.ts';
import { pictureRoutes } from './pictures.routes.ts';

export type MediaRoutesOptions = MediaServices;

/**
 * The media API (issue 4): images (avatar, cover, album photos), albums, audio (mp3 and
 * SoundCloud), YouTube videos, documents, the owner's media list; and the stored files
 * (`GET /media/...`). Multipart is registered here only: the route files below are registered
 * inside this plugin, so they (and no other module) parse uploads. They are registered in the
 * order of the API docs.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, parts) => {
  const { storage, pictures, albums, audioVideo, documents, ownerMedia } = parts;
  await app.register(multipart, {
    limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 10, parts: 11 },
  });
  await app.register(mediaFilesRoutes, { storage, documents });

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
      ownerMedia.listMedia(request.ctx, {
        kind: request.query.ownerKind,
        id: request.query.ownerId,
      }),
  );

  await app.register(pictureRoutes, { pictures });
  await app.register(albumRoutes, { albums });
  await app.register(audioVideoRoutes, { audioVideo });
  await app.register(documentRoutes, { documents });
};
