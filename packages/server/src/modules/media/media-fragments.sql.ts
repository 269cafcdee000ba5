import { sql, type SQL } from 'drizzle-orm';
import type { MediaOwnerKind } from '@backline/domain';

/**
 * SQL: whether the owner (a user's profile or a page) shows media: a photo in an album, an
 * audio track or a video (avatars and covers do not count). Each is an owner-index lookup.
 */
export const hasMediaSql = (kind: MediaOwnerKind, ownerId: SQL) => sql`(
  exists (select 1 from albums media_album
    join album_photos media_photo on media_photo.album_id = media_album.id
    where media_album.owner_kind = ${kind} and media_album.owner_id = ${ownerId})
  or exists (select 1 from audio_tracks media_audio
    where media_audio.owner_kind = ${kind} and media_audio.owner_id = ${ownerId})
  or exists (select 1 from videos media_video
    where media_video.owner_kind = ${kind} and media_video.owner_id = ${ownerId}))`;
