import { sessionsQuery } from '../../features/account-settings/api/settings-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/user/settings`: the signed-in devices (the session is already loading). */
export const prefetch = ({ queryClient }: PrefetchArgs) => queryClient.prefetchQuery(sessionsQuery);
