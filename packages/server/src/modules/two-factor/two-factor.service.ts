import { createHash, randomInt } from 'node:crypto';
import {
  AppError,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_FAILURE_WINDOW_MINUTES,
  TWO_FACTOR_MAX_FAILURES,
  isTwoFactorRequired,
  type RecoveryCodes,
  type RecoveryCodesInput,
  type TwoFactorDisableInput,
  type TwoFactorSetup,
} from '@backline/domain';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../../db/client.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import {
  RateLimitedError,
  fixedWindow,
  type RateLimit,
  type RateLimiter,
} from '../../platform/rate-limiter.ts';
import { createTwoFactorRepository, type TwoFactorAccount } from './two-factor.repository.ts';

/** Wrong second-factor codes per account (sign-in and settings together). */
export const TWO_FACTOR_FAILURE_LIMIT: RateLimit = {
  limit: TWO_FACTOR_MAX_FAILURES,
  windowSeconds: TWO_FACTOR_FAILURE_WINDOW_MINUTES * 60,
};
/** Wrong current passwords per account on the two-factor settings. */
export const TWO_FACTOR_PASSWORD_LIMIT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

/** Recovery codes: 10 characters without look-alikes (0/o, 1/l/i), shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

export type TwoFactorServiceOptions = {
  rateLimiter: RateLimiter;
  /** The rate limiter's clock (milliseconds since the epoch); codes always use the real time. */
  now?: () => number;
};

export function createRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1) {
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

const isTotpCode = (otp: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(otp);

/** A current TOTP code for a secret, as an authenticator app would show it (tests, seed docs). */
export function currentTotp(secret: string, nowMs: number = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000), period: TOTP_PERIOD_SECONDS });
}

export function createTwoFactorService(
  db: Database,
  { rateLimiter, now = Date.now }: TwoFactorServiceOptions,
) {
  const repository = createTwoFactorRepository(db);

  /**
   * Runs a check that counts its failures per key: over the limit, even a right answer is
   * refused (429), so that guessing can never confirm a value; a wrong answer counts one failure.
   */
  async function limitedCheck(
    key: string,
    limit: RateLimit,
    check: () => Promise<boolean>,
    wrong: () => AppError,
  ): Promise<void> {
    const { windowStart, retryAfterSeconds } = fixedWindow(now(), limit.windowSeconds);
    if ((await repository.countHits(key, windowStart)) >= limit.limit) {
      throw new RateLimitedError(retryAfterSeconds);
    }
    if (await check()) return;
    const counted = await rateLimiter.hit(key, limit);
    if (!counted.allowed) throw new RateLimitedError(counted.retryAfterSeconds);
    throw wrong();
  }

  /** The time step of a TOTP code within ±1 step of now, or null when it is wrong. */
  async function matchingStep(secret: string, code: string): Promise<number | null> {
    if (!isTotpCode(code)) return null;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(Date.now() / 1000),
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_PERIOD_SECONDS,
    });
    // The functional API's result type covers HOTP too; a TOTP result has its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** A TOTP code not used before, or (when allowed) an unused recovery code, which is used up. */
  async function checkSecondFactor(
    account: TwoFactorAccount,
    otp: string,
    { recoveryCodes }: { recoveryCodes: boolean },
  ): Promise<void> {
    const code = otp.trim();
    await limitedCheck(
      `two-factor:failure:${account.id}`,
      TWO_FACTOR_FAILURE_LIMIT,
      async () => {
        if (isTotpCode(code)) {
          const step = account.totpSecret ? await matchingStep(account.totpSecret, code) : null;
          return step !== null && (await repository.acceptStep(account.id, step));
        }
        if (!recoveryCodes || normalizeRecoveryCode(code).length !== RECOVERY_CODE_LENGTH) {
          return false;
        }
        return repository.useRecoveryCode(account.id, hashRecoveryCode(code));
      },
      () => new AppError('auth.two_factor_invalid', { field: 'otp' }),
    );
  }

  /** "Sensitive changes ask for the password again" (quality.md), limited per account. */
  async function confirmPassword(account: TwoFactorAccount, password: string): Promise<void> {
    await limitedCheck(
      `two-factor:password:${account.id}`,
      TWO_FACTOR_PASSWORD_LIMIT,
      async () =>
        account.passwordHash !== null && (await verifyPassword(account.passwordHash, password)),
      () => new AppError('account.wrong_password', { field: 'password' }),
    );
  }

  async function requireAccount(userId: string): Promise<TwoFactorAccount> {
    const account = await repository.findAccount(userId);
    if (!account) throw new AppError('auth.required');
    return account;
  }

  const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);

  return {
    /**
     * The second step of every sign-in (called by `accounts.completeSignIn` once the account
     * is identified): accounts with two-factor sign-in need a fresh TOTP code or an unused
     * recovery code in `otp`. Only ever reached after the first factor was proven.
     */
    async verifySignIn(userId: string, otp: string | undefined): Promise<void> {
      const account = await repository.findAccount(userId);
      if (!account?.totpEnabledAt) return;
      if (otp === undefined || otp.trim() === '') {
        throw new AppError('auth.two_factor_required', { field: 'otp' });
      }
      await checkSecondFactor(account, otp, { recoveryCodes: true });
    },

    /** A new secret (not active yet) and its `otpauth://` URI for the authenticator app. */
    async setup(userId: string, password: string): Promise<TwoFactorSetup> {
      const account = await requireAccount(userId);
      await confirmPassword(account, password);
      if (account.totpEnabledAt) throw new AppError('auth.two_factor_already_enabled');
      const secret = generateSecret();
      if (!(await repository.savePendingSecret(userId, secret))) {
        throw new AppError('auth.two_factor_already_enabled');
      }
      return {
        secret,
        uri: generateURI({
          issuer: TOTP_ISSUER,
          label: account.email,
          secret,
          digits: TOTP_DIGITS,
          period: TOTP_PERIOD_SECONDS,
        }),
      };
    },

    /**
     * A code from the new secret turns it on; the recovery codes are answered this once. The
     * code proves the app holds the secret and is not a sign-in: it stays good for the next
     * sign-in, which is often straight after (replay protection guards sign-ins).
     */
    async enable(userId: string, code: string): Promise<RecoveryCodes> {
      const account = await requireAccount(userId);
      if (account.totpEnabledAt) throw new AppError('auth.two_factor_already_enabled');
      const secret = account.totpSecret;
      if (!secret) throw new AppError('auth.two_factor_setup_missing');
      await limitedCheck(
        `two-factor:failure:${account.id}`,
        TWO_FACTOR_FAILURE_LIMIT,
        async () => (await matchingStep(secret, code.trim())) !== null,
        () => new AppError('auth.two_factor_invalid', { field: 'code' }),
      );
      const recoveryCodes = newRecoveryCodes();
      const enabled = await repository.enable(userId, secret, recoveryCodes.map(hashRecoveryCode));
      if (!enabled) throw new AppError('auth.two_factor_setup_missing');
      return { recoveryCodes };
    },

    /** Off again, with the password and a TOTP or recovery code; not for admins and moderators. */
    async disable(userId: string, input: TwoFactorDisableInput): Promise<void> {
      const account = await requireAccount(userId);
      await confirmPassword(account, input.password);
      if (isTwoFactorRequired(account.role)) throw new AppError('auth.two_factor_mandatory');
      if (!account.totpEnabledAt) throw new AppError('auth.two_factor_not_enabled');
      await checkSecondFactor(account, input.otp, { recoveryCodes: true });
      await repository.disable(userId);
    },

    /** A new set of recovery codes (the old ones die), with the password and a TOTP code. */
    async regenerateRecoveryCodes(
      userId: string,
      input: RecoveryCodesInput,
    ): Promise<RecoveryCodes> {
      const account = await requireAccount(userId);
      await confirmPassword(account, input.password);
      if (!account.totpEnabledAt) throw new AppError('auth.two_factor_not_enabled');
      await checkSecondFactor(account, input.otp, { recoveryCodes: false });
      const recoveryCodes = newRecoveryCodes();
      await repository.replaceRecoveryCodes(userId, recoveryCodes.map(hashRecoveryCode));
      return { recoveryCodes };
    },

    countUnusedRecoveryCodes: (userId: string) => repository.countUnusedRecoveryCodes(userId),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
