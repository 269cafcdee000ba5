import { buildTestApp } from './test/build-test-app.ts';
import { startMailbox } from './test/mailbox.ts';
const mailbox = await startMailbox();
const t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
const db = t.app.database.db;
for (let i = 0; i < 8; i++) {
  const to = `x${i}@example.com`;
  const start = Date.now();
  await db.transaction((tx) =>
    t.app.mailQueue.enqueue(tx, 'x', { to, subject: 's', text: 't', html: 'h' }),
  );
  await mailbox.waitForMail(to, 30000);
  console.log(i, Date.now() - start, 'ms');
  await new Promise((r) => setTimeout(r, 1500 + i * 500));
}
await t.dispose();
await mailbox.close();
