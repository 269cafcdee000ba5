import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { audioTracks, images } from '../../db/schema/index.ts';
import type { MediaOwnerRef } from './media.repository.ts';

/** Images and audio of one owner among the given ids (another module shows them by id). */
export function createOwnedMediaRepository(db: Database) {
  return {
    async images(owner: MediaOwnerRef, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(images)
        .where(
          and(
            eq(images.ownerKind, owner.kind),
            eq(images.ownerId, owner.id),
            inArray(images.id, ids),
          ),
        );
    },
    async audio(owner: MediaOwnerRef, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(audioTracks)
        .where(
          and(
            eq(audioTracks.ownerKind, owner.kind),
            eq(audioTracks.ownerId, owner.id),
            inArray(audioTracks.id, ids),
          ),
        );
    },
  };
}
