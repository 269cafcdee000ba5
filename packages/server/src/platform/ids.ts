import { randomBytes } from 'node:crypto';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const ID_LENGTH = 10;

/**
 * A new entity id: 10 random base62 characters (~59 bits), inside the spec's 5-12 range.
 * Bytes of 248 and above are skipped so that every character is equally likely.
 */
export function createId(length: number = ID_LENGTH): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue;
      id += BASE62[byte % 62];
      if (id.length === length) break;
    }
  }
  return id;
}
