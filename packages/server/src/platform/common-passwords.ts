import { readFileSync } from 'node:fs';
import path from 'node:path';

let common: Set<string> | undefined;

/** The shipped list, lowercased; read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * A password too easy to guess although it passes the rules: one of the most common ones (any
 * case), or one containing the e-mail address's local part.
 */
export function isCommonPassword(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  return localPart.length >= 3 && lower.includes(localPart);
}
