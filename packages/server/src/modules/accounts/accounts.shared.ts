import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { DeviceInfo, Me, PendingRequests } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { createSessionToken, hashSessionToken } from '../../platform/tokens.ts';
import { createAccountsRepository, type AccountsRepository } from './accounts.repository.ts';
import type { SessionLookups } from './session-lookups.ts';

/**
 * What the accounts use cases share (registration, password reset, sign-in, sessions): the
 * options, the mailed codes and the one way a session is started.
 */

export type AccountsServiceOptions = {
  rateLimiter: RateLimiter;
  /** The mail queue: every account mail is queued in the transaction that stores its code. */
  mail: Pick<MailQueue, 'enqueue' | 'enqueueComposed' | 'registerComposer'>;
  /** Where the activation mail's link points (`APP_URL`). */
  appUrl: string;
  /**
   * The second factor of a sign-in (`twoFactor.verifySignIn`): throws when the account has
   * two-factor sign-in and `otp` is missing (`auth.two_factor_required`) or wrong.
   */
  verifySecondFactor: (userId: string, otp: string | undefined) => Promise<void>;
  /**
   * What other modules add to `GET /api/user/me`: the user's pages and page types (the pages
   * service) and the avatar (profiles and media).
   */
  userPages?: (
    userId: string,
  ) => Promise<Partial<Pick<Me, 'pages' | 'pageTypes' | 'picture' | 'notifications'>>>;
  /**
   * Realtime: ended sessions close their sockets (`publish`), `GET /api/user/me` carries a socket
   * ticket (`tickets`). Absent, neither happens.
   */
  realtime?: Pick<RealtimeHub, 'publish' | 'tickets'>;
  /** The user's unconfirmed e-mail/phone changes and password reset (account settings). */
  pendingRequests?: (userId: string) => Promise<PendingRequests>;
  /** Sessions kept from earlier requests (docs/decisions.md 76); absent, each is looked up. */
  sessionLookups?: SessionLookups;
};

/** A random 6-digit code (activation, password reset), leading zeros included. */
export const createCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Only a code's sha256 is stored. */
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type AccountsContext = {
  db: Database;
  repository: AccountsRepository;
  options: AccountsServiceOptions;
  /** A new session of the account on this device; its token (only its hash is stored). */
  startSession: (userId: string, device: DeviceInfo | null) => Promise<string>;
};

export function createAccountsContext(
  db: Database,
  options: AccountsServiceOptions,
): AccountsContext {
  const repository = createAccountsRepository(db, options.realtime);
  return {
    db,
    repository,
    options,
    async startSession(userId, device) {
      const token = createSessionToken();
      await repository.createSession({ userId, tokenHash: hashSessionToken(token), device });
      return token;
    },
  };
}
