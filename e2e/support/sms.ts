/** Reads the SMS the server's development provider wrote to `DATA_DIR/outbox/sms`. */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** The texts of the SMS sent to `phone` (E.164), oldest first. */
export function smsTo(phone: string): string[] {
  const dir = inject('smsDir');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((content) => content.startsWith(`To: ${phone}\n`))
    .map((content) => content.split('\n\n').slice(1).join('\n\n').trim());
}

/** Waits for the SMS code (6 digits) of the next SMS to `phone`. */
export async function waitForSmsCode(
  phone: string,
  already = 0,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const texts = smsTo(phone);
    const code = texts.length > already ? /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${phone} within ${timeoutMs} ms`);
}
