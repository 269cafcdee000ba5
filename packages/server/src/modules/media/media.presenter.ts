import {
  idFirstDetailPath,
  type Album,
  type AlbumPhoto,
  type AudioTrack,
  type Image,
  type MediaDocument,
  type Video,
} from '@backline/domain';
import type { AudioTrackRow, DocumentRow, ImageRow, VideoRow } from '../../db/schema/index.ts';
import { MEDIA_URL_PREFIX, pictureUrls } from '../../platform/storage/picture-urls.ts';
import type { AlbumJoinRow } from './albums.repository.ts';

/** Rows into the media API's shapes, with explicit field lists (nothing else can leak). */

export const presentImage = (row: ImageRow): Image => ({
  id: row.id,
  purpose: row.purpose,
  width: row.width,
  height: row.height,
  picture: pictureUrls(row.storageKey),
});

export const presentAudio = (row: AudioTrackRow): AudioTrack => ({
  id: row.id,
  type: 'audio',
  resource: idFirstDetailPath(row.source === 'upload' ? '/mp3-track' : '/audio', row.title, row.id),
  owner: { kind: row.ownerKind, id: row.ownerId },
  source: row.source,
  title: row.title,
  artist: row.artist,
  durationSeconds: row.durationSeconds,
  tags: row.tags ?? {},
  streamUrl: row.storageKey ? `${MEDIA_URL_PREFIX}${row.storageKey}` : null,
  sizeBytes: row.sizeBytes,
  url: row.url,
});

export const presentVideo = (row: VideoRow): Video => ({
  id: row.id,
  type: 'video',
  resource: idFirstDetailPath('/video', row.title, row.id),
  owner: { kind: row.ownerKind, id: row.ownerId },
  youtubeId: row.youtubeId,
  title: row.title,
  embedUrl: `https://www.youtube-nocookie.com/embed/${row.youtubeId}`,
  thumbnailUrl: `https://i.ytimg.com/vi/${row.youtubeId}/hqdefault.jpg`,
});

export const presentDocument = (row: DocumentRow): MediaDocument => ({
  id: row.id,
  format: row.format,
  title: row.title,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  url: `${MEDIA_URL_PREFIX}${row.storageKey}`,
});

export const presentPhoto = (
  photo: { id: string; caption: string | null },
  image: Pick<ImageRow, 'id' | 'width' | 'height' | 'storageKey'>,
): AlbumPhoto => ({
  id: photo.id,
  imageId: image.id,
  caption: photo.caption,
  width: image.width,
  height: image.height,
  picture: pictureUrls(image.storageKey),
});

/** Albums from their joined rows (one row per photo, in order; an empty album has one row). */
export function presentAlbums(rows: AlbumJoinRow[]): Album[] {
  const byId = new Map<string, Album>();
  for (const row of rows) {
    let album = byId.get(row.album.id);
    if (!album) {
      album = { id: row.album.id, title: row.album.title, photos: [] };
      byId.set(album.id, album);
    }
    if (row.photo && row.image) album.photos.push(presentPhoto(row.photo, row.image));
  }
  return [...byId.values()];
}
