/** Reads the mail that the global setup's SMTP server received (see mail-catcher.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** The raw messages sent to `address`, oldest first. */
export function mailsTo(address: string): string[] {
  const dir = inject('mailDir');
  const suffix = `-${address.toLowerCase()}.eml`;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

/** Waits until `address` has received more than `already` messages and returns the newest. */
export async function waitForMail(
  address: string,
  already = 0,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(address);
    if (mails.length > already) return mails.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${address} within ${timeoutMs} ms`);
}

/**
 * The 6-digit activation code of a mail: the first run of exactly six digits in the body, leaving
 * out MIME boundaries and part headers (quoted-printable soft breaks are joined first).
 */
export function activationCode(raw: string): string {
  const body = raw
    .replace(/=\r?\n/g, '')
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  for (const line of body.split(/\r?\n/)) {
    if (line.startsWith('--') || /^[A-Za-z-]+: /.test(line)) continue;
    const match = /(?<![0-9])([0-9]{6})(?![0-9])/.exec(line);
    if (match?.[1]) return match[1];
  }
  throw new Error('no activation code in the mail');
}
