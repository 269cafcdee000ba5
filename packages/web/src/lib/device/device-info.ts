import { CLIENT_VERSION, type DeviceInfo, type DeviceState } from '@backline/domain';

export const isNativeBuild = (): boolean => import.meta.env.VITE_TARGET === 'native';

/** What the API learns about this device (header `x-device-info` and sign-in's `device`). */
export function getDeviceInfo(): DeviceInfo {
  return {
    platform: isNativeBuild() ? 'native' : 'web',
    appVersion: CLIENT_VERSION,
    userAgent: navigator.userAgent.slice(0, 400),
    language: (navigator.language || 'de').slice(0, 20),
  };
}

/** JSON with every non-ASCII character escaped, since header values must be Latin-1. */
export function toHeaderJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export const deviceInfoHeader = (): string => toHeaderJson(getDeviceInfo());

export const currentDeviceState = (): DeviceState =>
  document.visibilityState === 'hidden' ? 'background' : 'active';
