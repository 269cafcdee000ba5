import { AudioTrackSchema, VideoSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { entityType } from '../entities/entities.service.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaServices, mediaApi, type MediaService } from './media.service.ts';

/**
 * Pictures, albums, audio, video and documents of users and pages (local folder or S3). One
 * service per use case (media.service.ts builds them); the routes get each its own, other
 * modules the one flat api.
 */
export function createMediaModule(platform: Platform): BacklineModule<MediaService> {
  const parts = createMediaServices(platform.db, { storage: platform.storage });
  const { audioVideo, ownerMedia } = parts;
  return {
    name: 'media',
    routes: async (app) => {
      await app.register(mediaRoutes, parts);
    },
    entityTypes: {
      audio: entityType({
        schema: AudioTrackSchema,
        get: (_ctx, id) => audioVideo.getAudio(id),
        delete: (ctx, id) => audioVideo.deleteAudio(ctx, id),
      }),
      video: entityType({
        schema: VideoSchema,
        get: (_ctx, id) => audioVideo.getVideo(id),
        delete: (ctx, id) => audioVideo.deleteVideo(ctx, id),
      }),
    },
    // A purged account's media: rows in the purge, stored files once it has committed.
    purgeSteps: [(tx, userId) => ownerMedia.deleteMediaRowsOf(tx, 'user', userId)],
    api: mediaApi(parts),
  };
}

// Reading a multipart upload (one `file` part, the kind's size limit), for the one other module
// that takes files (messaging: chat attachments, in its own multipart-enabled routes).
export { readUpload } from './read-upload.ts';
// The download header of a stored file (RFC 5987 name), for files served elsewhere.
export { contentDisposition } from './media-files.routes.ts';
// The storage key of an image, for another module's one-statement list (the dashboard).
export { imageKeySql } from './pictures.repository.ts';
// Whether an owner shows photos, audio or video, for one-statement lists (the directory).
export { hasMediaSql } from './media-fragments.sql.ts';
