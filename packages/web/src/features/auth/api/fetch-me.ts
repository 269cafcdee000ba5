import { queryOptions } from '@tanstack/react-query';
import { apiClient, lazySchema } from '../../../lib/api-client.ts';

const MeAnswer = lazySchema(() =>
  import('../../../lib/shell-schemas.ts').then((schemas) => schemas.MeResponseSchema),
);

export const ME_QUERY_KEY = ['user', 'me'] as const;

/** `GET /api/user/me`: the signed-in user and the current client version. */
export const meQuery = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => apiClient.request('/user/me', { schema: MeAnswer, signal }),
  staleTime: 60_000,
});
