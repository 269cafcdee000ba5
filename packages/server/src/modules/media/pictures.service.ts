import {
  AppError,
  MAX_ALBUM_PHOTOS,
  PICTURE_SIZES,
  type AlbumPhoto,
  type Image,
  type ImagePurpose,
  type Picture,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { ImageRow } from '../../db/schema/index.ts';
import { processImage, type PictureSize } from '../../platform/images/process-image.ts';
import { IMMUTABLE_CACHE, pictureUrls } from '../../platform/storage/picture-urls.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { createAlbumsRepository } from './albums.repository.ts';
import type { MediaOwnerRef } from './media.repository.ts';
import { presentImage, presentPhoto } from './media.presenter.ts';
import {
  createMediaContext,
  mediaOwnerOf,
  randomKey,
  type MediaServiceOptions,
  type UploadedFile,
} from './media.shared.ts';
import { createPicturesRepository } from './pictures.repository.ts';

export type PicturesService = ReturnType<typeof createPicturesService>;

/**
 * Images: avatars and covers (one each per user or page, a new one replaces the old), album
 * photos, and the picture urls other modules show for image ids.
 */
export function createPicturesService(db: Database, options: MediaServiceOptions) {
  const { storage, requireManaged, removeImages } = createMediaContext(db, options);
  const images = createPicturesRepository(db);
  const albums = createAlbumsRepository(db);

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
      return await images.insertImage({
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

  async function uploadImage(
    ctx: RequestContext,
    fields: { purpose: ImagePurpose; albumId?: string; caption?: string },
    file: UploadedFile,
  ): Promise<{ image: Image; photo: AlbumPhoto | null }> {
    const { owner, userId } = mediaOwnerOf(ctx);
    if (fields.purpose === 'photo') {
      if (!fields.albumId) throw new AppError('validation.required', { field: 'albumId' });
      const album = await requireManaged(ctx, await albums.albumById(fields.albumId));
      if ((await albums.photoCount(album.id)) >= MAX_ALBUM_PHOTOS) {
        throw new AppError('media.limit_reached', { params: { max: MAX_ALBUM_PHOTOS } });
      }
      // The photo belongs to the album's owner (a page admin may add to the page's album).
      const albumOwner = { kind: album.ownerKind, id: album.ownerId };
      const image = await storeImage(albumOwner, userId, 'photo', file.buffer);
      const photo = await albums.insertPhoto(album.id, image.id, fields.caption || null);
      return { image: presentImage(image), photo: presentPhoto(photo, image) };
    }
    if (owner.kind === 'page' && !(await images.pageExists(owner.id))) {
      throw new AppError('request.entity_not_found');
    }
    const image = await storeImage(owner, userId, fields.purpose, file.buffer);
    const replaced = await images.setOwnerImage(owner, fields.purpose, image.id);
    if (replaced && replaced !== image.id) await removeImages(await images.imageKeys([replaced]));
    return { image: presentImage(image), photo: null };
  }

  async function deleteImage(ctx: RequestContext, id: string): Promise<void> {
    const row = await requireManaged(ctx, await images.imageById(id));
    await removeImages([row]);
  }

  /** Picture urls of images by id (avatars and covers of profiles, pages, accounts). */
  async function picturesOf(ids: readonly (string | null | undefined)[]) {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    const result = new Map<string, Picture>();
    for (const row of await images.imageKeys(wanted)) {
      result.set(row.id, pictureUrls(row.storageKey));
    }
    return result;
  }

  async function pictureOf(id: string | null | undefined): Promise<Picture | null> {
    if (!id) return null;
    return (await picturesOf([id])).get(id) ?? null;
  }

  return { pictureOf, picturesOf, uploadImage, deleteImage };
}
