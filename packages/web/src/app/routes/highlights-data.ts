import { highlightsQuery } from '../../features/highlights/api/highlights-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/highlights`: the list (one request; the editors' picker asks as they type). */
export const prefetch = ({ queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(highlightsQuery);
