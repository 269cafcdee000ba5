import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '../features/auth/api/fetch-me.ts';
import { RealtimeConnection, type CredentialSource } from '../lib/realtime/realtime-connection.ts';
import type { RealtimeHub } from '../lib/realtime/realtime-hub.ts';
import { getToken } from '../lib/session-storage.ts';
import { syncCachesWithRealtime } from './realtime-sync.ts';

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
 * The socket of a signed-in tab and what its events do to the cache (loaded by
 * `RealtimeProvider` once the user is known); the returned function stops both.
 */
export function startRealtime(hub: RealtimeHub, queryClient: QueryClient): () => void {
  const unsync = syncCachesWithRealtime(hub, queryClient);
  const connection = new RealtimeConnection({ hub, credential: credentialFrom(queryClient) });
  connection.start();
  return () => {
    connection.stop();
    unsync();
  };
}
