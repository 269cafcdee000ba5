import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  AudioResponseSchema,
  DocumentUploadFieldsSchema,
  MediaLinkSchema,
  MediaOkSchema,
  MediaReorderSchema,
  VideoResponseSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { AudioVideoService } from './audio-video.service.ts';
import { MULTIPART, SECURITY, TAGS, parseFields, upload } from './media.routes.shared.ts';

export type AudioVideoRoutesOptions = { audioVideo: AudioVideoService };

/**
 * Audio (mp3 uploads, SoundCloud links) and YouTube videos. Reading and deleting one goes
 * through the generic entity routes (`/api/audio/{id}`, `/api/video/{id}`: media.module.ts).
 */
export const audioVideoRoutes: FastifyPluginAsyncZod<AudioVideoRoutesOptions> = async (
  app,
  { audioVideo },
) => {
  app.post(
    '/api/media/audio',
    {
      config: { publishes: true },
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
      // An mp3's fields are a document's: an optional title.
      const parsed = parseFields(DocumentUploadFieldsSchema, fields);
      if (!file) throw new AppError('validation.required', { field: 'file' });
      return { audio: await audioVideo.uploadAudio(request.ctx, parsed, file) };
    },
  );

  app.post(
    '/api/media/audio/soundcloud',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Add a SoundCloud track by its link',
        security: SECURITY,
        body: MediaLinkSchema,
        response: { 200: AudioResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ audio: await audioVideo.addSoundCloud(request.ctx, request.body) }),
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
      await audioVideo.reorderAudio(request.ctx, request.body.ids);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/media/videos',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Add a YouTube video by its link',
        security: SECURITY,
        body: MediaLinkSchema,
        response: { 200: VideoResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ video: await audioVideo.addVideo(request.ctx, request.body) }),
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
      await audioVideo.reorderVideos(request.ctx, request.body.ids);
      return { ok: true as const };
    },
  );
};
