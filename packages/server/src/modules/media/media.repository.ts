import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAX_AUDIO_TRACKS,
  MAX_DOCUMENTS,
  MAX_VIDEOS,
  type ImagePurpose,
  type MediaOwnerKind,
  type PageRole,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';

/** The database or an open transaction (purge steps run inside the account's transaction). */
export type Executor = Database | Transaction;
import {
  albumPhotos,
  albums,
  audioTracks,
  documents,
  images,
  pageMembers,
  pages,
  profiles,
  videos,
  type AudioTrackRow,
  type DocumentRow,
  type ImageRow,
  type VideoRow,
} from '../../db/schema/index.ts';

export type MediaOwnerRef = { kind: MediaOwnerKind; id: string };

/** The lists of an owner that have an order of their own. */
const ORDERED = { albums, audio: audioTracks, videos } as const;
export type OrderedKind = keyof typeof ORDERED;
const COUNTED = { ...ORDERED, documents } as const;
export type CountedKind = keyof typeof COUNTED;

type OwnedTable = (typeof COUNTED)[CountedKind] | typeof images;
const ownerIs = (table: OwnedTable, owner: MediaOwnerRef) =>
  and(eq(table.ownerKind, owner.kind), eq(table.ownerId, owner.id));

export type AlbumJoinRow = {
  album: { id: string; title: string };
  photo: { id: string; caption: string | null } | null;
  image: { id: string; width: number; height: number; storageKey: string } | null;
};

/** The rows of audio, videos and documents of one owner (one statement). */
export type OwnerMediaRows = {
  audio: AudioTrackRow[];
  videos: VideoRow[];
  documents: DocumentRow[];
};

export type MediaRepository = ReturnType<typeof createMediaRepository>;

export function createMediaRepository(db: Database) {
  async function pageRoleOf(userId: string, pageId: string): Promise<PageRole | null> {
    const [row] = await db
      .select({ role: pageMembers.role })
      .from(pageMembers)
      .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)));
    return row?.role ?? null;
  }

  async function count(kind: CountedKind, owner: MediaOwnerRef): Promise<number> {
    const table = COUNTED[kind];
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(ownerIs(table, owner));
    return row?.n ?? 0;
  }

  async function nextPosition(kind: OrderedKind, owner: MediaOwnerRef): Promise<number> {
    const table = ORDERED[kind];
    const [row] = await db
      .select({ p: sql<number>`(coalesce(max(${table.position}), -1) + 1)::int` })
      .from(table)
      .where(ownerIs(table, owner));
    return row?.p ?? 0;
  }

  // ---- Images ----

  async function insertImage(values: typeof images.$inferInsert): Promise<ImageRow> {
    const [row] = await db.insert(images).values(values).returning();
    return row as ImageRow;
  }

  const imageById = async (id: string) =>
    (await db.select().from(images).where(eq(images.id, id)))[0];

  async function imageKeys(ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: images.id, storageKey: images.storageKey })
      .from(images)
      .where(inArray(images.id, ids));
  }

  /** Deletes image rows (album entries cascade) and clears avatar/cover references to them. */
  async function deleteImages(ids: string[], executor: Executor = db): Promise<void> {
    if (ids.length === 0) return;
    await executor.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({ avatarImageId: null })
        .where(inArray(profiles.avatarImageId, ids));
      await tx
        .update(profiles)
        .set({ coverImageId: null })
        .where(inArray(profiles.coverImageId, ids));
      await tx.update(pages).set({ avatarImageId: null }).where(inArray(pages.avatarImageId, ids));
      await tx.update(pages).set({ coverImageId: null }).where(inArray(pages.coverImageId, ids));
      await tx.delete(images).where(inArray(images.id, ids));
    });
  }

  const pageExists = async (id: string) =>
    (await db.select({ id: pages.id }).from(pages).where(eq(pages.id, id))).length > 0;

  /**
   * Sets the owner's avatar or cover; answers the image id it replaced (null when none), or
   * undefined when the page does not exist.
   */
  async function setOwnerImage(
    owner: MediaOwnerRef,
    purpose: Exclude<ImagePurpose, 'photo'>,
    imageId: string,
  ): Promise<string | null | undefined> {
    if (owner.kind === 'user') {
      const [before] = await db
        .select({ avatar: profiles.avatarImageId, cover: profiles.coverImageId })
        .from(profiles)
        .where(eq(profiles.userId, owner.id));
      const set = purpose === 'avatar' ? { avatarImageId: imageId } : { coverImageId: imageId };
      await db
        .insert(profiles)
        .values({ userId: owner.id, ...set })
        .onConflictDoUpdate({ target: profiles.userId, set });
      return (purpose === 'avatar' ? before?.avatar : before?.cover) ?? null;
    }
    const [before] = await db
      .select({ avatar: pages.avatarImageId, cover: pages.coverImageId })
      .from(pages)
      .where(eq(pages.id, owner.id));
    if (!before) return undefined;
    await db
      .update(pages)
      .set(purpose === 'avatar' ? { avatarImageId: imageId } : { coverImageId: imageId })
      .where(eq(pages.id, owner.id));
    return (purpose === 'avatar' ? before.avatar : before.cover) ?? null;
  }

  // ---- Albums ----

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

  async function idsOf(kind: OrderedKind, owner: MediaOwnerRef): Promise<string[]> {
    const table = ORDERED[kind];
    const rows = await db.select({ id: table.id }).from(table).where(ownerIs(table, owner));
    return rows.map((row) => row.id);
  }

  /** Positions 0..n-1 in the order of `ids` (one transaction). */
  async function setPositions(kind: OrderedKind | 'photos', ids: string[]) {
    const table = kind === 'photos' ? albumPhotos : ORDERED[kind];
    await db.transaction(async (tx) => {
      for (const [position, id] of ids.entries()) {
        await tx.update(table).set({ position }).where(eq(table.id, id));
      }
    });
  }

  // ---- Audio, videos, documents ----

  async function insertAudio(values: typeof audioTracks.$inferInsert) {
    const [row] = await db.insert(audioTracks).values(values).returning();
    return row!;
  }
  const audioById = async (id: string) =>
    (await db.select().from(audioTracks).where(eq(audioTracks.id, id)))[0];
  const deleteAudio = async (id: string) => {
    await db.delete(audioTracks).where(eq(audioTracks.id, id));
  };

  async function insertVideo(values: typeof videos.$inferInsert) {
    const [row] = await db.insert(videos).values(values).returning();
    return row!;
  }
  const videoById = async (id: string) =>
    (await db.select().from(videos).where(eq(videos.id, id)))[0];
  const deleteVideo = async (id: string) => {
    await db.delete(videos).where(eq(videos.id, id));
  };

  async function insertDocument(values: typeof documents.$inferInsert) {
    const [row] = await db.insert(documents).values(values).returning();
    return row!;
  }
  const documentById = async (id: string) =>
    (await db.select().from(documents).where(eq(documents.id, id)))[0];
  const deleteDocument = async (id: string) => {
    await db.delete(documents).where(eq(documents.id, id));
  };
  async function documentByKey(storageKey: string) {
    const [row] = await db
      .select({ fileName: documents.fileName, format: documents.format })
      .from(documents)
      .where(eq(documents.storageKey, storageKey));
    return row ?? null;
  }

  /** Audio, videos and documents of one owner in one statement (JSON sub-selects, bounded). */
  async function ownerMediaRows(owner: MediaOwnerRef): Promise<OwnerMediaRows> {
    const result = await db.execute(sql`
      select
        coalesce((select json_agg(t) from (
          select id, owner_kind as "ownerKind", owner_id as "ownerId", source, title, artist,
            duration_seconds as "durationSeconds", tags, storage_key as "storageKey",
            size_bytes as "sizeBytes", url
          from ${audioTracks}
          where owner_kind = ${owner.kind} and owner_id = ${owner.id}
          order by position, created_at, id limit ${MAX_AUDIO_TRACKS}) t), '[]') as audio,
        coalesce((select json_agg(t) from (
          select id, owner_kind as "ownerKind", owner_id as "ownerId",
            youtube_id as "youtubeId", title
          from ${videos}
          where owner_kind = ${owner.kind} and owner_id = ${owner.id}
          order by position, created_at, id limit ${MAX_VIDEOS}) t), '[]') as videos,
        coalesce((select json_agg(t) from (
          select id, format, title, file_name as "fileName", storage_key as "storageKey",
            size_bytes as "sizeBytes"
          from ${documents}
          where owner_kind = ${owner.kind} and owner_id = ${owner.id}
          order by created_at, id limit ${MAX_DOCUMENTS}) t), '[]') as documents
    `);
    const parse = <T>(value: unknown): T[] =>
      (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
    const first = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
    return {
      audio: parse<AudioTrackRow>(first.audio).map((row) => ({
        ...row,
        sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
      })),
      videos: parse<VideoRow>(first.videos),
      documents: parse<DocumentRow>(first.documents).map((row) => ({
        ...row,
        sizeBytes: Number(row.sizeBytes),
      })),
    };
  }

  /** Every stored file of an owner: image folders and audio/document keys. */
  async function ownerFiles(owner: MediaOwnerRef, executor: Executor = db) {
    const imageRows = await executor
      .select({ id: images.id, storageKey: images.storageKey })
      .from(images)
      .where(ownerIs(images, owner));
    const audioRows = await executor
      .select({ storageKey: audioTracks.storageKey })
      .from(audioTracks)
      .where(ownerIs(audioTracks, owner));
    const documentRows = await executor
      .select({ storageKey: documents.storageKey })
      .from(documents)
      .where(ownerIs(documents, owner));
    return {
      images: imageRows,
      keys: [...audioRows, ...documentRows].flatMap((row) =>
        row.storageKey ? [row.storageKey] : [],
      ),
    };
  }

  /** Deletes the owner's albums, audio, videos and documents (images: `deleteImages`). */
  async function deleteOwnerRows(owner: MediaOwnerRef, executor: Executor = db) {
    await executor.transaction(async (tx) => {
      await tx.delete(albums).where(ownerIs(albums, owner));
      await tx.delete(audioTracks).where(ownerIs(audioTracks, owner));
      await tx.delete(videos).where(ownerIs(videos, owner));
      await tx.delete(documents).where(ownerIs(documents, owner));
    });
  }

  return {
    pageRoleOf,
    count,
    nextPosition,
    insertImage,
    imageById,
    imageKeys,
    deleteImages,
    pageExists,
    setOwnerImage,
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
    idsOf,
    setPositions,
    insertAudio,
    audioById,
    deleteAudio,
    insertVideo,
    videoById,
    deleteVideo,
    insertDocument,
    documentById,
    deleteDocument,
    documentByKey,
    ownerMediaRows,
    ownerFiles,
    deleteOwnerRows,
  };
}
