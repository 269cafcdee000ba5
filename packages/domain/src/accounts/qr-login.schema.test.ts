import { describe, expect, it } from 'vitest';
import {
  formatQrLoginCode,
  parseQrLoginCode,
  qrLoginPayload,
  summarizeUserAgent,
} from './qr-login.schema.ts';

describe('parseQrLoginCode', () => {
  it('reads the QR code payload and the pasted text alike', () => {
    const payload = qrLoginPayload('https://backline.test/', 'Ab3dE6gH9k', '7KQ2MX4P');
    expect(payload).toBe('https://backline.test/qrscan?c=Ab3dE6gH9k-7KQ2MX4P');
    expect(parseQrLoginCode(payload)).toEqual({ id: 'Ab3dE6gH9k', code: '7KQ2MX4P' });
    expect(parseQrLoginCode(formatQrLoginCode('Ab3dE6gH9k', '7KQ2MX4P'))).toEqual({
      id: 'Ab3dE6gH9k',
      code: '7KQ2MX4P',
    });
  });

  it('forgives spaces, lower case and look-alike letters in the code, not in the id', () => {
    expect(parseQrLoginCode('  Ab3dE6gH9k 7kq2-mxop \n')).toEqual({
      id: 'Ab3dE6gH9k',
      code: '7KQ2MX0P',
    });
    expect(parseQrLoginCode('Ab3dE6gH9k-1LI0O000')).toEqual({
      id: 'Ab3dE6gH9k',
      code: '11100000',
    });
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'hello',
      'Ab3dE6gH9k',
      'Ab3dE6gH9k-7KQ2MX4',
      'Ab3dE6gH9k-7KQ2MX4U',
      'x-7KQ2MX4P',
    ]) {
      expect(parseQrLoginCode(text)).toBeNull();
    }
  });
});

describe('summarizeUserAgent', () => {
  it('names browser and system', () => {
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', system: 'Linux' });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', system: 'iOS' });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toEqual({ browser: 'Firefox 133', system: 'Windows' });
    expect(summarizeUserAgent(null)).toEqual({ browser: null, system: null });
  });
});
