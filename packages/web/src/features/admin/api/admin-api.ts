import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AdminLoginKeySchema,
  AdminUserDetailSchema,
  AdminUserSearchResultSchema,
  type AdminLoginKey,
  type AdminUserDetail,
  type BanKind,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** The search the address asks for (`/admin/user?q=&page=`): the screen's and its prefetch's. */
export const adminSearchOf = (params: URLSearchParams) => ({
  q: params.get('q') ?? '',
  page: Math.max(1, Number(params.get('page')) || 1),
});

/** `GET /api/admin/users?q=&page=`. */
export const adminSearchQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'search', q, page],
    queryFn: ({ signal }) =>
      apiClient.request('/admin/users', {
        query: { q, page },
        schema: AdminUserSearchResultSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/users/{id}`. */
export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiClient.request(`/admin/users/${encodeURIComponent(id)}`, {
        schema: AdminUserDetailSchema,
        signal,
      }),
  });

/** The actions that answer the account's admin view. */
export type AdminDetailAction =
  | { kind: 'password-reset' }
  | { kind: 'shadow-ban' }
  | { kind: 'community-ban'; until: string }
  | { kind: 'remove-ban'; ban?: BanKind }
  | { kind: 'end-sessions' }
  | { kind: 'deactivate' }
  | { kind: 'reactivate' }
  | { kind: 'delete' }
  | { kind: 'restore' }
  | { kind: 'role'; role: 'moderator' | 'user' };

export function runAdminAction(
  id: string,
  action: AdminDetailAction,
  reason: string,
): Promise<AdminUserDetail> {
  const body: Record<string, string> = {};
  if (reason.trim()) body.reason = reason.trim();
  if (action.kind === 'community-ban') body.until = action.until;
  if (action.kind === 'remove-ban' && action.ban) body.kind = action.ban;
  if (action.kind === 'role') body.role = action.role;
  return apiClient.request(`/admin/users/${encodeURIComponent(id)}/${action.kind}`, {
    method: 'POST',
    json: body,
    schema: AdminUserDetailSchema,
  });
}

/** `POST /api/admin/users/{id}/login-key`: the key and its link, answered once. */
export function createLoginKey(id: string, reason: string): Promise<AdminLoginKey> {
  return apiClient.request(`/admin/users/${encodeURIComponent(id)}/login-key`, {
    method: 'POST',
    json: reason.trim() ? { reason: reason.trim() } : {},
    schema: AdminLoginKeySchema,
  });
}
