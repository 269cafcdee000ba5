import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/request-context.ts';

/** What every pages route file shares: the API docs' tag and security, the caller, "done". */
export const TAGS = ['pages'];
export const SECURITY = [{ bearer: [] }];
export const userIdOf = (request: FastifyRequest): string => requireUser(request).user.id;
export const DONE = { done: true as const };
