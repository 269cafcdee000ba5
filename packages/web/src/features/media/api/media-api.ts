import {
  AlbumResponseSchema,
  AudioResponseSchema,
  AudioTrackSchema,
  DeletedSchema,
  DocumentResponseSchema,
  ImageUploadResponseSchema,
  MediaListSchema,
  MediaOkSchema,
  PhotoResponseSchema,
  VideoResponseSchema,
  VideoSchema,
  type AudioTrack,
  type MediaList,
  type MediaOwner,
  type Video,
} from '@backline/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { CropPurpose } from '../crop-maths.ts';
import { uploadFile, type UploadProgress } from '../../../lib/upload-file.ts';

/**
 * The media API (`/api/media/...`, the generic `/api/video/:id` and `/api/audio/:id`). New media
 * belong to the acting owner: a page's media are written with that page in `x-object-user`.
 */

export const mediaQueryKey = (owner: MediaOwner) => ['media', owner.kind, owner.id] as const;

/** `x-object-user` for a page owner; a user's own media go without it. */
export const actingPageOf = (owner: MediaOwner): string | null =>
  owner.kind === 'page' ? owner.id : null;

const enc = encodeURIComponent;

export const fetchMedia = (owner: MediaOwner, signal?: AbortSignal): Promise<MediaList> =>
  apiClient.request('/media', {
    schema: MediaListSchema,
    query: { ownerKind: owner.kind, ownerId: owner.id },
    signal,
  });

export const fetchVideo = (id: string, signal?: AbortSignal): Promise<Video> =>
  apiClient.request(`/video/${enc(id)}`, { schema: VideoSchema, signal });

export const fetchAudio = (id: string, signal?: AbortSignal): Promise<AudioTrack> =>
  apiClient.request(`/audio/${enc(id)}`, { schema: AudioTrackSchema, signal });

/** An owner's media, shared by the manager, the gallery and their refreshes. */
export const mediaQuery = (owner: MediaOwner) =>
  queryOptions({
    queryKey: mediaQueryKey(owner),
    queryFn: ({ signal }) => fetchMedia(owner, signal),
  });

/** One video or audio item (`/video/{id}`, `/audio/{id}`, `/mp3-track/{id}`) and its prefetch. */
export const mediaItemQuery = (kind: 'video' | 'audio', id: string) =>
  queryOptions<Video | AudioTrack>({
    queryKey: ['media', 'detail', kind, id],
    queryFn: ({ signal }) => (kind === 'video' ? fetchVideo(id, signal) : fetchAudio(id, signal)),
  });

export type UploadCallbacks = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** Avatar or cover: replaces the owner's current one. */
export const uploadProfileImage = (
  owner: MediaOwner,
  purpose: CropPurpose,
  file: Blob,
  fileName: string,
  callbacks: UploadCallbacks = {},
) =>
  uploadFile({
    path: '/media/images',
    file,
    fileName,
    fields: { purpose },
    schema: ImageUploadResponseSchema,
    actAsPageId: actingPageOf(owner),
    ...callbacks,
  });

export const uploadAlbumPhoto = (
  owner: MediaOwner,
  albumId: string,
  file: File,
  callbacks: UploadCallbacks = {},
) =>
  uploadFile({
    path: '/media/images',
    file,
    fields: { purpose: 'photo', albumId },
    schema: ImageUploadResponseSchema,
    actAsPageId: actingPageOf(owner),
    ...callbacks,
  });

export const uploadAudio = (owner: MediaOwner, file: File, callbacks: UploadCallbacks = {}) =>
  uploadFile({
    path: '/media/audio',
    file,
    schema: AudioResponseSchema,
    actAsPageId: actingPageOf(owner),
    ...callbacks,
  });

export const uploadDocument = (owner: MediaOwner, file: File, callbacks: UploadCallbacks = {}) =>
  uploadFile({
    path: '/media/documents',
    file,
    schema: DocumentResponseSchema,
    actAsPageId: actingPageOf(owner),
    ...callbacks,
  });

export const createAlbum = (owner: MediaOwner, title: string) =>
  apiClient.request('/media/albums', {
    method: 'POST',
    json: { title },
    schema: AlbumResponseSchema,
    objectUser: actingPageOf(owner),
  });

export const renameAlbum = (owner: MediaOwner, id: string, title: string) =>
  apiClient.request(`/media/albums/${enc(id)}`, {
    method: 'PATCH',
    json: { title },
    schema: AlbumResponseSchema,
    objectUser: actingPageOf(owner),
  });

export const deleteAlbum = (owner: MediaOwner, id: string) =>
  apiClient.request(`/media/albums/${enc(id)}`, {
    method: 'DELETE',
    schema: DeletedSchema,
    objectUser: actingPageOf(owner),
  });

export const reorderAlbums = (owner: MediaOwner, ids: readonly string[]) =>
  apiClient.request('/media/albums/order', {
    method: 'PUT',
    json: { ids },
    schema: MediaOkSchema,
    objectUser: actingPageOf(owner),
  });

export const reorderPhotos = (owner: MediaOwner, albumId: string, ids: readonly string[]) =>
  apiClient.request(`/media/albums/${enc(albumId)}/photos/order`, {
    method: 'PUT',
    json: { ids },
    schema: AlbumResponseSchema,
    objectUser: actingPageOf(owner),
  });

export const updatePhotoCaption = (
  owner: MediaOwner,
  albumId: string,
  photoId: string,
  caption: string | null,
) =>
  apiClient.request(`/media/albums/${enc(albumId)}/photos/${enc(photoId)}`, {
    method: 'PATCH',
    json: { caption },
    schema: PhotoResponseSchema,
    objectUser: actingPageOf(owner),
  });

export const deletePhoto = (owner: MediaOwner, albumId: string, photoId: string) =>
  apiClient.request(`/media/albums/${enc(albumId)}/photos/${enc(photoId)}`, {
    method: 'DELETE',
    schema: DeletedSchema,
    objectUser: actingPageOf(owner),
  });

export const linkSoundCloud = (owner: MediaOwner, url: string, title: string) =>
  apiClient.request('/media/audio/soundcloud', {
    method: 'POST',
    json: { url, title },
    schema: AudioResponseSchema,
    objectUser: actingPageOf(owner),
  });

export const reorderAudio = (owner: MediaOwner, ids: readonly string[]) =>
  apiClient.request('/media/audio/order', {
    method: 'PUT',
    json: { ids },
    schema: MediaOkSchema,
    objectUser: actingPageOf(owner),
  });

export const deleteAudio = (owner: MediaOwner, id: string) =>
  apiClient.request(`/audio/${enc(id)}`, {
    method: 'DELETE',
    schema: DeletedSchema,
    objectUser: actingPageOf(owner),
  });

export const addVideo = (owner: MediaOwner, url: string, title: string) =>
  apiClient.request('/media/videos', {
    method: 'POST',
    json: { url, title },
    schema: VideoResponseSchema,
    objectUser: actingPageOf(owner),
  });

export const reorderVideos = (owner: MediaOwner, ids: readonly string[]) =>
  apiClient.request('/media/videos/order', {
    method: 'PUT',
    json: { ids },
    schema: MediaOkSchema,
    objectUser: actingPageOf(owner),
  });

export const deleteVideo = (owner: MediaOwner, id: string) =>
  apiClient.request(`/video/${enc(id)}`, {
    method: 'DELETE',
    schema: DeletedSchema,
    objectUser: actingPageOf(owner),
  });

export const deleteDocument = (owner: MediaOwner, id: string) =>
  apiClient.request(`/media/documents/${enc(id)}`, {
    method: 'DELETE',
    schema: DeletedSchema,
    objectUser: actingPageOf(owner),
  });
