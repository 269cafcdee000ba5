import {
  contactAdQuery,
  myActingPagesQuery,
} from '../../features/contactads/api/contactads-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/contactad/{id}/edit`: the ad; `/contactad/create`: the pages that may publish. */
export async function prefetch({ params, queryClient }: PrefetchArgs) {
  const id = params['id'];
  if (id) await queryClient.prefetchQuery(contactAdQuery(id));
  else await queryClient.prefetchQuery(myActingPagesQuery);
}
