import {
  AppError,
  type DeviceInfo,
  type DeviceState,
  type Me,
  type RealtimeCredential,
} from '@backline/domain';
import { hashSessionToken } from '../../platform/tokens.ts';
import type { Authenticated } from '../../plugins/request-context.ts';
import { presentMe } from './accounts.presenter.ts';
import type { AccountsContext } from './accounts.shared.ts';

/** Writing `last_used_at` on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The signed-in session: its token resolved per request, `me`, ping and logout. */
export function createSessionsService({
  repository,
  options: { userPages, pendingRequests, realtime, sessionLookups },
}: AccountsContext) {
  return {
    /** The request-context plugin's token resolver. */
    async authenticate(token: string): Promise<Authenticated | null> {
      const tokenHash = hashSessionToken(token);
      const find = () => repository.findLiveSessionByTokenHash(tokenHash);
      const found = await (sessionLookups ? sessionLookups.lookup(tokenHash, find) : find());
      if (!found) return null;
      if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touchSession(found.session.id);
        // A kept lookup is touched once, not on every request until it is dropped.
        found.session.lastUsedAt = new Date();
      }
      return {
        user: found.user,
        session: { id: found.session.id, userId: found.session.userId },
      };
    },

    async getMe(userId: string): Promise<Me> {
      const user = await repository.findActiveUserById(userId);
      if (!user) throw new AppError('auth.required');
      const me = presentMe(user, await pendingRequests?.(userId));
      return userPages ? { ...me, ...(await userPages(userId)) } : me;
    },

    /** `me`'s ticket for the realtime socket of this session (`/api/ws?ticket=`). */
    realtimeCredential(sessionId: string): { realtime?: RealtimeCredential } {
      return realtime ? { realtime: realtime.tickets.issue(sessionId) } : {};
    },

    /** Which of these sessions are live, with their users (the realtime sockets' check). */
    liveSessions: (sessionIds: readonly string[]) => repository.liveSessions(sessionIds),

    async logout(sessionId: string): Promise<void> {
      await repository.sessions.end(sessionId);
      // The notice reaches this server too, but the next request may come first.
      sessionLookups?.forgetAll();
    },

    async ping(
      sessionId: string,
      deviceState: DeviceState | null,
      device: DeviceInfo | null,
    ): Promise<void> {
      await repository.touchSession(sessionId, { deviceState, device });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
