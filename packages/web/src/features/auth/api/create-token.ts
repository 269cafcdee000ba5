import { TokenResponseSchema } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { toHeaderJson, getDeviceInfo } from '../../../lib/device/device-info.ts';

export type PasswordCredentials = {
  email: string;
  password: string;
  /** The second factor (TOTP or recovery code) when the account asks for it. */
  otp?: string;
};

/** `POST /api/token` with e-mail and password (form fields, `device` as JSON). */
export function createToken(credentials: PasswordCredentials): Promise<{ token: string }> {
  return apiClient.request('/token', {
    method: 'POST',
    form: {
      email: credentials.email,
      password: credentials.password,
      device: toHeaderJson(getDeviceInfo()),
      ...(credentials.otp ? { otp: credentials.otp } : {}),
    },
    schema: TokenResponseSchema,
  });
}
