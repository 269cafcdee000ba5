import { sql } from 'drizzle-orm';
import { MAX_AUDIO_TRACKS, MAX_DOCUMENTS, MAX_VIDEOS } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import {
  albums,
  audioTracks,
  documents,
  images,
  videos,
  type AudioTrackRow,
  type DocumentRow,
  type VideoRow,
} from '../../db/schema/index.ts';
import { ownerIs, type Executor, type MediaOwnerRef } from './media.repository.ts';

/** The rows of audio, videos and documents of one owner (one statement). */
export type OwnerMediaRows = {
  audio: AudioTrackRow[];
  videos: VideoRow[];
  documents: DocumentRow[];
};

export type OwnerMediaRepository = ReturnType<typeof createOwnerMediaRepository>;

/** Everything of one owner at once: the media list, and what goes when the owner goes. */
export function createOwnerMediaRepository(db: Database) {
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

  return { ownerMediaRows, ownerFiles, deleteOwnerRows };
}
