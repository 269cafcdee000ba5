import { offerListQuery } from '../../features/booking/api/offer-list-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/gigs`, `/booking`: the list for the filters in the address, as the screen asks for it. */
export const prefetch = ({ url, queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(offerListQuery(url.searchParams.toString()));
