import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PagesApi } from '../pages/pages.module.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';
import {
  createAccountCodesRepository,
  type AccountCodesRepository,
} from './account-codes.repository.ts';
import { createLoginKeys, type LoginKeys } from './login-keys.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository.ts';
import { createSessionLookups } from './session-lookups.ts';

export type { AccountCodesRepository, SessionsRepository };

export type AccountsModuleDeps = {
  twoFactor: Pick<TwoFactorService, 'verifySignIn'>;
  /** What `GET /api/user/me` shows of the user's pages, avatar and unread notices. */
  pages: Pick<PagesApi, 'meExtras'>;
  profiles: Pick<ProfilesService, 'avatarOf'>;
  notifications: Pick<NotificationsService, 'forMe'>;
};

/**
 * The accounts service, the one-time login keys that admins issue, and the only stores of the
 * tables accounts own that other modules change: sessions and account codes.
 */
export type AccountsApi = AccountsService & {
  loginKeys: LoginKeys;
  sessions: SessionsRepository;
  codes: AccountCodesRepository;
};

/**
 * Registration, activation, sign-in (`POST /api/token`) and sessions. Other modules add sign-in
 * methods (`api.registerSignInMethod`) and sign-in checks (`api.registerSignInCheck`).
 */
export function createAccountsModule(
  platform: Platform,
  { twoFactor, pages, profiles, notifications }: AccountsModuleDeps,
): BacklineModule<AccountsApi> {
  const { config, rateLimiter } = platform;
  const codes = createAccountCodesRepository(platform.db);
  const sessions = createSessionsRepository(platform.db, platform.realtime);
  const sessionLookups = createSessionLookups({
    database: platform.database,
    log: platform.log,
    maxAgeMs: config.sessionLookups.maxAgeMs,
  });
  const accounts = createAccountsService(platform.db, {
    sessionLookups,
    userPages: async (userId) => {
      const [extras, picture, unread] = await Promise.all([
        pages.meExtras(userId),
        profiles.avatarOf(userId),
        notifications.forMe(userId),
      ]);
      return { ...extras, picture, notifications: unread };
    },
    pendingRequests: (userId) => codes.pendingRequests(userId),
    rateLimiter,
    verifySecondFactor: twoFactor.verifySignIn,
    mail: platform.mail,
    realtime: platform.realtime,
    appUrl: config.appUrl,
  });
  const loginKeys = createLoginKeys(platform.db, { rateLimiter });
  accounts.registerSignInMethod('key', (request, clientAddress) =>
    loginKeys.identify(request, clientAddress),
  );
  return {
    name: 'accounts',
    routes: async (app) => {
      await app.register(accountsRoutes, { accounts });
    },
    onReady: () => sessionLookups.start(),
    onClose: () => sessionLookups.stop(),
    // The purge: the account's sessions and codes go with its personal data.
    purgeSteps: [
      (tx, userId) => sessions.deleteAll(tx, userId),
      (tx, userId) => codes.deleteAll(tx, userId),
    ],
    api: { ...accounts, loginKeys, sessions, codes },
  };
}
