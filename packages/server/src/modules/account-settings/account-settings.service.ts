import type { Database } from '../../db/client.ts';
import {
  createSettingsContext,
  type AccountSettingsServiceOptions,
} from './account-settings.shared.ts';
import { createDeviceSessionsService } from './device-sessions.service.ts';
import { createEmailChangeService } from './email-change.service.ts';
import { createPasswordAndPreferencesService } from './password-and-preferences.service.ts';
import { createPhoneChangeService } from './phone-change.service.ts';

export type { AccountSettingsServiceOptions, Caller } from './account-settings.shared.ts';

/**
 * Account settings of a signed-in user (spec sections 3 and 7) as one service, the module's api:
 * sessions, e-mail and phone changes confirmed by a code sent to the new address, password
 * change, language and preferences, each use case in its own file. Everything that changes how
 * the account is reached asks for the current password first.
 */
export function createAccountSettingsService(db: Database, options: AccountSettingsServiceOptions) {
  const context = createSettingsContext(db, options);
  return {
    ...createDeviceSessionsService(context),
    ...createEmailChangeService(context),
    ...createPhoneChangeService(context),
    ...createPasswordAndPreferencesService(context),
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
