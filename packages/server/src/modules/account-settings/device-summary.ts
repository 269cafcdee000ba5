import type { DeviceInfo } from '@backline/domain';

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short description of a signed-in device for the session list: "Chrome 131 · Windows" from a
 * browser's user agent, else "model · platform version" as the apps send it; null when nothing is
 * known.
 */
export function describeDevice(device: DeviceInfo | null): string | null {
  if (!device) return null;
  const parts: string[] = [];
  const agent = device.userAgent ?? '';
  if (agent) {
    const browser = BROWSERS.find(([pattern]) => pattern.test(agent));
    if (browser) parts.push(`${browser[1]} ${agent.match(browser[0])?.[1] ?? ''}`.trim());
    const system = SYSTEMS.find(([pattern]) => pattern.test(agent));
    if (system) parts.push(system[1]);
  }
  if (parts.length === 0) {
    if (device.model) parts.push(device.model);
    const platform = [device.platform, device.osVersion].filter(Boolean).join(' ');
    if (platform) parts.push(platform);
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}
