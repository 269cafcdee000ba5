import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MAIL_LIMIT,
  AppError,
  CURRENT_PASSWORD_LIMIT,
  SMS_LIMIT,
  normalizeMobileNumber,
  type ChangeRequested,
  type ContactChanged,
  type EmailChangeInput,
  type Locale,
  type PasswordChangeInput,
  type PhoneChangeInput,
  type SessionSummary,
  type SettingsUpdate,
  type UserPreferences,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import {
  emailChangeCodeMail,
  emailChangedNoticeMail,
} from '../../platform/mail/templates/email-change.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimiter } from '../../platform/rate-limiter.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { UserRow } from '../../db/schema/index.ts';
import {
  EMAIL_CHANGE_CODE_POLICY,
  PHONE_CHANGE_CODE_POLICY,
  createAccountSettingsRepository,
  type SettingsStores,
} from './account-settings.repository.ts';
import { describeDevice } from './device-summary.ts';

/** The pending requests of spec section 3 for `GET /api/user/me` (used by the accounts module). */

export type AccountSettingsServiceOptions = {
  /** The accounts module's session and code stores (their one owner). */
  accounts: SettingsStores;
  rateLimiter: RateLimiter;
  /** The mail queue: each mail is queued in the transaction of the change it tells of. */
  mail: MailQueue;
  sms: SmsSender;
  appUrl: string;
};

/** The kinds of the e-mail change mails in the mail queue. */
export const EMAIL_CHANGE_CODE_MAIL = 'account.email_change_code';
export const EMAIL_CHANGED_NOTICE_MAIL = 'account.email_changed_notice';

/** Who asks: the signed-in user and the session the request came with. */
export type Caller = { userId: string; sessionId: string };

const createCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const SMS_TEXTS: Record<Locale, (code: string) => string> = {
  de: (code) => `${code} ist dein Backline-Code zum Bestätigen deiner Telefonnummer.`,
  en: (code) => `${code} is your Backline code to confirm your phone number.`,
};

/**
 * Account settings of a signed-in user (spec sections 3 and 7): sessions, e-mail and phone changes
 * confirmed by a code sent to the new address, password change, language and preferences.
 * Everything that changes how the account is reached asks for the current password first.
 */
export function createAccountSettingsService(
  db: Database,
  { accounts, rateLimiter, mail, sms, appUrl }: AccountSettingsServiceOptions,
) {
  const repository = createAccountSettingsRepository(db, accounts);

  async function limit(key: string, rule: { limit: number; windowSeconds: number }) {
    const result = await rateLimiter.hit(key, rule);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  async function activeUser(userId: string): Promise<UserRow> {
    const user = await repository.findUser(userId);
    if (!user?.activatedAt) throw new AppError('auth.required');
    return user;
  }

  /**
   * The current password, checked with the same cost whether or not the account has one; limited
   * per account so that a stolen session cannot guess it. Always the same error when wrong.
   */
  async function confirmPassword(user: UserRow, password: string, field: string): Promise<void> {
    await limit(`current-password:user:${user.id}`, CURRENT_PASSWORD_LIMIT);
    const valid = user.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!valid) throw new AppError('account.wrong_password', { field });
  }

  /** Checks a code of a change and applies it; each wrong try counts (5 kill the code). */
  async function confirmChange(
    userId: string,
    purpose: 'email_change' | 'phone_change',
    code: string,
    alongside?: (tx: Transaction, target: string) => Promise<void>,
  ): Promise<string> {
    const policy = purpose === 'email_change' ? EMAIL_CHANGE_CODE_POLICY : PHONE_CHANGE_CODE_POLICY;
    const stored = await repository.codes.findLive(userId, purpose, policy);
    const codeHash = hashCode(code);
    if (!stored || !sameHash(stored.codeHash, codeHash)) {
      if (stored) await repository.codes.countWrongAttempt(userId, purpose, policy);
      throw new AppError('account.wrong_code', { field: 'code' });
    }
    const applied = await repository.applyChange(userId, purpose, codeHash, alongside);
    if (applied === 'taken') {
      throw new AppError(
        purpose === 'email_change' ? 'account.email_unavailable' : 'account.number_unavailable',
        { field: 'code' },
      );
    }
    if (!applied) throw new AppError('account.wrong_code', { field: 'code' });
    return applied.target;
  }

  const contact = async (userId: string): Promise<ContactChanged> => {
    const user = await activeUser(userId);
    return { email: user.email, phone: user.phone };
  };

  return {
    // --- Sessions ---

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

    // --- E-mail ---

    /**
     * Mails a code to the new address (in the user's language); the change happens when the code
     * comes back. 'This email address is not available' when another account has it; only a
     * signed-in user who knows the password can ask, a few times per half hour.
     */
    async requestEmailChange(caller: Caller, input: EmailChangeInput): Promise<ChangeRequested> {
      const user = await activeUser(caller.userId);
      await confirmPassword(user, input.password, 'password');
      await limit(`account-mail:email-change:user:${user.id}`, ACCOUNT_MAIL_LIMIT);
      if (input.email === user.email || (await repository.emailTaken(input.email, user.id))) {
        throw new AppError('account.email_unavailable', { field: 'email' });
      }
      const code = createCode();
      await db.transaction(async (tx) => {
        await accounts.codes.replace(
          user.id,
          'email_change',
          hashCode(code),
          EMAIL_CHANGE_CODE_POLICY,
          { target: input.email },
          tx,
        );
        await mail.enqueue(
          tx,
          EMAIL_CHANGE_CODE_MAIL,
          emailChangeCodeMail({
            to: input.email,
            name: user.name,
            code,
            locale: user.locale,
            appUrl,
          }),
        );
      });
      return {
        status: 'pending',
        pending: { address: input.email, requestedAt: new Date().toISOString() },
      };
    },

    /** The code from the new address changes the e-mail; the old address gets a notice. */
    async confirmEmailChange(caller: Caller, code: string): Promise<ContactChanged> {
      const before = await activeUser(caller.userId);
      await confirmChange(caller.userId, 'email_change', code, (tx, email) =>
        mail.enqueue(
          tx,
          EMAIL_CHANGED_NOTICE_MAIL,
          emailChangedNoticeMail({
            to: before.email,
            name: before.name,
            newEmail: email,
            locale: before.locale,
          }),
        ),
      );
      return contact(caller.userId);
    },

    async cancelEmailChange(caller: Caller): Promise<ContactChanged> {
      await repository.codes.remove(caller.userId, 'email_change');
      return contact(caller.userId);
    },

    // --- Phone ---

    /**
     * Sends an SMS code to the new number. 'Number not available' for a number another account has
     * or one that is not a mobile number; 'SMS limit reached' (429, Retry-After) after
     * `SMS_LIMIT` per hour per account or per number.
     */
    async requestPhoneChange(caller: Caller, input: PhoneChangeInput): Promise<ChangeRequested> {
      const user = await activeUser(caller.userId);
      await confirmPassword(user, input.password, 'password');
      const phone = normalizeMobileNumber(input.phone);
      if (!phone || phone === user.phone || (await repository.phoneTaken(phone, user.id))) {
        throw new AppError('account.number_unavailable', { field: 'phone' });
      }
      for (const key of [`sms:user:${user.id}`, `sms:phone:${phone}`]) {
        const result = await rateLimiter.hit(key, SMS_LIMIT);
        if (!result.allowed)
          throw new RateLimitedError(result.retryAfterSeconds, 'account.sms_limit');
      }
      const code = createCode();
      await repository.codes.replace(
        user.id,
        'phone_change',
        hashCode(code),
        PHONE_CHANGE_CODE_POLICY,
        { target: phone },
      );
      await sms.send({ to: phone, text: SMS_TEXTS[user.locale](code) });
      return {
        status: 'pending',
        pending: { address: phone, requestedAt: new Date().toISOString() },
      };
    },

    async confirmPhoneChange(caller: Caller, code: string): Promise<ContactChanged> {
      await confirmChange(caller.userId, 'phone_change', code);
      return contact(caller.userId);
    },

    async cancelPhoneChange(caller: Caller): Promise<ContactChanged> {
      await repository.codes.remove(caller.userId, 'phone_change');
      return contact(caller.userId);
    },

    /** `delete=1`: removes the number (and any pending change) after the password. */
    async deletePhone(caller: Caller, password: string): Promise<ContactChanged> {
      const user = await activeUser(caller.userId);
      await confirmPassword(user, password, 'password');
      await repository.removePhone(user.id);
      await repository.codes.remove(user.id, 'phone_change');
      return contact(caller.userId);
    },

    // --- Password ---

    /** New password with the sign-up rules; every other session ends, this one stays. */
    async changePassword(caller: Caller, input: PasswordChangeInput): Promise<number> {
      const user = await activeUser(caller.userId);
      await confirmPassword(user, input.currentPassword, 'currentPassword');
      if (input.passwordRepeat !== input.password) {
        throw new AppError('validation.passwords_mismatch', { field: 'passwordRepeat' });
      }
      if (isCommonPassword(input.password, user.email)) {
        throw new AppError('validation.password_common', { field: 'password' });
      }
      return repository.changePassword(
        user.id,
        await hashPassword(input.password),
        caller.sessionId,
      );
    },

    // --- Preferences ---

    /** Language, colour mode, notification mails and display name; what is not given stays. */
    async updateSettings(caller: Caller, input: SettingsUpdate): Promise<void> {
      const user = await activeUser(caller.userId);
      const preferences: UserPreferences = { ...user.preferences };
      if (input.colorMode) preferences.colorMode = input.colorMode;
      if (input.notificationMails) {
        preferences.notificationMails = {
          ...preferences.notificationMails,
          ...input.notificationMails,
        };
      }
      await repository.updateSettings(user.id, {
        ...(input.locale ? { locale: input.locale } : {}),
        ...(input.name ? { name: input.name } : {}),
        ...(input.colorMode || input.notificationMails ? { preferences } : {}),
      });
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
