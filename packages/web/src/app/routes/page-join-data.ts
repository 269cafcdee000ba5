import { invitePreviewQuery } from '../../features/pages/api/pages-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/page/invite/{token}`: the page the invite link offers. */
export const prefetch = ({ params, queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(invitePreviewQuery(params['token'] ?? ''));
