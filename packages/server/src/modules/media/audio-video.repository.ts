import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { audioTracks, videos } from '../../db/schema/index.ts';

export type AudioVideoRepository = ReturnType<typeof createAudioVideoRepository>;

/** Audio tracks (uploaded mp3s and SoundCloud links) and YouTube videos. */
export function createAudioVideoRepository(db: Database) {
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

  return { insertAudio, audioById, deleteAudio, insertVideo, videoById, deleteVideo };
}
