import { useEffect } from 'react';
import { currentDeviceState } from '../../../lib/device/device-info.ts';
import { pingDevice } from '../api/ping-device.ts';
import { useToken } from './use-token.ts';

let pinged = false;

/** Once per app start, a signed-in device tells the server it is there (spec section 7). */
export function useStartPing(): void {
  const token = useToken();
  useEffect(() => {
    if (token === null || pinged) return;
    pinged = true;
    pingDevice(currentDeviceState()).catch(() => undefined);
  }, [token]);
}
