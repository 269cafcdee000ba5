import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 32 random bytes (256 bits), base64url. Only its hash is stored. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: a sha256 hex digest, so a database leak yields no usable tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
