import { AppError, type SessionSummary } from '@backline/domain';
import type { Caller, SettingsContext } from './account-settings.shared.ts';
import { describeDevice } from './device-summary.ts';

/** The user's sessions (spec section 3): each device signed in, and ending them. */
export function createDeviceSessionsService({ repository }: SettingsContext) {
  return {
    async listSessions(caller: Caller): Promise<SessionSummary[]> {
      const rows = await repository.listSessions(caller.userId);
      return rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.device),
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
    },

    /** Ends one of the caller's sessions at once; any other id (someone else's) is not found. */
    async endSession(caller: Caller, sessionId: string): Promise<void> {
      if (!(await repository.endSession(caller.userId, sessionId))) {
        throw new AppError('request.not_found');
      }
    },

    async endOtherSessions(caller: Caller): Promise<number> {
      return repository.endOtherSessions(caller.userId, caller.sessionId);
    },
  };
}

export type DeviceSessionsService = ReturnType<typeof createDeviceSessionsService>;
