import type { Album, AudioTrack, MediaList, Video } from '@backline/domain';
import { apiError, type ApiHandler } from '../../../test/api.ts';

/** Builders of what the media API answers (tests override what they need). */
export const picture = (name: string) => ({
  thumb: `/media/img/${name}/thumb.webp`,
  normal: `/media/img/${name}/normal.webp`,
  large: `/media/img/${name}/large.webp`,
  full: `/media/img/${name}/full.webp`,
  xtralarge: `/media/img/${name}/xtralarge.webp`,
});

export const video = (id: string, title: string): Video => ({
  id,
  type: 'video',
  resource: `/video/${id}`,
  owner: { kind: 'user', id: 'usr0000001' },
  youtubeId: 'dQw4w9WgXcQ',
  title,
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
});

export const track = (id: string, title: string): AudioTrack => ({
  id,
  type: 'audio',
  resource: `/mp3-track/${id}`,
  owner: { kind: 'user', id: 'usr0000001' },
  source: 'upload',
  title,
  artist: 'Die Band',
  durationSeconds: 187,
  tags: {},
  streamUrl: `/media/audio/${id}.mp3`,
  sizeBytes: 3_000_000,
  url: null,
});

export const album = (id: string, title: string, photoCount = 0): Album => ({
  id,
  title,
  photos: Array.from({ length: photoCount }, (_, index) => ({
    id: `${id}p${index + 1}`.slice(0, 12),
    imageId: `img${index}`,
    caption: index === 0 ? 'Auf der Bühne' : null,
    width: 1200,
    height: 800,
    picture: picture(`${id}-${index}`),
  })),
});

export const emptyMedia = (
  owner: MediaList['owner'] = { kind: 'user', id: 'usr0000001' },
): MediaList => ({
  owner,
  canManage: true,
  albums: [],
  audio: [],
  videos: [],
  documents: [],
});

/**
 * The media API of one owner as the server keeps it, for `mockApi`: the list (`GET /media`)
 * answers what the changes left, albums and videos are created and deleted, orders are saved.
 * `state.media` is there for a test to change what the next listing shows.
 */
export function mediaRoutes(initial: MediaList) {
  const state = { media: structuredClone(initial) };
  let next = 1;
  const newId = (prefix: string) => `${prefix}${String(next++).padStart(7, '0')}`;
  const remove = <T extends { id: string }>(list: T[], id: string | undefined) => {
    const index = list.findIndex((item) => item.id === id);
    if (index < 0) return apiError(404, 'request.entity_not_found');
    list.splice(index, 1);
    return { deleted: true };
  };
  const reorder = <T extends { id: string }>(list: T[], body: unknown) => {
    const ids = (body as { ids: string[] }).ids;
    list.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return { ok: true };
  };
  const title = (body: unknown) => (body as { title: string }).title;
  const routes: Record<string, ApiHandler> = {
    'GET /media': () => state.media,
    'POST /media/albums': ({ body }) => {
      const created = album(newId('alb'), title(body));
      state.media.albums.push(created);
      return { album: created };
    },
    'POST /media/videos': ({ body }) => {
      const created = video(newId('vid'), title(body));
      state.media.videos.push(created);
      return { video: created };
    },
    'DELETE /video/:id': ({ params }) => remove(state.media.videos, params['id']),
    'DELETE /media/albums/:id': ({ params }) => remove(state.media.albums, params['id']),
    'PUT /media/audio/order': ({ body }) => reorder(state.media.audio, body),
    'PUT /media/albums/order': ({ body }) => reorder(state.media.albums, body),
  };
  return { state, routes };
}
