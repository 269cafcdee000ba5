import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bookmark, BookingOffer, OfferInput } from '@backline/domain';
import { digestItems, notifications, users } from '../../db/schema/index.ts';
import { ALERTS_QUEUE } from '../../platform/alerts/alert-engine.ts';
import { DIGEST_MAIL } from '../../platform/alerts/digest.job.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { inDays, offerInput } from '../../test/booking-fixtures.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { mailQueueSettled, mailText, startMailbox, type Mailbox } from '../../test/mailbox.ts';

let t: TestApp;
let fx: Fixtures;
let mailbox: Mailbox;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
});

/** Waits until the queued alert jobs are done (so "no notification" proves something). */
async function alertsSettled(timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await t.app.workQueue.unfinished(ALERTS_QUEUE)) > 0) {
    if (Date.now() > deadline) throw new Error('Alert jobs still unfinished');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function saveSearch(
  who: Person,
  name: string,
  filter: Record<string, string>,
  alert: boolean,
  route = '/gigs',
): Promise<Bookmark> {
  const created = await injectAs(t.app, 'POST', '/api/bookmarks', who.token, {
    name,
    route,
    filter,
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json<Bookmark>().alert).toBe(false);
  if (!alert) return created.json<Bookmark>();
  const switched = await injectAs(
    t.app,
    'PATCH',
    `/api/bookmarks/${created.json<Bookmark>().id}`,
    who.token,
    { alert: true },
  );
  expect(switched.statusCode, switched.body).toBe(200);
  expect(switched.json<Bookmark>().alert).toBe(true);
  return switched.json<Bookmark>();
}

async function publishGig(
  who: Person,
  title: string,
  genres: OfferInput['wantedGenres'],
): Promise<BookingOffer> {
  const response = await injectAs(t.app, 'POST', '/api/booking', who.token, {
    ...offerInput({
      title,
      wantedGenres: genres,
      dates: [{ startsAt: inDays(30), slots: 1 }],
    }),
    publish: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingOffer>();
}

const noticesOf = (userId: string) =>
  t.app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'alerts.new_items')));

describe('saved-search alerts of the gig list', () => {
  it('notify the owner of a matching saved filter with alerts on, nobody else', async () => {
    const offerer = await fx.createSignedInAccount();
    const fan = await fx.createSignedInAccount();
    const metalFan = await fx.createSignedInAccount();
    const quiet = await fx.createSignedInAccount();
    await saveSearch(fan, 'Jazz-Abende', { genre: 'jazz' }, true);
    await saveSearch(metalFan, 'Metal', { genre: 'metal' }, true);
    await saveSearch(quiet, 'Jazz ohne Alarm', { genre: 'jazz' }, false);
    // The offerer's own saved search: never alerted of their own offer.
    await saveSearch(offerer, 'Meine Jazzsuche', { genre: 'jazz' }, true);

    const offer = await publishGig(offerer, 'Jazz im Keller', ['jazz']);
    await alertsSettled();

    const [notice, ...more] = await noticesOf(fan.id);
    expect(more).toEqual([]);
    expect(notice?.params).toEqual({ bookmarkName: 'Jazz-Abende', itemTitle: 'Jazz im Keller' });
    expect(notice?.path).toBe(`/booking/jazz-im-keller-${offer.id}`);
    expect(await noticesOf(metalFan.id)).toEqual([]);
    expect(await noticesOf(quiet.id)).toEqual([]);
    expect(await noticesOf(offerer.id)).toEqual([]);
    // Not mailed one by one: it waits for the digest.
    const pending = await t.app.database.db
      .select()
      .from(digestItems)
      .where(eq(digestItems.userId, fan.id));
    expect(pending.map((item) => [item.kind, item.groupName, item.title])).toEqual([
      ['alert', 'Jazz-Abende', 'Jazz im Keller'],
    ]);
  });

  it('answers 422 for an alert on a list without alerts and 404 for another’s bookmark', async () => {
    const someone = await fx.createSignedInAccount();
    const other = await fx.createSignedInAccount();
    const forum = await saveSearch(someone, 'Forum', {}, false, '/forum');
    const refused = await injectAs(t.app, 'PATCH', `/api/bookmarks/${forum.id}`, someone.token, {
      alert: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().field ?? refused.json().errors?.[0]?.field).toBe('alert');
    const gigs = await saveSearch(someone, 'Gigs', {}, false);
    const foreign = await injectAs(t.app, 'PATCH', `/api/bookmarks/${gigs.id}`, other.token, {
      alert: true,
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await injectAs(t.app, 'PATCH', `/api/bookmarks/${gigs.id}`, someone.token, {});
    expect(empty.statusCode).toBe(422);
  });
});

describe('the daily digest', () => {
  it('mails each user what arrived once, in their language, respecting the preference', async () => {
    const offerer = await fx.createSignedInAccount();
    const german = await fx.createSignedInAccount();
    const english = await fx.createSignedInAccount();
    const unsubscribed = await fx.createSignedInAccount();
    const { db } = t.app.database;
    await db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
    await db
      .update(users)
      .set({ preferences: { notificationMails: { searchAlerts: false } } })
      .where(eq(users.id, unsubscribed.id));
    await saveSearch(german, 'Funk', { genre: 'funk' }, true);
    await saveSearch(english, 'Funk nights', { genre: 'funk' }, true);
    await saveSearch(unsubscribed, 'Funk', { genre: 'funk' }, true);
    await publishGig(offerer, 'Funk Session', ['funk']);
    await publishGig(offerer, 'Funk Jam', ['funk']);
    await alertsSettled();

    const first = await t.app.modules.bookmarks.digest.run();
    expect(first.mailed).toBeGreaterThanOrEqual(2);
    await mailQueueSettled(t.app, DIGEST_MAIL);
    const germanMail = mailText(await mailbox.waitForMail(german.email));
    expect(germanMail).toContain('Gespeicherte Suche „Funk“');
    expect(germanMail).toContain('Funk Session');
    expect(germanMail).toContain('Funk Jam');
    const englishMail = mailText(await mailbox.waitForMail(english.email));
    expect(englishMail).toContain('Saved search "Funk nights"');
    expect(englishMail).toContain('Funk Session');

    // Nothing twice: a second run has nothing left to mail.
    const second = await t.app.modules.bookmarks.digest.run();
    expect(second.mailed).toBe(0);
    await mailQueueSettled(t.app);
    const to = (email: string) =>
      mailbox.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
    expect(to(german.email)).toHaveLength(1);
    expect(to(english.email)).toHaveLength(1);
    expect(to(unsubscribed.email)).toHaveLength(0);
  });
});
