import {
  AppError,
  MAX_AUDIO_TRACKS,
  MAX_VIDEOS,
  isSoundCloudTrackUrl,
  parseYouTubeVideoId,
  type AudioTrack,
  type Video,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { IMMUTABLE_CACHE } from '../../platform/storage/picture-urls.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { createAudioVideoRepository } from './audio-video.repository.ts';
import { inspectAudio } from './media-files.ts';
import { presentAudio, presentVideo } from './media.presenter.ts';
import {
  createMediaContext,
  mediaOwnerOf,
  randomKey,
  type MediaServiceOptions,
  type UploadedFile,
} from './media.shared.ts';

export type AudioVideoService = ReturnType<typeof createAudioVideoService>;

/**
 * Audio and video: uploaded mp3s (stored, duration and tags read from the file), SoundCloud and
 * YouTube links (stored as links only); reordering, the generic `audio` and `video` entities.
 */
export function createAudioVideoService(db: Database, options: MediaServiceOptions) {
  const { storage, repo, requireManaged, requireRoom, reorderOwned } = createMediaContext(
    db,
    options,
  );
  const items = createAudioVideoRepository(db);

  /** The file goes first, the row second; a failed insert takes the file back. */
  async function uploadAudio(
    ctx: RequestContext,
    fields: { title?: string },
    file: UploadedFile,
  ): Promise<AudioTrack> {
    const { owner, userId } = mediaOwnerOf(ctx);
    await requireRoom('audio', owner, MAX_AUDIO_TRACKS);
    const info = await inspectAudio(file.buffer, file.fileName);
    const storageKey = `audio/${randomKey()}.mp3`;
    await storage.put(storageKey, file.buffer, {
      contentType: 'audio/mpeg',
      cacheControl: IMMUTABLE_CACHE,
    });
    try {
      const row = await items.insertAudio({
        ownerKind: owner.kind,
        ownerId: owner.id,
        uploadedBy: userId,
        source: 'upload',
        title: fields.title || info.title,
        artist: info.artist,
        durationSeconds: info.durationSeconds,
        tags: info.tags,
        storageKey,
        sizeBytes: file.buffer.length,
        position: await repo.nextPosition('audio', owner),
      });
      return presentAudio(row);
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  async function addSoundCloud(
    ctx: RequestContext,
    link: { url: string; title: string },
  ): Promise<AudioTrack> {
    const { owner, userId } = mediaOwnerOf(ctx);
    if (!isSoundCloudTrackUrl(link.url)) {
      throw new AppError('media.invalid_audio_link', { field: 'url' });
    }
    await requireRoom('audio', owner, MAX_AUDIO_TRACKS);
    const url = new URL(link.url);
    const row = await items.insertAudio({
      ownerKind: owner.kind,
      ownerId: owner.id,
      uploadedBy: userId,
      source: 'soundcloud',
      title: link.title,
      url: `https://soundcloud.com${url.pathname.replace(/\/+$/, '')}`,
      position: await repo.nextPosition('audio', owner),
    });
    return presentAudio(row);
  }

  async function addVideo(
    ctx: RequestContext,
    link: { url: string; title: string },
  ): Promise<Video> {
    const { owner, userId } = mediaOwnerOf(ctx);
    const youtubeId = parseYouTubeVideoId(link.url);
    if (!youtubeId) throw new AppError('link.unprocessable', { field: 'url' });
    await requireRoom('videos', owner, MAX_VIDEOS);
    const row = await items.insertVideo({
      ownerKind: owner.kind,
      ownerId: owner.id,
      uploadedBy: userId,
      youtubeId,
      title: link.title,
      position: await repo.nextPosition('videos', owner),
    });
    return presentVideo(row);
  }

  async function getAudio(id: string): Promise<AudioTrack | null> {
    const row = await items.audioById(id);
    return row ? presentAudio(row) : null;
  }

  async function deleteAudio(ctx: RequestContext, id: string): Promise<boolean> {
    const row = await items.audioById(id);
    if (!row) return false;
    await requireManaged(ctx, row);
    await items.deleteAudio(id);
    if (row.storageKey) await storage.delete(row.storageKey).catch(() => undefined);
    return true;
  }

  async function getVideo(id: string): Promise<Video | null> {
    const row = await items.videoById(id);
    return row ? presentVideo(row) : null;
  }

  async function deleteVideo(ctx: RequestContext, id: string): Promise<boolean> {
    const row = await items.videoById(id);
    if (!row) return false;
    await requireManaged(ctx, row);
    await items.deleteVideo(id);
    return true;
  }

  return {
    uploadAudio,
    addSoundCloud,
    reorderAudio: (ctx: RequestContext, ids: string[]) => reorderOwned(ctx, 'audio', ids),
    getAudio,
    deleteAudio,
    addVideo,
    reorderVideos: (ctx: RequestContext, ids: string[]) => reorderOwned(ctx, 'videos', ids),
    getVideo,
    deleteVideo,
  };
}
