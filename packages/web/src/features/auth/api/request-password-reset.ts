import { PasswordResetRequestedSchema } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/user/password?email=`: mails a reset code; always 200, whether or not one went out. */
export function requestPasswordReset(email: string): Promise<{ status: 'accepted' }> {
  return apiClient.request('/user/password', {
    query: { email },
    schema: PasswordResetRequestedSchema,
  });
}
