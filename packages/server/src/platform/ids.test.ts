import { describe, expect, it } from 'vitest';
import { isId } from '@backline/domain';
import { createId } from './ids.ts';
import { createSessionToken, hashSessionToken } from './tokens.ts';

describe('createId', () => {
  it('makes 10 base62 characters that pass the domain id pattern', () => {
    for (let i = 0; i < 1000; i += 1) {
      const id = createId();
      expect(id).toMatch(/^[0-9A-Za-z]{10}$/);
      expect(isId(id)).toBe(true);
    }
  });

  it('does not repeat itself over many draws', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => createId()));
    expect(ids.size).toBe(10_000);
  });
});

describe('session tokens', () => {
  it('are 256 random bits in base64url and stored as a sha256 hex digest', () => {
    const token = createSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
    expect(createSessionToken()).not.toBe(token);
  });
});
