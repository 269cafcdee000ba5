import { apiClient, lazySchema } from '../../../lib/api-client.ts';
import { getDeviceInfo, toHeaderJson } from '../../../lib/device/device-info.ts';

/** `POST /api/token` with a one-time login key (form fields, `device` as JSON). */
export function createKeyToken(key: string): Promise<{ token: string }> {
  return apiClient.request('/token', {
    method: 'POST',
    form: { key, device: toHeaderJson(getDeviceInfo()) },
    schema: lazySchema(() =>
      import('../../../lib/shell-schemas.ts').then((schemas) => schemas.TokenResponseSchema),
    ),
  });
}
