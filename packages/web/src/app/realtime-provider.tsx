import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { meQuery } from '../features/auth/api/fetch-me.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import type { CredentialSource } from '../lib/realtime/realtime-connection.ts';
import { RealtimeContext } from '../lib/realtime/realtime-context.ts';
import { createRealtimeHub } from '../lib/realtime/realtime-hub.ts';
import { getToken } from '../lib/session-storage.ts';

/** A cached ticket this close to its end is not used any more. */
const TICKET_MARGIN_MS = 5_000;

/**
 * The ticket from `/api/user/me` (the cached answer while it is valid and unused, else a new
 * one); the session token for the `auth` frame from a server that hands out no tickets.
 */
export const credentialFrom =
  (queryClient: QueryClient): CredentialSource =>
  async ({ fresh }) => {
    const token = getToken();
    if (!token) return null;
    let me = queryClient.getQueryData(meQuery.queryKey);
    const usable =
      me && (!me.realtime || Date.parse(me.realtime.expiresAt) - Date.now() > TICKET_MARGIN_MS);
    if (fresh || !usable) me = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    return me?.realtime ? { ticket: me.realtime.ticket } : { token };
  };

/**
 * One realtime socket per signed-in tab: the hub (status, events) for everything below, and the
 * connection with the cache sync loaded once the user is known (after the first paint, out of the
 * entry bundle) and stopped on sign-out.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hub] = useState(createRealtimeHub);
  const session = useSession();
  const userId = session.user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([
      import('../lib/realtime/realtime-connection.ts'),
      import('./realtime-sync.ts'),
    ]).then(
      ([{ RealtimeConnection }, { syncCachesWithRealtime }]) => {
        if (cancelled) return;
        const unsync = syncCachesWithRealtime(hub, queryClient);
        const connection = new RealtimeConnection({ hub, credential: credentialFrom(queryClient) });
        connection.start();
        stop = () => {
          connection.stop();
          unsync();
        };
      },
      () => {
        // The chunk did not load (offline, a new deployment): the screens keep polling.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hub, queryClient, userId]);

  return <RealtimeContext value={hub}>{children}</RealtimeContext>;
}
