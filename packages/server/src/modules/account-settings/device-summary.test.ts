import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-summary.ts';

describe('describeDevice', () => {
  it('names browser, version and system from a user agent', () => {
    expect(
      describeDevice({
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      }),
    ).toBe('Chrome 131 · Windows');
    expect(
      describeDevice({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      }),
    ).toBe('Safari 18 · iPhone');
    expect(
      describeDevice({
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      }),
    ).toBe('Firefox 133 · Linux');
  });

  it('uses model and platform when there is no user agent, null when nothing is known', () => {
    expect(describeDevice({ model: 'Pixel 8', platform: 'android', osVersion: '15' })).toBe(
      'Pixel 8 · android 15',
    );
    expect(describeDevice({})).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});
