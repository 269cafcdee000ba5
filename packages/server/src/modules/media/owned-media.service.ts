import type { AudioTrack, Image } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { MediaOwnerRef } from './media.repository.ts';
import { presentAudio, presentImage } from './media.presenter.ts';
import { createOwnedMediaRepository } from './owned-media.repository.ts';

/** The rows of `ids` in that order (each once); ids without a row are left out. */
function inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * Media another module shows by id (a contact ad's pictures and audio): only items of the given
 * owner, in the order asked for; ids of other owners or gone items are left out, so a caller
 * compares the count to refuse foreign ids.
 */
export function createOwnedMediaService(db: Database) {
  const repository = createOwnedMediaRepository(db);
  return {
    async ownedImages(owner: MediaOwnerRef, ids: readonly string[]): Promise<Image[]> {
      return inOrder(ids, await repository.images(owner, [...new Set(ids)])).map(presentImage);
    },
    async ownedAudio(owner: MediaOwnerRef, ids: readonly string[]): Promise<AudioTrack[]> {
      return inOrder(ids, await repository.audio(owner, [...new Set(ids)])).map(presentAudio);
    },
  };
}
