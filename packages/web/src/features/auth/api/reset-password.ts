import { TokenResponseSchema, type PasswordResetInput } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/user/password`: sets the new password with the mailed code and answers a token. */
export function resetPassword(input: PasswordResetInput): Promise<{ token: string }> {
  return apiClient.request('/user/password', {
    method: 'POST',
    json: input,
    schema: TokenResponseSchema,
  });
}
