import {
  AppError,
  type DeviceInfo,
  type DeviceState,
  type PasswordLogin,
  type PublicUser,
  type Me,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { createSessionToken, hashSessionToken } from '../../platform/tokens.ts';
import type { Authenticated, RequestContext } from '../../plugins/request-context.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { presentMe, presentPublicUser } from './accounts.presenter.ts';

/** Writing `last_used_at` on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function createAccountsService(db: Database) {
  const repository = createAccountsRepository(db);
  prepareDummyHash().catch(() => undefined);

  return {
    /**
     * E-mail and password sign-in. Unknown account, account without password, not activated and
     * wrong password all take one argon2 verification and end in the same error.
     */
    async signInWithPassword(
      input: PasswordLogin,
      fallbackDevice: DeviceInfo | null,
    ): Promise<{ token: string }> {
      const user = await repository.findUserByEmail(input.email);
      const passwordHash = user?.activatedAt ? user.passwordHash : null;
      const valid = passwordHash
        ? await verifyPassword(passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid) throw new AppError('auth.invalid_credentials');
      const token = createSessionToken();
      await repository.createSession({
        userId: user.id,
        tokenHash: hashSessionToken(token),
        device: input.device ?? fallbackDevice,
      });
      return { token };
    },

    /** The request-context plugin's token resolver. */
    async authenticate(token: string): Promise<Authenticated | null> {
      const found = await repository.findLiveSessionByTokenHash(hashSessionToken(token));
      if (!found) return null;
      if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touchSession(found.session.id);
      }
      return {
        user: found.user,
        session: { id: found.session.id, userId: found.session.userId },
      };
    },

    async getMe(userId: string): Promise<Me> {
      const user = await repository.findActiveUserById(userId);
      if (!user) throw new AppError('auth.required');
      return presentMe(user);
    },

    async logout(sessionId: string): Promise<void> {
      await repository.revokeSession(sessionId);
    },

    async ping(
      sessionId: string,
      deviceState: DeviceState | null,
      device: DeviceInfo | null,
    ): Promise<void> {
      await repository.touchSession(sessionId, { deviceState, device });
    },

    /**
     * A user's public profile. Private accounts (no musician profile) are visible to signed-in
     * members only; to visitors they do not exist.
     */
    async findPublicUser(ctx: RequestContext, id: string): Promise<PublicUser | null> {
      const user = await repository.findActiveUserById(id);
      if (!user) return null;
      if (user.type === 'private' && !ctx.user) return null;
      return presentPublicUser(user);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
