/**
 * Debian's Chromium and the switches every journey runs it with. No vitest import here: the
 * global setup starts the run's Chromium from this file too.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumExecutable = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
