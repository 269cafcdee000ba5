import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  DeletedSchema,
  ImageUploadFieldsSchema,
  ImageUploadResponseSchema,
  MediaIdParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import { MULTIPART, SECURITY, TAGS, parseFields, upload } from './media.routes.shared.ts';
import type { PicturesService } from './pictures.service.ts';

export type PictureRoutesOptions = { pictures: PicturesService };

/** Images: upload an avatar, cover or album photo; delete one. */
export const pictureRoutes: FastifyPluginAsyncZod<PictureRoutesOptions> = async (
  app,
  { pictures },
) => {
  app.post(
    '/api/media/images',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary: 'Upload an image: avatar or cover (replaces the current one) or an album photo',
        ...MULTIPART,
        security: SECURITY,
        response: { 200: ImageUploadResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { file, fields } = await upload(request, 'image');
      const parsed = parseFields(ImageUploadFieldsSchema, fields);
      if (!file) throw new AppError('validation.image_required', { field: 'file' });
      return pictures.uploadImage(request.ctx, parsed, file);
    },
  );

  app.delete(
    '/api/media/images/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete an image (an avatar or cover is removed from its profile or page)',
        security: SECURITY,
        params: MediaIdParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      await pictures.deleteImage(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );
};
