import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { meQuery } from '../features/auth/api/fetch-me.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { RealtimeContext } from '../lib/realtime/realtime-context.ts';
import { createRealtimeHub } from '../lib/realtime/realtime-hub.ts';

/**
 * One realtime socket per signed-in tab: the hub (status, events) for everything below; the
 * connection and the cache sync (`realtime-start.ts`) load once the user is known, after the
 * first paint and out of the entry bundle, and stop on sign-out or when another user signs in.
 * A server whose `/api/user/me` offers no ticket has no socket: nothing is opened (no failing
 * connection attempts), and the screens poll.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hub] = useState(createRealtimeHub);
  const userId = useSession().user?.id ?? null;
  const offered = useQuery({
    ...meQuery,
    enabled: userId !== null,
    select: (me) => me.realtime !== undefined,
  }).data;

  useEffect(() => {
    if (!userId || !offered) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./realtime-start.ts').then(
      ({ startRealtime }) => {
        if (!cancelled) stop = startRealtime(hub, queryClient);
      },
      () => {
        // The chunk did not load (offline, a new deployment): the screens keep polling.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hub, queryClient, userId, offered]);

  return <RealtimeContext value={hub}>{children}</RealtimeContext>;
}
