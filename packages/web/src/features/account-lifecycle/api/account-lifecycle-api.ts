import {
  AccountDeactivatedSchema,
  AccountDeletionRequestedSchema,
  LifecycleLinkResultSchema,
  ReactivationMailResponseSchema,
  type AccountDeactivated,
  type AccountDeletionRequested,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/user/deactivate`: every session ends, this one too; a reactivation link is mailed. */
export const deactivateAccount = (password: string): Promise<AccountDeactivated> =>
  apiClient.request('/user/deactivate', {
    method: 'POST',
    json: { password },
    schema: AccountDeactivatedSchema,
  });

/** `POST /api/user/delete`: marked for deletion now, purged at `purgeAt`; a cancel link is mailed. */
export const deleteAccount = (password: string): Promise<AccountDeletionRequested> =>
  apiClient.request('/user/delete', {
    method: 'POST',
    json: { password },
    schema: AccountDeletionRequestedSchema,
  });

/** The mailed links: `reactivate` ends a deactivation, `restore` cancels a deletion. */
export type LifecycleLinkKind = 'reactivate' | 'restore';

/**
 * `POST /api/account/reactivate` or `/restore`: uses the link; answers a session token, or
 * `sign_in_required` for an account with two-factor sign-in (it is back, but not signed in).
 */
export const redeemLifecycleLink = (kind: LifecycleLinkKind, token: string) =>
  apiClient.request(`/account/${kind}`, {
    method: 'POST',
    json: { token },
    schema: LifecycleLinkResultSchema,
  });

/** `POST /api/account/reactivation-mail`: a new link; the answer never tells about the account. */
export const requestLifecycleLinkMail = (email: string) =>
  apiClient.request('/account/reactivation-mail', {
    method: 'POST',
    json: { email },
    schema: ReactivationMailResponseSchema,
  });
