import { ResendActivationResponseSchema } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/account/activation-code`: mails a new code; always 202, whether or not one went out. */
export function requestActivationCode(email: string): Promise<{ status: 'accepted' }> {
  return apiClient.request('/account/activation-code', {
    method: 'POST',
    json: { email },
    schema: ResendActivationResponseSchema,
  });
}
