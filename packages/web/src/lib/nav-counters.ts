import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CONTACT_REQUESTS_COUNTER,
  NOTIFICATIONS_COUNTER,
  UNREAD_MESSAGES_COUNTER,
  type Counters,
} from '@backline/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiClient, lazySchema } from './api-client.ts';
import { usePollingInterval } from './realtime/realtime-context.ts';

const CountersAnswer = lazySchema(() =>
  import('./shell-schemas.ts').then((schemas) => schemas.CountersResponseSchema),
);

/** Every counter the navigation shows, asked for in one request. */
export const NAV_COUNTERS = [
  NOTIFICATIONS_COUNTER,
  UNREAD_MESSAGES_COUNTER,
  CONTACT_REQUESTS_COUNTER,
] as const;
export type NavCounter = (typeof NAV_COUNTERS)[number];

export const NAV_COUNTERS_KEY = ['counters'] as const;

/** How often an open, visible app asks for the counters while the realtime socket is down. */
export const COUNTERS_REFRESH_MS = 60_000;
/** Counters younger than this are not asked for again on navigation. */
const COUNTERS_STALE_MS = 15_000;

export const fetchNavCounters = async (signal?: AbortSignal): Promise<Counters> => {
  const answer = await apiClient.request('/resource/counter', {
    method: 'POST',
    form: { counter: NAV_COUNTERS.join(',') },
    schema: CountersAnswer,
    signal,
  });
  return answer.counters;
};

/**
 * The navigation's counters (`POST /api/resource/counter`, spec section 7): one query for the
 * bell and the badges of messages and contacts. Asked again on navigation once stale, on focus,
 * on `counters.changed` (app/realtime-sync.ts) and every minute only while the socket is down.
 * `enabled`: false for visitors (no counters without a session).
 */
export function useNavCounter(name: NavCounter, enabled = true): number {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const counters = useQuery({
    queryKey: NAV_COUNTERS_KEY,
    queryFn: ({ signal }) => fetchNavCounters(signal),
    enabled,
    staleTime: COUNTERS_STALE_MS,
    refetchInterval: usePollingInterval(COUNTERS_REFRESH_MS),
    refetchOnWindowFocus: true,
    select: (all) => all[name] ?? 0,
  });
  useEffect(() => {
    void queryClient.refetchQueries(
      { queryKey: NAV_COUNTERS_KEY, stale: true, type: 'active' },
      // Several badges run this on one navigation: one request.
      { cancelRefetch: false },
    );
  }, [pathname, queryClient]);
  return counters.data ?? 0;
}

export const getNavCounter = (queryClient: QueryClient, name: NavCounter): number | undefined =>
  queryClient.getQueryData<Counters>(NAV_COUNTERS_KEY)?.[name];

/** Sets one counter in the cache (a screen that knows it, e.g. after "mark all read"). */
export function setNavCounter(queryClient: QueryClient, name: NavCounter, value: number): void {
  queryClient.setQueryData<Counters>(NAV_COUNTERS_KEY, (old) =>
    old ? { ...old, [name]: value } : old,
  );
}
