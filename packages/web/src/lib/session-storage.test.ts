import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, setToken } from './session-storage.ts';

/** Records what the code writes to document.cookie (jsdom does not expose cookie attributes). */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

describe('the session token storage', () => {
  it('keeps the token in localStorage and in a cookie that lasts 730 days', () => {
    const writes = recordCookieWrites();
    setToken('abc123');
    expect(getToken()).toBe('abc123');
    expect(localStorage.getItem('backline_token')).toBe('abc123');
    expect(writes.at(-1)).toMatch(/^backline_token=abc123; Path=\/; Max-Age=63072000; /);
    expect(writes.at(-1)).toMatch(/SameSite=Lax/);
  });

  it('removes the token from storage and cookie together', () => {
    setToken('abc123');
    const writes = recordCookieWrites();
    clearToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('backline_token')).toBeNull();
    expect(writes.at(-1)).toMatch(/^backline_token=; Path=\/; Max-Age=0; /);
    expect(document.cookie).not.toContain('backline_token=abc123');
  });
});
