import {
  AppError,
  type PasswordChangeInput,
  type SettingsUpdate,
  type UserPreferences,
} from '@backline/domain';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Caller, SettingsContext } from './account-settings.shared.ts';

/** The password change and the preferences (language, colour mode, mails, display name). */
export function createPasswordAndPreferencesService({
  repository,
  activeUser,
  confirmPassword,
}: SettingsContext) {
  return {
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

export type PasswordAndPreferencesService = ReturnType<typeof createPasswordAndPreferencesService>;
