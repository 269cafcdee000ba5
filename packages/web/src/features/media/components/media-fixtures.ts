import type { Album, AudioTrack, MediaList, Video } from '@backline/domain';
import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; headers: Headers; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
 * A small in-memory media API behind `window.fetch` (the browser boundary; our API client runs
 * for real). `answer` may override a route to return an error.
 */
export function fakeMediaApi(initial: MediaList, answer?: (call: ApiCall) => Response | undefined) {
  const state = { media: structuredClone(initial) };
  const calls: ApiCall[] = [];
  let next = 1;
  const newId = (prefix: string) => `${prefix}${String(next++).padStart(7, '0')}`;

  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path: url.pathname, headers: new Headers(init?.headers), body };
    calls.push(call);
    const override = answer?.(call);
    if (override) return override;
    const media = state.media;
    const path = url.pathname;
    const input_ = body as { title?: string; url?: string; ids?: string[] } | undefined;

    if (method === 'GET' && path === '/api/media') return json(200, media);
    if (method === 'POST' && path === '/api/media/albums') {
      const created = album(newId('alb'), input_?.title ?? '');
      media.albums.push(created);
      return json(200, { album: created });
    }
    if (method === 'POST' && path === '/api/media/videos') {
      const created = video(newId('vid'), input_?.title ?? '');
      media.videos.push(created);
      return json(200, { video: created });
    }
    const remove = <T extends { id: string }>(list: T[], id: string | undefined) => {
      const index = list.findIndex((item) => item.id === id);
      if (index < 0) return json(404, { code: 'request.entity_not_found', message: '' });
      list.splice(index, 1);
      return json(200, { deleted: true });
    };
    if (method === 'DELETE' && path.startsWith('/api/video/')) {
      return remove(media.videos, path.split('/').at(-1));
    }
    if (method === 'DELETE' && path.startsWith('/api/media/albums/')) {
      return remove(media.albums, path.split('/').at(-1));
    }
    const reorder = <T extends { id: string }>(list: T[]) => {
      const ids = input_?.ids ?? [];
      list.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return json(200, { ok: true });
    };
    if (method === 'PUT' && path === '/api/media/audio/order') return reorder(media.audio);
    if (method === 'PUT' && path === '/api/media/albums/order') return reorder(media.albums);
    return json(404, { code: 'request.not_found', message: 'not in the fake' });
  });
  return { state, calls };
}
