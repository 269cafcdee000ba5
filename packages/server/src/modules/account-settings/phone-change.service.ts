import {
  AppError,
  SMS_LIMIT,
  normalizeMobileNumber,
  type ChangeRequested,
  type ContactChanged,
  type Locale,
  type PhoneChangeInput,
} from '@backline/domain';
import { RateLimitedError } from '../../platform/rate-limiter.ts';
import { PHONE_CHANGE_CODE_POLICY } from './account-settings.repository.ts';
import {
  createCode,
  hashCode,
  type Caller,
  type SettingsContext,
} from './account-settings.shared.ts';

const SMS_TEXTS: Record<Locale, (code: string) => string> = {
  de: (code) => `${code} ist dein Backline-Code zum Bestätigen deiner Telefonnummer.`,
  en: (code) => `${code} is your Backline code to confirm your phone number.`,
};

/** Changing or removing the phone number (spec section 7): an SMS code confirms a new one. */
export function createPhoneChangeService({
  options: { rateLimiter, sms },
  repository,
  activeUser,
  confirmPassword,
  confirmChange,
  contact,
}: SettingsContext) {
  return {
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
  };
}

export type PhoneChangeService = ReturnType<typeof createPhoneChangeService>;
