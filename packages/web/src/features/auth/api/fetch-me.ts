import { queryOptions } from '@tanstack/react-query';
import { MeResponseSchema } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const ME_QUERY_KEY = ['user', 'me'] as const;

/** `GET /api/user/me`: the signed-in user and the current client version. */
export const meQuery = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => apiClient.request('/user/me', { schema: MeResponseSchema, signal }),
  staleTime: 60_000,
});
