import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

/** Documents (.pdf and .zip uploads). */
export function createDocumentsRepository(db: Database) {
  async function insertDocument(values: typeof documents.$inferInsert) {
    const [row] = await db.insert(documents).values(values).returning();
    return row!;
  }
  const documentById = async (id: string) =>
    (await db.select().from(documents).where(eq(documents.id, id)))[0];
  const deleteDocument = async (id: string) => {
    await db.delete(documents).where(eq(documents.id, id));
  };
  /** What serving a stored document needs: its download name and format. */
  async function documentByKey(storageKey: string) {
    const [row] = await db
      .select({ fileName: documents.fileName, format: documents.format })
      .from(documents)
      .where(eq(documents.storageKey, storageKey));
    return row ?? null;
  }

  return { insertDocument, documentById, deleteDocument, documentByKey };
}
