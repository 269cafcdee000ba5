import { apiClient, IgnoredBody } from '../../../lib/api-client.ts';

/** `GET /api/user/logout`: ends this session on the server (its answer is not used). */
export function logout(): Promise<void> {
  return apiClient.request('/user/logout', { schema: IgnoredBody });
}
