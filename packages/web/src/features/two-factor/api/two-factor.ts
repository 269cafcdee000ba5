import {
  RecoveryCodesSchema,
  TwoFactorDisabledSchema,
  TwoFactorSetupSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/user/2fa/setup`: a new secret (not active yet) after the password is confirmed. */
export function setupTwoFactor(password: string): Promise<TwoFactorSetup> {
  return apiClient.request('/user/2fa/setup', {
    method: 'POST',
    json: { password },
    schema: TwoFactorSetupSchema,
  });
}

/** `POST /api/user/2fa/enable`: a code from the new secret turns it on; answers recovery codes. */
export function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  return apiClient.request('/user/2fa/enable', {
    method: 'POST',
    json: { code },
    schema: RecoveryCodesSchema,
  });
}

/** `POST /api/user/2fa/disable` with the password and a TOTP or recovery code. */
export function disableTwoFactor(input: { password: string; otp: string }): Promise<unknown> {
  return apiClient.request('/user/2fa/disable', {
    method: 'POST',
    json: input,
    schema: TwoFactorDisabledSchema,
  });
}

/** `POST /api/user/2fa/recovery-codes`: a new set with the password and a TOTP code. */
export function regenerateRecoveryCodes(input: {
  password: string;
  otp: string;
}): Promise<RecoveryCodes> {
  return apiClient.request('/user/2fa/recovery-codes', {
    method: 'POST',
    json: input,
    schema: RecoveryCodesSchema,
  });
}
