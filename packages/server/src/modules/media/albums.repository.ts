import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { albumPhotos, albums, images } from '../../db/schema/index.ts';
import { ownerIs, type MediaOwnerRef } from './media.repository.ts';

/** An album with one of its photos and that photo's image (a left join: both null when empty). */
export type AlbumJoinRow = {
  album: { id: string; title: string };
  photo: { id: string; caption: string | null } | null;
  image: { id: string; width: number; height: number; storageKey: string } | null;
};

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;

/** Albums and their photos (the photos' images are the pictures repository's). */
export function createAlbumsRepository(db: Database) {
  const albumById = async (id: string) =>
    (await db.select().from(albums).where(eq(albums.id, id)))[0];

  async function albumRows(where: SQL | undefined): Promise<AlbumJoinRow[]> {
    return db
      .select({
        album: { id: albums.id, title: albums.title },
        photo: { id: albumPhotos.id, caption: albumPhotos.caption },
        image: {
          id: images.id,
          width: images.width,
          height: images.height,
          storageKey: images.storageKey,
        },
      })
      .from(albums)
      .leftJoin(albumPhotos, eq(albumPhotos.albumId, albums.id))
      .leftJoin(images, eq(images.id, albumPhotos.imageId))
      .where(where)
      .orderBy(
        asc(albums.position),
        asc(albums.createdAt),
        asc(albums.id),
        asc(albumPhotos.position),
        asc(albumPhotos.createdAt),
      );
  }

  const albumRowsOfOwner = (owner: MediaOwnerRef) => albumRows(ownerIs(albums, owner));
  const albumRowsById = (id: string) => albumRows(eq(albums.id, id));

  async function insertAlbum(values: typeof albums.$inferInsert) {
    const [row] = await db.insert(albums).values(values).returning();
    return row!;
  }

  async function renameAlbum(id: string, title: string) {
    await db.update(albums).set({ title }).where(eq(albums.id, id));
  }

  async function photoCount(albumId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(albumPhotos)
      .where(eq(albumPhotos.albumId, albumId));
    return row?.n ?? 0;
  }

  async function photoImagesOf(albumId: string) {
    return db
      .select({ id: images.id, storageKey: images.storageKey })
      .from(albumPhotos)
      .innerJoin(images, eq(images.id, albumPhotos.imageId))
      .where(eq(albumPhotos.albumId, albumId));
  }

  async function deleteAlbum(id: string) {
    await db.delete(albums).where(eq(albums.id, id));
  }

  async function insertPhoto(albumId: string, imageId: string, caption: string | null) {
    const [row] = await db
      .insert(albumPhotos)
      .values({
        albumId,
        imageId,
        caption,
        position: sql`(select coalesce(max(${albumPhotos.position}), -1) + 1 from ${albumPhotos} where ${albumPhotos.albumId} = ${albumId})`,
      })
      .returning();
    return row!;
  }

  async function photoWithImage(albumId: string, photoId: string) {
    const [row] = await db
      .select({ photo: albumPhotos, image: images })
      .from(albumPhotos)
      .innerJoin(images, eq(images.id, albumPhotos.imageId))
      .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, albumId)));
    return row;
  }

  async function setCaption(photoId: string, caption: string | null) {
    const [row] = await db
      .update(albumPhotos)
      .set({ caption })
      .where(eq(albumPhotos.id, photoId))
      .returning();
    return row!;
  }

  async function photoIdsOf(albumId: string): Promise<string[]> {
    const rows = await db
      .select({ id: albumPhotos.id })
      .from(albumPhotos)
      .where(eq(albumPhotos.albumId, albumId));
    return rows.map((row) => row.id);
  }

  return {
    albumById,
    albumRowsOfOwner,
    albumRowsById,
    insertAlbum,
    renameAlbum,
    photoCount,
    photoImagesOf,
    deleteAlbum,
    insertPhoto,
    photoWithImage,
    setCaption,
    photoIdsOf,
  };
}
