import {
  communityBanActive,
  detailPath,
  isTwoFactorRequired,
  effectivePreferences,
  type Me,
  type PendingRequests,
} from '@backline/domain';
import type { UserRow } from '../../db/schema/index.ts';

/** Detail route of a user: `/user/{slug}-{id}` (spec section 2). */
export const userResource = (user: Pick<UserRow, 'id' | 'name'>) =>
  detailPath('/user', user.name, user.id);

/** No change request is waiting. */
export const NO_PENDING_REQUESTS: PendingRequests = {
  email: null,
  phone: null,
  passwordReset: null,
};

/** The signed-in user about themself. Pages, pictures and notifications arrive with their modules. */
export function presentMe(user: UserRow, pending: PendingRequests = NO_PENDING_REQUESTS): Me {
  return {
    id: user.id,
    name: user.name,
    resource: userResource(user),
    type: user.type,
    role: user.role,
    picture: null,
    pages: [],
    pageTypes: { artist: false, organization: false },
    email: user.email,
    phone: user.phone,
    locale: user.locale,
    notifications: [],
    profiles: [],
    pending,
    preferences: effectivePreferences(user.preferences),
    bans: {
      communityBanUntil: communityBanActive(user, new Date())
        ? (user.communityBanUntil?.toISOString() ?? null)
        : null,
    },
    twoFactor: {
      enabled: user.totpEnabledAt !== null,
      required: isTwoFactorRequired(user.role),
    },
  };
}
