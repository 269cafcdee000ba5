import {
  RegisterResponseSchema,
  type RegisterInput,
  type RegisterResponse,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/account`: creates an account that waits for its mailed activation code. */
export function registerAccount(input: RegisterInput): Promise<RegisterResponse> {
  return apiClient.request('/account', {
    method: 'POST',
    json: input,
    schema: RegisterResponseSchema,
  });
}
