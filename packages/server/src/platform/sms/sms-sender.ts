import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** One text message to a number in E.164. */
export type SmsMessage = { to: string; text: string };

/** Sends SMS (phone number confirmation codes). */
export type SmsSender = {
  send(message: SmsMessage): Promise<void>;
};

export type SmsLogger = { info(object: object, message: string): void };

/** Where the development provider writes each SMS: `DATA_DIR/outbox/sms/`. */
export const smsOutboxDir = (dataDir: string) => path.join(dataDir, 'outbox', 'sms');

/**
 * Development provider: each SMS becomes a text file in the outbox (`To:` line, blank line, the
 * text) and one log line with its path. Tests and e2e read the code from these files.
 */
export function createOutboxSmsSender(dir: string, logger: SmsLogger): SmsSender {
  return {
    async send({ to, text }) {
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.txt`);
      await fs.writeFile(file, `To: ${to}\n\n${text}\n`);
      logger.info({ file, to }, `SMS written to ${file}`);
    },
  };
}

/**
 * Twilio's REST API (`POST /2010-04-01/Accounts/{sid}/Messages.json`) over fetch. NOT covered by
 * the tests (no Twilio account in CI): it is used only when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN
 * and TWILIO_FROM are set.
 */
export function createTwilioSmsSender(settings: {
  accountSid: string;
  authToken: string;
  from: string;
}): SmsSender {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: settings.from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(
          `Twilio answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      }
    },
  };
}

/** Twilio when configured, else the outbox (development, tests). */
export function createSmsSender(config: Config, logger: SmsLogger): SmsSender {
  if (config.sms.twilio) return createTwilioSmsSender(config.sms.twilio);
  return createOutboxSmsSender(smsOutboxDir(config.dataDir), logger);
}

/** The SMS in an outbox folder, oldest first, as `{ file, to, text }` (tests, e2e, developers). */
export async function readSmsOutbox(
  dir: string,
): Promise<{ file: string; to: string; text: string }[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith('.txt')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const content = await fs.readFile(file, 'utf8');
      const [head = '', ...rest] = content.split('\n\n');
      return { file, to: head.replace(/^To: /, '').trim(), text: rest.join('\n\n').trim() };
    }),
  );
}
