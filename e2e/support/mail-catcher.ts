/**
 * A real SMTP server for the journeys: the app under test sends its mail here (SMTP_URL), and
 * every message is written as a raw `.eml` file into a folder the journeys read, because they run
 * in other processes than the global setup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type MailCatcher = { url: string; dir: string; close: () => Promise<void> };

export async function startMailCatcher(dir: string): Promise<MailCatcher> {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        for (const recipient of recipients) {
          sequence += 1;
          const name = `${String(sequence).padStart(5, '0')}-${recipient}.eml`;
          // Written aside and renamed: a journey polling the folder never reads half a file.
          const partial = path.join(dir, `.${name}.partial`);
          fs.writeFileSync(partial, Buffer.concat(chunks));
          fs.renameSync(partial, path.join(dir, name));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
