import { API_HEADERS, type DeviceState } from '@backline/domain';
import { apiClient, IgnoredBody } from '../../../lib/api-client.ts';

/** `GET /api/user/ping` with the device state, sent on app start when signed in. */
export function pingDevice(state: DeviceState): Promise<void> {
  return apiClient.request('/user/ping', {
    schema: IgnoredBody,
    headers: { [API_HEADERS.deviceState]: state },
  });
}
