import { randomBytes } from 'node:crypto';
import {
  AppError,
  MAX_ALBUM_PHOTOS,
  MAX_ALBUMS,
  MAX_AUDIO_TRACKS,
  MAX_DOCUMENTS,
  MAX_VIDEOS,
  PICTURE_SIZES,
  canEditPage,
  idFirstDetailPath,
  isSoundCloudTrackUrl,
  parseYouTubeVideoId,
  type Album,
  type AlbumPhoto,
  type AudioTrack,
  type DocumentFormat,
  type Image,
  type ImagePurpose,
  type MediaDocument,
  type MediaList,
  type MediaOwnerKind,
  type Picture,
  type Video,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { AudioTrackRow, DocumentRow, ImageRow, VideoRow } from '../../db/schema/index.ts';
import { processImage, type PictureSize } from '../../platform/images/process-image.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { baseTitle, inspectAudio, inspectDocument } from './media-files.ts';
import {
  IMMUTABLE_CACHE,
  MEDIA_URL_PREFIX,
  pictureUrls,
} from '../../platform/storage/picture-urls.ts';
import {
  createMediaRepository,
  type AlbumJoinRow,
  type MediaOwnerRef,
  type CountedKind,
  type Executor,
  type OrderedKind,
} from './media.repository.ts';

export type { MediaOwnerRef };

export { IMMUTABLE_CACHE, MEDIA_URL_PREFIX, pictureUrls };

const randomKey = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');

/**
 * Who owns what the caller uploads now: the page the caller acts as (`x-object-user`, checked
 * by the pages module into `ctx.actingAs`), else the signed-in user. Acting as a page, only its
 * owner and admins manage its media (`canEditPage`). The one place this is decided.
 */
export function mediaOwnerOf(ctx: RequestContext): { owner: MediaOwnerRef; userId: string } {
  if (!ctx.user || !ctx.session) throw new AppError('auth.required');
  if (ctx.actingAs) {
    if (!canEditPage(ctx.actingAs.role)) throw new AppError('auth.forbidden');
    return { owner: { kind: 'page', id: ctx.actingAs.pageId }, userId: ctx.user.id };
  }
  return { owner: { kind: 'user', id: ctx.user.id }, userId: ctx.user.id };
}

export type UploadedFile = { buffer: Buffer; fileName: string | undefined };

type OwnedRow = { ownerKind: MediaOwnerKind; ownerId: string };

export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService(db: Database, { storage }: { storage: Storage }) {
  const repo = createMediaRepository(db);

  // ---- Authorization ----------------------------------------------------------------------------

  /** May the signed-in caller change media of this owner? (The user, or the page's owner/admins.) */
  async function canManage(ctx: RequestContext, owner: OwnedRow): Promise<boolean> {
    const user = ctx.user;
    if (!user || !ctx.session) return false;
    if (owner.ownerKind === 'user') return owner.ownerId === user.id;
    return canEditPage(await repo.pageRoleOf(user.id, owner.ownerId));
  }

  /** The row when the caller may change it: 404 when missing, 401/403 when not theirs. */
  async function requireManaged<T extends OwnedRow>(
    ctx: RequestContext,
    row: T | undefined,
  ): Promise<T> {
    if (!ctx.user || !ctx.session) throw new AppError('auth.required');
    if (!row) throw new AppError('request.entity_not_found');
    if (!(await canManage(ctx, row))) throw new AppError('auth.forbidden');
    return row;
  }

  async function requireRoom(kind: CountedKind, owner: MediaOwnerRef, max: number) {
    if ((await repo.count(kind, owner)) >= max) {
      throw new AppError('media.limit_reached', { params: { max } });
    }
  }

  // ---- Presenters -------------------------------------------------------------------------------

  const presentImage = (row: ImageRow): Image => ({
    id: row.id,
    purpose: row.purpose,
    width: row.width,
    height: row.height,
    picture: pictureUrls(row.storageKey),
  });

  const presentAudio = (row: AudioTrackRow): AudioTrack => ({
    id: row.id,
    type: 'audio',
    resource: idFirstDetailPath(
      row.source === 'upload' ? '/mp3-track' : '/audio',
      row.title,
      row.id,
    ),
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

  const presentVideo = (row: VideoRow): Video => ({
    id: row.id,
    type: 'video',
    resource: idFirstDetailPath('/video', row.title, row.id),
    owner: { kind: row.ownerKind, id: row.ownerId },
    youtubeId: row.youtubeId,
    title: row.title,
    embedUrl: `https://www.youtube-nocookie.com/embed/${row.youtubeId}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${row.youtubeId}/hqdefault.jpg`,
  });

  const presentDocument = (row: DocumentRow): MediaDocument => ({
    id: row.id,
    format: row.format,
    title: row.title,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    url: `${MEDIA_URL_PREFIX}${row.storageKey}`,
  });

  const presentPhoto = (
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

  function presentAlbums(rows: AlbumJoinRow[]): Album[] {
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

  // ---- Images -----------------------------------------------------------------------------------

  /** Processes and stores an image; files go first, the row second (no row without files). */
  async function storeImage(
    owner: MediaOwnerRef,
    userId: string,
    purpose: ImagePurpose,
    buffer: Buffer,
  ): Promise<ImageRow> {
    const processed = await processImage(buffer, purpose);
    const storageKey = `img/${randomKey()}`;
    const renditions: Record<string, { width: number; height: number }> = {};
    try {
      for (const size of PICTURE_SIZES) {
        const rendition = processed.renditions[size as PictureSize];
        renditions[size] = { width: rendition.width, height: rendition.height };
        await storage.put(`${storageKey}/${size}.webp`, rendition.data, {
          contentType: 'image/webp',
          cacheControl: IMMUTABLE_CACHE,
        });
      }
      return await repo.insertImage({
        ownerKind: owner.kind,
        ownerId: owner.id,
        uploadedBy: userId,
        purpose,
        storageKey,
        width: processed.width,
        height: processed.height,
        renditions,
      });
    } catch (error) {
      await storage.deletePrefix(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** Deletes image rows (and references), then their files. */
  async function removeImages(rows: { id: string; storageKey: string }[]): Promise<void> {
    if (rows.length === 0) return;
    await repo.deleteImages(rows.map((row) => row.id));
    await Promise.all(
      rows.map((row) => storage.deletePrefix(row.storageKey).catch(() => undefined)),
    );
  }

  async function albumFor(ctx: RequestContext, albumId: string) {
    return requireManaged(ctx, await repo.albumById(albumId));
  }

  async function uploadImage(
    ctx: RequestContext,
    fields: { purpose: ImagePurpose; albumId?: string; caption?: string },
    file: UploadedFile,
  ): Promise<{ image: Image; photo: AlbumPhoto | null }> {
    const { owner, userId } = mediaOwnerOf(ctx);
    if (fields.purpose === 'photo') {
      if (!fields.albumId) throw new AppError('validation.required', { field: 'albumId' });
      const album = await albumFor(ctx, fields.albumId);
      if ((await repo.photoCount(album.id)) >= MAX_ALBUM_PHOTOS) {
        throw new AppError('media.limit_reached', { params: { max: MAX_ALBUM_PHOTOS } });
      }
      // The photo belongs to the album's owner (a page admin may add to the page's album).
      const albumOwner = { kind: album.ownerKind, id: album.ownerId };
      const image = await storeImage(albumOwner, userId, 'photo', file.buffer);
      const photo = await repo.insertPhoto(album.id, image.id, fields.caption || null);
      return { image: presentImage(image), photo: presentPhoto(photo, image) };
    }
    if (owner.kind === 'page' && !(await repo.pageExists(owner.id))) {
      throw new AppError('request.entity_not_found');
    }
    const image = await storeImage(owner, userId, fields.purpose, file.buffer);
    const replaced = await repo.setOwnerImage(owner, fields.purpose, image.id);
    if (replaced && replaced !== image.id) await removeImages(await repo.imageKeys([replaced]));
    return { image: presentImage(image), photo: null };
  }

  async function deleteImage(ctx: RequestContext, id: string): Promise<void> {
    const row = await requireManaged(ctx, await repo.imageById(id));
    await removeImages([row]);
  }

  /** Picture urls of images by id (avatars and covers of profiles, pages, accounts). */
  async function picturesOf(ids: readonly (string | null | undefined)[]) {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    const result = new Map<string, Picture>();
    for (const row of await repo.imageKeys(wanted)) {
      result.set(row.id, pictureUrls(row.storageKey));
    }
    return result;
  }

  async function pictureOf(id: string | null | undefined): Promise<Picture | null> {
    if (!id) return null;
    return (await picturesOf([id])).get(id) ?? null;
  }

  // ---- Albums -----------------------------------------------------------------------------------

  async function albumById(id: string): Promise<Album> {
    const [album] = presentAlbums(await repo.albumRowsById(id));
    if (!album) throw new AppError('request.entity_not_found');
    return album;
  }

  async function createAlbum(ctx: RequestContext, title: string): Promise<Album> {
    const { owner, userId } = mediaOwnerOf(ctx);
    await requireRoom('albums', owner, MAX_ALBUMS);
    const row = await repo.insertAlbum({
      ownerKind: owner.kind,
      ownerId: owner.id,
      uploadedBy: userId,
      title,
      position: await repo.nextPosition('albums', owner),
    });
    return { id: row.id, title: row.title, photos: [] };
  }

  async function renameAlbum(ctx: RequestContext, id: string, title: string): Promise<Album> {
    await albumFor(ctx, id);
    await repo.renameAlbum(id, title);
    return albumById(id);
  }

  async function deleteAlbum(ctx: RequestContext, id: string): Promise<void> {
    await albumFor(ctx, id);
    const photoImages = await repo.photoImagesOf(id);
    await repo.deleteAlbum(id);
    await removeImages(photoImages);
  }

  /** The photo of the album, when the caller may change the album. */
  async function photoFor(ctx: RequestContext, albumId: string, photoId: string) {
    await albumFor(ctx, albumId);
    const row = await repo.photoWithImage(albumId, photoId);
    if (!row) throw new AppError('request.entity_not_found');
    return row;
  }

  async function updatePhoto(
    ctx: RequestContext,
    albumId: string,
    photoId: string,
    caption: string | null,
  ): Promise<AlbumPhoto> {
    const { image } = await photoFor(ctx, albumId, photoId);
    return presentPhoto(await repo.setCaption(photoId, caption || null), image);
  }

  async function deletePhoto(ctx: RequestContext, albumId: string, photoId: string) {
    const { image } = await photoFor(ctx, albumId, photoId);
    await removeImages([image]);
  }

  /** `ids` must be exactly the current items, each once (else 422 on `ids`). */
  function checkOrder(current: string[], ids: string[]) {
    const wanted = new Set(ids);
    if (
      wanted.size !== ids.length ||
      ids.length !== current.length ||
      !current.every((id) => wanted.has(id))
    ) {
      throw new AppError('validation.invalid', { field: 'ids' });
    }
  }

  async function reorderPhotos(ctx: RequestContext, albumId: string, ids: string[]) {
    await albumFor(ctx, albumId);
    checkOrder(await repo.photoIdsOf(albumId), ids);
    await repo.setPositions('photos', ids);
    return albumById(albumId);
  }

  async function reorderOwned(ctx: RequestContext, kind: OrderedKind, ids: string[]) {
    const { owner } = mediaOwnerOf(ctx);
    checkOrder(await repo.idsOf(kind, owner), ids);
    await repo.setPositions(kind, ids);
  }

  // ---- Audio, video, documents --------------------------------------------------------------------

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
      const row = await repo.insertAudio({
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
    const row = await repo.insertAudio({
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
    const row = await repo.insertVideo({
      ownerKind: owner.kind,
      ownerId: owner.id,
      uploadedBy: userId,
      youtubeId,
      title: link.title,
      position: await repo.nextPosition('videos', owner),
    });
    return presentVideo(row);
  }

  async function uploadDocument(
    ctx: RequestContext,
    fields: { title?: string },
    file: UploadedFile,
  ): Promise<MediaDocument> {
    const { owner, userId } = mediaOwnerOf(ctx);
    await requireRoom('documents', owner, MAX_DOCUMENTS);
    const format: DocumentFormat = await inspectDocument(file.buffer);
    const title = baseTitle(file.fileName, format === 'pdf' ? 'Dokument' : 'Archiv');
    const fileName = `${title.replace(/[/\\"]/g, '_')}.${format}`;
    const storageKey = `doc/${randomKey()}.${format}`;
    await storage.put(storageKey, file.buffer, {
      contentType: format === 'pdf' ? 'application/pdf' : 'application/zip',
      cacheControl: IMMUTABLE_CACHE,
    });
    try {
      const row = await repo.insertDocument({
        ownerKind: owner.kind,
        ownerId: owner.id,
        uploadedBy: userId,
        format,
        title: fields.title || title,
        fileName,
        storageKey,
        sizeBytes: file.buffer.length,
      });
      return presentDocument(row);
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  async function deleteDocument(ctx: RequestContext, id: string): Promise<void> {
    const document = await requireManaged(ctx, await repo.documentById(id));
    await repo.deleteDocument(id);
    await storage.delete(document.storageKey).catch(() => undefined);
  }

  async function getAudio(id: string): Promise<AudioTrack | null> {
    const row = await repo.audioById(id);
    return row ? presentAudio(row) : null;
  }

  async function deleteAudio(ctx: RequestContext, id: string): Promise<boolean> {
    const row = await repo.audioById(id);
    if (!row) return false;
    await requireManaged(ctx, row);
    await repo.deleteAudio(id);
    if (row.storageKey) await storage.delete(row.storageKey).catch(() => undefined);
    return true;
  }

  async function getVideo(id: string): Promise<Video | null> {
    const row = await repo.videoById(id);
    return row ? presentVideo(row) : null;
  }

  async function deleteVideo(ctx: RequestContext, id: string): Promise<boolean> {
    const row = await repo.videoById(id);
    if (!row) return false;
    await requireManaged(ctx, row);
    await repo.deleteVideo(id);
    return true;
  }

  // ---- Listing and deletion of an owner's media ---------------------------------------------------

  /**
   * Everything of one owner in at most three statements: albums with their photos (one join),
   * audio + videos + documents (one statement of JSON sub-selects), and the caller's page role.
   * Every list is bounded (`MAX_*`), so the answer is too.
   */
  async function listMedia(ctx: RequestContext, owner: MediaOwnerRef): Promise<MediaList> {
    const [albumRows, rest, manage] = await Promise.all([
      repo.albumRowsOfOwner(owner),
      repo.ownerMediaRows(owner),
      canManage(ctx, { ownerKind: owner.kind, ownerId: owner.id }),
    ]);
    return {
      owner,
      canManage: manage,
      albums: presentAlbums(albumRows),
      audio: rest.audio.map(presentAudio),
      videos: rest.videos.map(presentVideo),
      documents: rest.documents.map(presentDocument),
    };
  }

  /**
   * Deletes every media row of a user or page inside `executor` (e.g. the account purge's
   * transaction) and answers a function that deletes their stored files: call it after the
   * commit, so that a rollback never leaves rows without files (orphan files are harmless).
   */
  async function deleteMediaRowsOf(
    executor: Executor,
    kind: MediaOwnerKind,
    id: string,
  ): Promise<() => Promise<void>> {
    const owner = { kind, id };
    const files = await repo.ownerFiles(owner, executor);
    await repo.deleteOwnerRows(owner, executor);
    await repo.deleteImages(
      files.images.map((row) => row.id),
      executor,
    );
    return async () => {
      await Promise.all([
        ...files.images.map((row) => storage.deletePrefix(row.storageKey).catch(() => undefined)),
        ...files.keys.map((key) => storage.delete(key).catch(() => undefined)),
      ]);
    };
  }

  /** Deletes every media row and stored file of a user or page (page deletion, tools). */
  async function deleteMediaOf(kind: MediaOwnerKind, id: string): Promise<void> {
    const deleteFiles = await deleteMediaRowsOf(db, kind, id);
    await deleteFiles();
  }

  return {
    storage,
    pictureOf,
    picturesOf,
    uploadImage,
    deleteImage,
    createAlbum,
    renameAlbum,
    deleteAlbum,
    reorderAlbums: (ctx: RequestContext, ids: string[]) => reorderOwned(ctx, 'albums', ids),
    reorderPhotos,
    updatePhoto,
    deletePhoto,
    uploadAudio,
    addSoundCloud,
    reorderAudio: (ctx: RequestContext, ids: string[]) => reorderOwned(ctx, 'audio', ids),
    getAudio,
    deleteAudio,
    addVideo,
    reorderVideos: (ctx: RequestContext, ids: string[]) => reorderOwned(ctx, 'videos', ids),
    getVideo,
    deleteVideo,
    uploadDocument,
    deleteDocument,
    documentByKey: repo.documentByKey,
    listMedia,
    deleteMediaOf,
    deleteMediaRowsOf,
  };
}
