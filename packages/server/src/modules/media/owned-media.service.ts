import { and, eq, inArray } from 'drizzle-orm';
import type { AudioTrack, Image } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { audioTracks, images } from '../../db/schema/index.ts';
import type { MediaOwnerRef } from './media.repository.ts';
import { presentAudio, presentImage } from './media.presenter.ts';

/**
 * Media another module shows by id (a contact ad's pictures and audio): only items of the given
 * owner, in the order asked for; ids of other owners or gone items are left out, so a caller
 * compares the count to refuse foreign ids.
 */
export function createOwnedMediaService(db: Database) {
  const inOrder = <T extends { id: string }>(ids: readonly string[], rows: T[]) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return [...new Set(ids)].flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  };
  return {
    async ownedImages(owner: MediaOwnerRef, ids: readonly string[]): Promise<Image[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(images)
        .where(
          and(
            eq(images.ownerKind, owner.kind),
            eq(images.ownerId, owner.id),
            inArray(images.id, [...ids]),
          ),
        );
      return inOrder(ids, rows).map(presentImage);
    },
    async ownedAudio(owner: MediaOwnerRef, ids: readonly string[]): Promise<AudioTrack[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(audioTracks)
        .where(
          and(
            eq(audioTracks.ownerKind, owner.kind),
            eq(audioTracks.ownerId, owner.id),
            inArray(audioTracks.id, [...ids]),
          ),
        );
      return inOrder(ids, rows).map(presentAudio);
    },
  };
}
