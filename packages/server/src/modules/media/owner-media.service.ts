import type { MediaList, MediaOwnerKind } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { createAlbumsRepository } from './albums.repository.ts';
import type { Executor, MediaOwnerRef } from './media.repository.ts';
import { presentAlbums, presentAudio, presentDocument, presentVideo } from './media.presenter.ts';
import { createMediaContext, type MediaServiceOptions } from './media.shared.ts';
import { createOwnerMediaRepository } from './owner-media.repository.ts';
import { createPicturesRepository } from './pictures.repository.ts';

export type OwnerMediaService = ReturnType<typeof createOwnerMediaService>;

/**
 * All media of one user or page at once: the media list, and deleting everything when the page
 * is deleted or the account purged.
 */
export function createOwnerMediaService(db: Database, options: MediaServiceOptions) {
  const { storage, canManage } = createMediaContext(db, options);
  const owners = createOwnerMediaRepository(db);
  const albums = createAlbumsRepository(db);
  const images = createPicturesRepository(db);

  /**
   * Everything of one owner in at most three statements: albums with their photos (one join),
   * audio + videos + documents (one statement of JSON sub-selects), and the caller's page role.
   * Every list is bounded (`MAX_*`), so the answer is too.
   */
  async function listMedia(ctx: RequestContext, owner: MediaOwnerRef): Promise<MediaList> {
    const [albumRows, rest, manage] = await Promise.all([
      albums.albumRowsOfOwner(owner),
      owners.ownerMediaRows(owner),
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
    const files = await owners.ownerFiles(owner, executor);
    await owners.deleteOwnerRows(owner, executor);
    await images.deleteImages(
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

  return { listMedia, deleteMediaOf, deleteMediaRowsOf };
}
