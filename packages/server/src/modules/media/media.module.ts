import { AudioTrackSchema, VideoSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { entityType } from '../entities/entities.service.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaService } from './media.service.ts';

/** Pictures, albums, audio, video and documents of users and pages (local folder or S3). */
export function createMediaModule(platform: Platform): BacklineModule<MediaService> {
  const media = createMediaService(platform.db, { storage: platform.storage });
  return {
    name: 'media',
    routes: async (app) => {
      await app.register(mediaRoutes, { media });
    },
    entityTypes: {
      audio: entityType({
        schema: AudioTrackSchema,
        get: (_ctx, id) => media.getAudio(id),
        delete: (ctx, id) => media.deleteAudio(ctx, id),
      }),
      video: entityType({
        schema: VideoSchema,
        get: (_ctx, id) => media.getVideo(id),
        delete: (ctx, id) => media.deleteVideo(ctx, id),
      }),
    },
    // A purged account's media: rows in the purge, stored files once it has committed.
    purgeSteps: [(tx, userId) => media.deleteMediaRowsOf(tx, 'user', userId)],
    api: media,
  };
}
