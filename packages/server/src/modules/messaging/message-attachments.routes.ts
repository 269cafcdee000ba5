import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod/mini';
import {
  AttachmentFileParamsSchema,
  AttachmentFileQuerySchema,
  AttachmentUploadSchema,
  ConversationParamsSchema,
  MessageParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import { contentDisposition, readUpload } from '../media/media.module.ts';
import type { AttachmentsService } from './message-attachments.service.ts';

export type AttachmentRoutesOptions = { attachments: AttachmentsService };

const TAGS = ['messaging'];
const SECURITY = [{ bearer: [] }];
const DeletedSchema = z.object({ deleted: z.literal(true) });

/**
 * Chat attachments (decisions: chat attachments): upload into a conversation (multipart, one
 * `file`; registered here, in this plugin only), take back an upload not sent yet, and the files
 * behind the signed urls the history hands out.
 */
export const attachmentRoutes: FastifyPluginAsyncZod<AttachmentRoutesOptions> = async (
  app,
  { attachments },
) => {
  await app.register(multipart, {
    limits: { fileSize: 15 * 1024 * 1024, files: 1, fields: 10, parts: 11 },
  });

  app.post(
    '/api/messaging/conversations/:id/attachments',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary:
          'Upload an image (JPEG, PNG, WebP, AVIF, HEIC; re-encoded, metadata removed) or a PDF ' +
          'for my next message here (send its id in `attachmentIds`); only to confirmed ' +
          'contacts or prior contacters (`messaging.attachments_contacts_only`)',
        description: 'multipart/form-data: one `file` part, 15 MB at most. Type by content.',
        consumes: ['multipart/form-data'],
        security: SECURITY,
        params: ConversationParamsSchema,
        response: { 200: AttachmentUploadSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const attachment = await attachments.upload(user.id, request.params.id, async () => {
        const { file } = await readUpload(request, 'attachment');
        return file;
      });
      return { attachment };
    },
  );

  app.delete(
    '/api/messaging/attachments/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Take back a file I uploaded and have not sent yet',
        security: SECURITY,
        params: MessageParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => attachments.remove(requireUser(request).user.id, request.params.id),
  );

  app.get(
    '/api/messaging/attachments/:id/:variant',
    {
      schema: {
        tags: TAGS,
        summary:
          'A file of a message, by the signed url its history gave (valid two hours at most); ' +
          '404 once expired, deleted or not signed for it',
        params: AttachmentFileParamsSchema,
        querystring: AttachmentFileQuerySchema,
      },
      compress: false,
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const file = await attachments.file(id, variant, request.query);
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', `private, max-age=${file.maxAgeSeconds}`)
        .header('content-length', String(file.object.size))
        .header('referrer-policy', 'no-referrer');
      if (file.fileName) reply.header('content-disposition', contentDisposition(file.fileName));
      return reply.send(file.object.body);
    },
  );
};
