import { ownProfileQuery } from '../../features/profiles/api/profile-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/user/edit`: the own profile the form and the avatar editor show (the account tab reads none). */
export const prefetch = ({ url, queryClient }: PrefetchArgs) =>
  url.searchParams.get('tab') === 'account'
    ? Promise.resolve()
    : queryClient.prefetchQuery(ownProfileQuery);
