import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app.ts';
import { JOBS_SCHEMA } from '../jobs/job-boss.ts';
import { MAIL_QUEUE, createMailQueue, type MailQueue } from './mail-queue.ts';
import type { MailMessage } from './mailer.ts';

let t: TestDatabase;
let queue: MailQueue;
/** What the mailer was handed, in order; addresses in `refuseOnce` are refused the first time. */
const sent: MailMessage[] = [];
const attempts = new Map<string, number>();
const refuseOnce = new Set(['einmal.abgelehnt@example.com']);

const message = (to: string, subject = 'Hallo'): MailMessage => ({
  to,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

beforeAll(async () => {
  t = await createTestDatabase();
  queue = createMailQueue({
    database: t.database,
    mailer: {
      send(mail) {
        const tries = (attempts.get(mail.to) ?? 0) + 1;
        attempts.set(mail.to, tries);
        if (refuseOnce.has(mail.to) && tries === 1) {
          return Promise.reject(new Error('451 try again later'));
        }
        sent.push(mail);
        return Promise.resolve();
      },
    },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 1,
  });
  queue.registerComposer('test.composed', async ({ to = '' }) =>
    to.startsWith('niemand') ? null : message(to, 'Zusammengesetzt'),
  );
  await queue.start();
});

afterAll(async () => {
  await queue?.stop();
  await t?.dispose();
});

/** Waits until every mail job is finished (sent, skipped or failed). */
async function settled(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await queue.unfinished()) > 0) {
    if (Date.now() > deadline) throw new Error('mail jobs still unfinished');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sentTo = (to: string) => sent.filter((mail) => mail.to === to);

describe('the mail queue', () => {
  it('sends what a committed transaction queued, never what a rolled back one did', async () => {
    await t.database.db.transaction((tx) =>
      queue.enqueue(tx, 'test.plain', message('bestaetigt@example.com')),
    );
    await expect(
      t.database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'test.plain', message('zurueckgerollt@example.com'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await settled();
    expect(sentTo('bestaetigt@example.com')).toEqual([message('bestaetigt@example.com')]);
    expect(sentTo('zurueckgerollt@example.com')).toEqual([]);
  });

  it('retries a refused send until it goes, once', async () => {
    await queue.enqueue(t.database.db, 'test.plain', message('einmal.abgelehnt@example.com'));
    await settled();
    expect(attempts.get('einmal.abgelehnt@example.com')).toBe(2);
    expect(sentTo('einmal.abgelehnt@example.com')).toHaveLength(1);
  });

  it('renders composed jobs when they run, and sends nothing when the composer says so', async () => {
    await queue.enqueueComposed(t.database.db, 'test.composed', [
      { to: 'jemand@example.com' },
      { to: 'niemand@example.com' },
    ]);
    await settled();
    expect(sentTo('jemand@example.com')).toEqual([
      message('jemand@example.com', 'Zusammengesetzt'),
    ]);
    expect(attempts.has('niemand@example.com')).toBe(false);
  });

  it('refuses a kind without a composer before anything is queued', async () => {
    await expect(
      queue.enqueueComposed(t.database.db, 'test.unknown', [{ to: 'x@example.com' }]),
    ).rejects.toThrow('No mail composer');
  });

  it('keeps finished jobs, which hold codes and links, only briefly', async () => {
    const result = await t.database.db.execute<{ deletion_seconds: number }>(
      sql`select deletion_seconds from ${sql.identifier(JOBS_SCHEMA)}.queue where name = ${MAIL_QUEUE}`,
    );
    expect(result.rows[0]?.deletion_seconds).toBeLessThanOrEqual(600);
  });
});
