import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

/** What the mailer logs with; the app's pino logger fits. */
export type MailLogger = { info(object: object, message: string): void };

/**
 * Sends mail through `SMTP_URL`; without it (development) each message is written as an `.eml`
 * file into `DATA_DIR/outbox/` and one line with its path is logged.
 */
export function createMailer(config: Config, logger: MailLogger): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from, to, subject, text, html });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message);
      logger.info({ file, subject }, `mail written to ${file}: ${subject}`);
    },
  };
}
