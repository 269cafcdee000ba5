import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ImagePurpose } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { images, pages, profiles, type ImageRow } from '../../db/schema/index.ts';
import type { Executor, MediaOwnerRef } from './media.repository.ts';

export type PicturesRepository = ReturnType<typeof createPicturesRepository>;

/**
 * SQL: the storage key of the image whose id `imageId` holds (a column or an expression), or
 * null; for another module's list statement that must stay one statement (its presenter makes
 * the urls with `pictureUrls`).
 */
export const imageKeySql = (imageId: SQL | { getSQL(): SQL }) => sql<string | null>`(
  select ${images.storageKey} from ${images} where ${images.id} = ${imageId}
)`;

/** The image rows, and the avatar/cover references of profiles and pages to them. */
export function createPicturesRepository(db: Database) {
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

  return { insertImage, imageById, imageKeys, deleteImages, pageExists, setOwnerImage };
}
