import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  DeletedSchema,
  DocumentResponseSchema,
  DocumentUploadFieldsSchema,
  MediaIdParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { DocumentsService } from './documents.service.ts';
import { MULTIPART, SECURITY, TAGS, parseFields, upload } from './media.routes.shared.ts';

export type DocumentRoutesOptions = { documents: DocumentsService };

/** Documents: upload a .pdf or .zip, delete one (downloads: media-files.routes.ts). */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (
  app,
  { documents },
) => {
  app.post(
    '/api/media/documents',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Upload a .pdf or .zip document (zip limits checked before unpacking)',
        ...MULTIPART,
        security: SECURITY,
        response: { 200: DocumentResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { file, fields } = await upload(request, 'document');
      const parsed = parseFields(DocumentUploadFieldsSchema, fields);
      if (!file) throw new AppError('validation.required', { field: 'file' });
      return { document: await documents.uploadDocument(request.ctx, parsed, file) };
    },
  );

  app.delete(
    '/api/media/documents/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a document',
        security: SECURITY,
        params: MediaIdParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      await documents.deleteDocument(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );
};
