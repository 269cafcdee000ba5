import { API_HEADERS } from '@backline/domain';
import { apiClient, IgnoredBody } from '../../../lib/api-client.ts';

/**
 * `GET /api/user/logout`: ends the session of `token` on the server (its answer is not used).
 * The token is named, not read from storage: the tab has let go of it before the call.
 */
export function logout(token: string): Promise<void> {
  return apiClient.request('/user/logout', {
    schema: IgnoredBody,
    headers: { [API_HEADERS.authorization]: `Bearer ${token}` },
  });
}
