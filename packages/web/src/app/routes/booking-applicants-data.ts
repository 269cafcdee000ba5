import { applicantQueryOf } from '@backline/domain';
import {
  applicantSearchOf,
  applicantsQuery,
  offerQuery,
} from '../../features/booking/api/booking-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/booking/{id}/applicants`: the offer and the applicants for the filters in the address. */
export async function prefetch({ params, url, queryClient }: PrefetchArgs) {
  const id = params['id'] ?? '';
  const search = applicantSearchOf(applicantQueryOf(Object.fromEntries(url.searchParams)));
  await Promise.all([
    queryClient.prefetchQuery(offerQuery(id)),
    queryClient.prefetchQuery(applicantsQuery(id, search)),
  ]);
}
