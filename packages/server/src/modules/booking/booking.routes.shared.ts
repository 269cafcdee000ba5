import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/request-context.ts';
import type { BookingActor } from './booking.shared.ts';

/** What every booking route file shares: the API docs' tag and security, and the caller. */
export const TAGS = ['booking'];
export const SECURITY = [{ bearer: [] }];

/** The signed-in caller, maybe acting for one of their pages (the object-user header). */
export const actorOf = (request: FastifyRequest): BookingActor => {
  const { user } = requireUser(request);
  return { userId: user.id, actingAs: request.ctx.actingAs, shadowBanned: user.shadowBanned };
};
