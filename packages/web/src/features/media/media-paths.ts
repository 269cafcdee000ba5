import type { AudioTrack, Video } from '@backline/domain';

/** The detail routes of media (spec section 2): `/video/{id}/…`, `/audio/{id}/…`, `/mp3-track/{id}/…`. */
export const MEDIA_DETAIL_PREFIXES = ['video', 'audio', 'mp3-track'] as const;
export type MediaDetailPrefix = (typeof MEDIA_DETAIL_PREFIXES)[number];

const DETAIL_PATH = /^\/(video|audio|mp3-track)\/[A-Za-z0-9]{5,12}(\/[^/]*)?$/;

/**
 * Where a video or audio item is shown: its `resource` when it fits the route table, otherwise
 * built from the id (uploads are `mp3-track`, SoundCloud links `audio`).
 */
export function mediaDetailPath(
  item:
    | Pick<Video, 'type' | 'id' | 'resource'>
    | Pick<AudioTrack, 'type' | 'id' | 'resource' | 'source'>,
): string {
  if (DETAIL_PATH.test(item.resource)) return item.resource;
  const prefix: MediaDetailPrefix =
    item.type === 'video'
      ? 'video'
      : 'source' in item && item.source === 'upload'
        ? 'mp3-track'
        : 'audio';
  return `/${prefix}/${encodeURIComponent(item.id)}`;
}

/** The profile or page of an owner (pages by their id until the answer carries their address). */
export function ownerPath(owner: { kind: 'user' | 'page'; id: string }): string | null {
  return owner.kind === 'user' ? `/user/${encodeURIComponent(owner.id)}` : null;
}
