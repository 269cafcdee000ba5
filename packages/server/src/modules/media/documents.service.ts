import { MAX_DOCUMENTS, type DocumentFormat, type MediaDocument } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { IMMUTABLE_CACHE } from '../../platform/storage/picture-urls.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { createDocumentsRepository } from './documents.repository.ts';
import { baseTitle, inspectDocument } from './media-files.ts';
import { presentDocument } from './media.presenter.ts';
import {
  createMediaContext,
  mediaOwnerOf,
  randomKey,
  type MediaServiceOptions,
  type UploadedFile,
} from './media.shared.ts';

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** Documents: .pdf and .zip uploads (checked by content), their deletion and their download name. */
export function createDocumentsService(db: Database, options: MediaServiceOptions) {
  const { storage, requireManaged, requireRoom } = createMediaContext(db, options);
  const documents = createDocumentsRepository(db);

  /** The file goes first, the row second; a failed insert takes the file back. */
  async function uploadDocument(
    ctx: RequestContext,
    fields: { title?: string },
    file: UploadedFile,
  ): Promise<MediaDocument> {
    const { owner, userId } = mediaOwnerOf(ctx);
    await requireRoom('documents', owner, MAX_DOCUMENTS);
    const format: DocumentFormat = await inspectDocument(file.buffer);
    const title = baseTitle(file.fileName, format === 'pdf' ? 'Dokument' : 'Archiv');
    const fileName = `${title.replace(/[/\\"]/g, '_')}.${format}`;
    const storageKey = `doc/${randomKey()}.${format}`;
    await storage.put(storageKey, file.buffer, {
      contentType: format === 'pdf' ? 'application/pdf' : 'application/zip',
      cacheControl: IMMUTABLE_CACHE,
    });
    try {
      const row = await documents.insertDocument({
        ownerKind: owner.kind,
        ownerId: owner.id,
        uploadedBy: userId,
        format,
        title: fields.title || title,
        fileName,
        storageKey,
        sizeBytes: file.buffer.length,
      });
      return presentDocument(row);
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  async function deleteDocument(ctx: RequestContext, id: string): Promise<void> {
    const document = await requireManaged(ctx, await documents.documentById(id));
    await documents.deleteDocument(id);
    await storage.delete(document.storageKey).catch(() => undefined);
  }

  return { uploadDocument, deleteDocument, documentByKey: documents.documentByKey };
}
