import type { FastifyRequest } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { AppError, type MediaUploadKind } from '@backline/domain';
import { requireUser } from '../../plugins/request-context.ts';
import { readUpload } from './read-upload.ts';

/** What every media route file shares: the API docs' tag, security and multipart note. */
export const TAGS = ['media'];
export const SECURITY = [{ bearer: [] }];
export const MULTIPART = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: the text fields and one `file` part. Type is checked by content.',
};

/** Parses the text fields of a multipart form with a domain schema (422 with the field). */
export function parseFields<T>(schema: $ZodType<T>, fields: Record<string, string>): T {
  const result = safeParse(schema, fields);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    const missing = field !== undefined && fields[field] === undefined;
    throw new AppError(missing ? 'validation.required' : 'validation.invalid', { field });
  }
  return result.data;
}

/** Signed in first (401 before anything is read), then the multipart body. */
export async function upload(request: FastifyRequest, kind: MediaUploadKind) {
  requireUser(request);
  const { file, fields } = await readUpload(request, kind);
  return { file, fields };
}
