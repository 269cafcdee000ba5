import type { FastifyRequest } from 'fastify';
import { AppError } from '@backline/domain';
import { requireUser } from '../../plugins/request-context.ts';
import type { Caller } from './account-settings.shared.ts';

/** What every settings route file shares: the API docs' tag and security, and the caller. */
export const TAGS = ['account settings'];
export const SECURITY = [{ bearer: [] }];

export const caller = (request: FastifyRequest): Caller => {
  const { user, session } = requireUser(request);
  return { userId: user.id, sessionId: session.id };
};

/**
 * `GET /api/user/email` and `GET /api/user/phone` of spec section 7. The change asks for the
 * current password, which must not travel in a URL (logs, history): the GET always answers 422
 * `validation.required` on field `password`, and the POST twins take it in the body.
 */
export const askForPassword = (): never => {
  throw new AppError('validation.required', { field: 'password' });
};
