import { TokenResponseSchema, type ActivateInput } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/account/activate`: the mailed code activates the account and answers a token. */
export function activateAccount(input: ActivateInput): Promise<{ token: string }> {
  return apiClient.request('/account/activate', {
    method: 'POST',
    json: input,
    schema: TokenResponseSchema,
  });
}
