import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ForumComment, ForumTopic } from '@backline/domain';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { mailQueueSettled, mailText, startMailbox, type Mailbox } from '../../test/mailbox.ts';
import { NOTIFICATION_MAIL } from '../notifications/notifications.service.ts';
import { CATEGORY } from './forum-test-helpers.ts';

let t: TestApp;
let fx: Fixtures;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
});

const mailsTo = (email: string) => mailbox.messages.filter((mail) => mail.to.includes(email));

describe('new-comment mails', () => {
  it('go to followers under the "comments" setting, never for a shadowed comment', async () => {
    const author = await fx.createSignedInAccount({ type: 'musician' });
    const quiet = await fx.createSignedInAccount({ type: 'musician' });
    const commenter = await fx.createSignedInAccount({ type: 'musician' });
    const off = await injectAs(t.app, 'POST', '/api/user/settings', quiet.token, {
      notificationMails: { comments: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const created = await injectAs(t.app, 'POST', '/api/forum/topics', author.token, {
      categoryId: CATEGORY,
      title: 'Mailtest',
      body: 'Text',
    });
    const topic = created.json<ForumTopic>();
    await injectAs(t.app, 'PUT', `/api/forum/topics/${topic.id}/follow`, quiet.token);
    const posted = await injectAs(
      t.app,
      'POST',
      `/api/forum/topics/${topic.id}/comments`,
      commenter.token,
      { body: 'Erster!' },
    );
    const comment = posted.json<ForumComment>();

    const mail = mailText(await mailbox.waitForMail(author.email));
    expect(mail).toContain('Mailtest');
    expect(mail).toContain(`${t.config.appUrl}${topic.path}#comment-${comment.id}`);
    await mailQueueSettled(t.app, NOTIFICATION_MAIL);
    expect(mailsTo(author.email)).toHaveLength(1);
    expect(mailsTo(quiet.email)).toHaveLength(0);
    expect(mailsTo(commenter.email)).toHaveLength(0);

    // A shadow-banned member's comment tells nobody.
    const shadowed = await fx.createSignedInAccount({ type: 'musician' });
    await t.app.database.db
      .update(users)
      .set({ shadowBannedAt: new Date() })
      .where(eq(users.id, shadowed.id));
    const hidden = await injectAs(
      t.app,
      'POST',
      `/api/forum/topics/${topic.id}/comments`,
      shadowed.token,
      { body: 'Unsichtbar' },
    );
    expect(hidden.statusCode).toBe(200);
    await mailQueueSettled(t.app, NOTIFICATION_MAIL);
    expect(mailsTo(author.email)).toHaveLength(1);
  });
});
