import { AppError, MAX_ALBUMS, type Album, type AlbumPhoto } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { createAlbumsRepository } from './albums.repository.ts';
import { presentAlbums, presentPhoto } from './media.presenter.ts';
import { createMediaContext, mediaOwnerOf, type MediaServiceOptions } from './media.shared.ts';

export type AlbumsService = ReturnType<typeof createAlbumsService>;

/**
 * Albums and their photos: create, rename, reorder and delete albums; caption, reorder and
 * delete photos. Photos are uploaded as images (pictures.service.ts).
 */
export function createAlbumsService(db: Database, options: MediaServiceOptions) {
  const { repo, requireManaged, requireRoom, checkOrder, reorderOwned, removeImages } =
    createMediaContext(db, options);
  const albums = createAlbumsRepository(db);

  async function albumFor(ctx: RequestContext, albumId: string) {
    return requireManaged(ctx, await albums.albumById(albumId));
  }

  async function albumById(id: string): Promise<Album> {
    const [album] = presentAlbums(await albums.albumRowsById(id));
    if (!album) throw new AppError('request.entity_not_found');
    return album;
  }

  async function createAlbum(ctx: RequestContext, title: string): Promise<Album> {
    const { owner, userId } = mediaOwnerOf(ctx);
    await requireRoom('albums', owner, MAX_ALBUMS);
    const row = await albums.insertAlbum({
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
    await albums.renameAlbum(id, title);
    return albumById(id);
  }

  async function deleteAlbum(ctx: RequestContext, id: string): Promise<void> {
    await albumFor(ctx, id);
    const photoImages = await albums.photoImagesOf(id);
    await albums.deleteAlbum(id);
    await removeImages(photoImages);
  }

  /** The photo of the album, when the caller may change the album. */
  async function photoFor(ctx: RequestContext, albumId: string, photoId: string) {
    await albumFor(ctx, albumId);
    const row = await albums.photoWithImage(albumId, photoId);
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
    return presentPhoto(await albums.setCaption(photoId, caption || null), image);
  }

  async function deletePhoto(ctx: RequestContext, albumId: string, photoId: string) {
    const { image } = await photoFor(ctx, albumId, photoId);
    await removeImages([image]);
  }

  async function reorderPhotos(ctx: RequestContext, albumId: string, ids: string[]) {
    await albumFor(ctx, albumId);
    checkOrder(await albums.photoIdsOf(albumId), ids);
    await repo.setPositions('photos', ids);
    return albumById(albumId);
  }

  return {
    createAlbum,
    renameAlbum,
    deleteAlbum,
    reorderAlbums: (ctx: RequestContext, ids: string[]) => reorderOwned(ctx, 'albums', ids),
    reorderPhotos,
    updatePhoto,
    deletePhoto,
  };
}
