import { hasLifecycleParam } from '../../features/account-lifecycle/lifecycle-paths.ts';
import { oidcProvidersQuery } from '../../features/auth/api/oidc-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/**
 * `/login`: the external sign-in providers under the form, as the form asks for them; not for the
 * password reset (`?reset=`) nor the mailed lifecycle links, which show no form.
 */
export const prefetch = async ({ url, queryClient }: PrefetchArgs) => {
  if (url.searchParams.has('reset') || hasLifecycleParam(url.searchParams)) return;
  await queryClient.prefetchQuery(oidcProvidersQuery);
};
