import { gemaStatusQuery } from '../../features/gema/api/gema-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/user/gema`: the user's membership status (the way back from the society completes itself). */
export const prefetch = ({ queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(gemaStatusQuery);
