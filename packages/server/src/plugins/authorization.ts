import type { FastifyRequest } from 'fastify';
import { AppError, type SiteRole } from '@backline/domain';
import { requireUser, type Authenticated } from './request-context.ts';

/** The site roles with routes of their own; an administrator may do what a moderator may. */
export type GuardedSiteRole = Extract<SiteRole, 'admin' | 'moderator'>;

const ROLES_ALLOWED: Record<GuardedSiteRole, readonly SiteRole[]> = {
  admin: ['admin'],
  moderator: ['moderator', 'admin'],
};

/**
 * The guard of every site-admin (`/api/admin/*`) and moderator route: signed in (401
 * `auth.required`), the role (403 `auth.forbidden`; `admin` also passes `moderator`), and
 * two-factor sign-in switched on, which these roles must have (403
 * `auth.two_factor_setup_required` until it is). Answers the signed-in user and session.
 */
export function requireSiteRole(request: FastifyRequest, role: GuardedSiteRole): Authenticated {
  const authenticated = requireUser(request);
  if (!ROLES_ALLOWED[role].includes(authenticated.user.role)) {
    throw new AppError('auth.forbidden');
  }
  if (!authenticated.user.twoFactorEnabled) {
    throw new AppError('auth.two_factor_setup_required');
  }
  return authenticated;
}
