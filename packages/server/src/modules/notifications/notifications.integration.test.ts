import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingApplication,
  BookingOffer,
  Me,
  Notification,
  NotificationPage,
  OfferInput,
} from '@backline/domain';
import { notifications, pages, users } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import {
  decodeQuotedPrintable,
  mailHeader,
  mailQueueSettled,
  mailText,
  startMailbox,
  type Mailbox,
} from '../../test/mailbox.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';
import { NOTIFICATION_MAIL, createNotificationsService } from './notifications.service.ts';
import { inDays, offerInput } from '../../test/booking-fixtures.ts';

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

type Json = Record<string, unknown>;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Person | null,
  payload?: Json,
  headers: Record<string, string> = {},
) => injectAs(t.app, method, url, who?.token ?? null, payload, headers);

const input = (overrides: Partial<OfferInput> = {}): OfferInput =>
  offerInput({
    title: 'Indie-Nacht im Club',
    dates: [
      { startsAt: inDays(20), slots: 1 },
      { startsAt: inDays(27), slots: 2 },
    ],
    durationMinutes: 60,
    pay: { kind: 'pay', amountCents: 30_000 },
    backline: 'Drums',
    conditions: 'Two drinks',
    description: 'Konzerte für junge Bands',
    ...overrides,
  });

const pageName = async (id: string) =>
  (await t.app.database.db.select({ name: pages.name }).from(pages).where(eq(pages.id, id)))[0]!
    .name;

/** A venue page with an owner, an admin and a plain member; its offer is published as the page. */
async function venueTeam(overrides: Partial<OfferInput> = {}) {
  const owner = await fx.createSignedInAccount();
  const admin = await fx.createSignedInAccount();
  const member = await fx.createSignedInAccount();
  const page = await fx.createPage({ ownerId: owner.id, kind: 'location' });
  await fx.addPageMember(page.id, admin.id, 'admin');
  await fx.addPageMember(page.id, member.id, 'member');
  const created = await call(
    'POST',
    '/api/booking',
    owner,
    { ...input(overrides), publish: true },
    { 'x-object-user': page.id },
  );
  expect(created.statusCode, created.body).toBe(201);
  return { owner, admin, member, pageId: page.id, offer: created.json<BookingOffer>() };
}

/** A band page with an owner and an admin. */
async function bandTeam() {
  const owner = await fx.createSignedInAccount();
  const admin = await fx.createSignedInAccount();
  const page = await fx.createPage({ ownerId: owner.id });
  await fx.addPageMember(page.id, admin.id, 'admin');
  return { owner, admin, pageId: page.id, name: await pageName(page.id) };
}

async function apply(band: Awaited<ReturnType<typeof bandTeam>>, offer: BookingOffer, dates = [0]) {
  const response = await call('POST', `/api/booking/${offer.id}/applications`, band.owner, {
    pageId: band.pageId,
    dateIds: dates.map((index) => offer.dates[index]!.id),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ items: BookingApplication[] }>().items;
}

const decide = async (who: Person, applicationId: string, command: string, payload?: Json) => {
  const response = await call(
    'POST',
    `/api/booking-applications/${applicationId}/${command}`,
    who,
    payload,
  );
  expect(response.statusCode, response.body).toBe(200);
};

const listOf = async (who: Person, query = '') => {
  const response = await call('GET', `/api/user/notifications${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>();
};
const kindsOf = async (who: Person) => (await listOf(who)).items.map((item) => item.kind);

/** A notifications service like the app's, on the app's mail queue, to notify directly. */
const service = () =>
  createNotificationsService(t.app.database.db, {
    mail: t.app.mailQueue,
    appUrl: t.config.appUrl,
  });

const mailsTo = (email: string) => mailbox.messages.filter((mail) => mail.to.includes(email));

describe('booking notices', () => {
  it("tell the offering page's owner and admins, not its members, when a band applies", async () => {
    const venue = await venueTeam();
    const band = await bandTeam();
    await apply(band, venue.offer);
    for (const manager of [venue.owner, venue.admin]) {
      const page = await listOf(manager);
      expect(page.unread).toBe(1);
      expect(page.items).toEqual([
        {
          id: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
          kind: 'booking.application_received',
          params: { offerTitle: 'Indie-Nacht im Club', artistName: band.name },
          path: `/booking/${venue.offer.id}/applicants`,
          read: false,
          createdAt: expect.any(String),
        },
      ]);
    }
    expect(await kindsOf(venue.member)).toEqual([]);
    expect(await kindsOf(band.owner)).toEqual([]);
    expect(await kindsOf(band.admin)).toEqual([]);
  });

  it("tell the band's managers of a confirmation and a rejection with its reason, the offerer of withdrawals and a full offer", async () => {
    const venue = await venueTeam({
      schedule: 'single',
      dates: [{ startsAt: inDays(30), slots: 1 }],
    });
    const confirmed = await bandTeam();
    const rejected = await bandTeam();
    const withdrawing = await bandTeam();
    const [first] = await apply(confirmed, venue.offer);
    const [second] = await apply(rejected, venue.offer);
    const [third] = await apply(withdrawing, venue.offer);
    await decide(withdrawing.owner, third!.id, 'withdraw');
    await decide(venue.admin, second!.id, 'reject', { reason: 'Passt nicht ins Programm.' });
    await decide(venue.owner, first!.id, 'confirm');

    for (const manager of [confirmed.owner, confirmed.admin]) {
      const [notice] = (await listOf(manager)).items;
      expect(notice).toMatchObject({
        kind: 'booking.application_confirmed',
        params: { offerTitle: 'Indie-Nacht im Club', date: venue.offer.dates[0]!.startsAt },
        path: venue.offer.resource,
      });
    }
    expect((await listOf(rejected.admin)).items[0]).toMatchObject({
      kind: 'booking.application_rejected',
      params: { reason: 'Passt nicht ins Programm.' },
    });
    // Newest first: full, withdrawn, then the three applications.
    expect(await kindsOf(venue.owner)).toEqual([
      'booking.offer_full',
      'booking.application_withdrawn',
      'booking.application_received',
      'booking.application_received',
      'booking.application_received',
    ]);
    expect((await listOf(venue.admin)).items[1]?.params).toEqual({
      offerTitle: 'Indie-Nacht im Club',
      artistName: withdrawing.name,
    });
    expect(await kindsOf(withdrawing.owner)).toEqual([]);

    // A confirmed gig called off by the band: the offerer hears it, named by the band.
    await decide(confirmed.admin, first!.id, 'cancel');
    expect((await listOf(venue.admin)).items[0]).toMatchObject({
      kind: 'booking.gig_cancelled',
      params: { by: confirmed.name },
    });
  });

  it('tell every live applicant once of a change, a rescheduling (revoked confirmations apart) and a cancellation', async () => {
    const venue = await venueTeam();
    const confirmed = await bandTeam();
    const waiting = await bandTeam();
    const [gig] = await apply(confirmed, venue.offer);
    await apply(waiting, venue.offer, [0, 1]);
    await decide(venue.owner, gig!.id, 'confirm');

    const edited = await call(
      'PUT',
      `/api/booking/${venue.offer.id}`,
      venue.owner,
      {
        ...input({ description: 'Jetzt mit Aftershow-Party' }),
        dates: venue.offer.dates.map((date) => ({
          id: date.id,
          startsAt: date.startsAt!,
          slots: date.slots,
        })),
      },
      { 'x-object-user': venue.pageId },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await kindsOf(waiting.owner)).toEqual(['booking.offer_changed']);

    const moved = await call('POST', `/api/booking/${venue.offer.id}/reschedule`, venue.owner, {
      dates: venue.offer.dates.map((date, index) => ({
        id: date.id,
        startsAt: inDays(40 + index),
      })),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await kindsOf(confirmed.admin)).slice(0, 2)).toEqual([
      'booking.confirmation_revoked',
      'booking.offer_changed',
    ]);
    // Applied for two dates, told once.
    expect((await kindsOf(waiting.owner)).slice(0, 2)).toEqual([
      'booking.offer_rescheduled',
      'booking.offer_changed',
    ]);

    const cancelled = await call('POST', `/api/booking/${venue.offer.id}/cancel`, venue.owner, {
      reason: 'Der Club muss schließen.',
    });
    expect(cancelled.statusCode).toBe(200);
    for (const manager of [confirmed.owner, waiting.admin]) {
      expect((await listOf(manager)).items[0]).toMatchObject({
        kind: 'booking.offer_cancelled',
        params: { offerTitle: 'Indie-Nacht im Club', reason: 'Der Club muss schließen.' },
        path: null,
      });
    }
  });
});

describe('my notifications', () => {
  async function seed(userId: string, total: number) {
    const base = Date.now() - total * 1000;
    await t.app.database.db.insert(notifications).values(
      Array.from({ length: total }, (_, index) => ({
        userId,
        kind: 'booking.offer_full',
        params: { offerTitle: `Offer ${index}` },
        path: `/booking/${index}`,
        createdAt: new Date(base + index * 1000),
      })),
    );
  }

  it('are paged newest first with a cursor and the unread count, in at most 3 statements whatever the page size', async () => {
    const me = await fx.createSignedInAccount();
    await seed(me.id, 27);
    const first = await listOf(me, '?limit=10');
    expect(first.unread).toBe(27);
    expect(first.items.map((item) => item.params['offerTitle'])).toEqual(
      Array.from({ length: 10 }, (_, index) => `Offer ${26 - index}`),
    );
    expect(first.nextCursor).toMatch(/^\d+-[A-Za-z0-9]{10}$/);
    const second = await listOf(me, `?limit=10&before=${first.nextCursor}`);
    const third = await listOf(me, `?limit=10&before=${second.nextCursor}`);
    expect(third.items).toHaveLength(7);
    expect(third.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(27);

    for (const limit of [1, 50]) {
      const { result, statements } = await recordStatements(() =>
        call('GET', `/api/user/notifications?limit=${limit}`, me),
      );
      expect(result.statusCode).toBe(200);
      // The session lookup, one page of rows, the unread count.
      expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
    }
  });

  it('refuse a malformed cursor or page size with the field', async () => {
    const me = await fx.createSignedInAccount();
    for (const query of ['?before=x', '?limit=0', '?limit=51', "?before=1-abc'--"]) {
      const response = await call('GET', `/api/user/notifications${query}`, me);
      expect(response.statusCode, query).toBe(422);
      expect(response.json<{ field: string }>().field).toBe(
        query.includes('limit') ? 'limit' : 'before',
      );
    }
  });

  it("are only their owner's: someone else's cannot be read, marked or deleted", async () => {
    const me = await fx.createSignedInAccount();
    const other = await fx.createSignedInAccount();
    await seed(other.id, 1);
    const [theirs] = (await listOf(other)).items;
    expect((await listOf(me)).items).toEqual([]);
    for (const [method, url] of [
      ['POST', `/api/user/notifications/${theirs!.id}/read`],
      ['DELETE', `/api/user/notifications/${theirs!.id}`],
    ] as const) {
      const response = await call(method, url, me);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'request.entity_not_found' });
    }
    await call('POST', '/api/user/notifications/read', me);
    expect((await listOf(other)).items[0]).toMatchObject({ id: theirs!.id, read: false });
    expect((await call('GET', '/api/user/notifications', null)).statusCode).toBe(401);
  });

  it('are marked read one by one or all at once, and deleted, each answering the unread count', async () => {
    const me = await fx.createSignedInAccount();
    await seed(me.id, 3);
    const [a, b, c] = (await listOf(me)).items as [Notification, Notification, Notification];
    const read = await call('POST', `/api/user/notifications/${a.id}/read`, me);
    expect(read.json()).toEqual({ unread: 2 });
    // Marking again changes nothing.
    expect((await call('POST', `/api/user/notifications/${a.id}/read`, me)).json()).toEqual({
      unread: 2,
    });
    expect((await call('DELETE', `/api/user/notifications/${b.id}`, me)).json()).toEqual({
      unread: 1,
    });
    const after = await listOf(me);
    expect(after.items.map((item) => [item.id, item.read])).toEqual([
      [a.id, true],
      [c.id, false],
    ]);
    expect((await call('POST', '/api/user/notifications/read', me)).json()).toEqual({ unread: 0 });
    expect((await listOf(me)).items.every((item) => item.read)).toBe(true);
    expect((await call('DELETE', `/api/user/notifications/${b.id}`, me)).statusCode).toBe(404);
  });

  it('show in Me as the newest unread ones (id and path, at most 20) and in the navigation counter', async () => {
    const me = await fx.createSignedInAccount();
    await seed(me.id, 23);
    const [newest] = (await listOf(me)).items;
    await call('POST', `/api/user/notifications/${newest!.id}/read`, me);
    const user = (await call('GET', '/api/user/me', me)).json<{ user: Me }>().user;
    expect(user.notifications).toHaveLength(20);
    expect(user.notifications[0]).toEqual({ id: expect.any(String), context1: '/booking/21' });
    expect(user.notifications.map((item) => item.id)).not.toContain(newest!.id);
    const counters = await t.app.inject({
      method: 'POST',
      url: '/api/resource/counter',
      headers: {
        authorization: `Bearer ${me.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'counter=notifications',
    });
    expect(counters.json()).toEqual({ counters: { notifications: 22 } });
  });
  it('go with the personal data when an account is purged', async () => {
    const me = await fx.createSignedInAccount();
    await seed(me.id, 2);
    await t.app.database.db
      .update(users)
      .set({ deletionRequestedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, me.id));
    await t.app.modules.accountLifecycle.purgeDueAccounts();
    const left = await t.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.id));
    expect(left).toEqual([]);
  });
});

describe('notification mails', () => {
  it("go after the commit in the recipient's language with a link, once, and not to those who switched them off", async () => {
    const venue = await venueTeam();
    await t.app.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, venue.admin.id));
    const off = await call('POST', '/api/user/settings', venue.owner, {
      notificationMails: { booking: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const band = await bandTeam();
    await apply(band, venue.offer);

    const raw = await mailbox.waitForMail(venue.admin.email);
    // The subject is the notice's text (as RFC 2047 encoded words).
    const subject = (mailHeader(raw, 'Subject') ?? '').replace(
      /=\?UTF-8\?Q\?(.*?)\?=\s*/gi,
      (_, word: string) => decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
    expect(subject).toBe(`${band.name} applied for "Indie-Nacht im Club".`);
    const text = mailText(raw);
    expect(text).toContain(`${band.name} applied for "Indie-Nacht im Club".`);
    expect(text).toContain(`${t.config.appUrl}/booking/${venue.offer.id}/applicants`);
    expect(text).toContain(`${t.config.appUrl}/user/appsettings`);

    // Once every queued notification mail is through: one mail, none for the owner.
    await mailQueueSettled(t.app, NOTIFICATION_MAIL);
    expect(mailsTo(venue.admin.email)).toHaveLength(1);
    expect(mailsTo(venue.owner.email)).toHaveLength(0);
    // The notice itself is there for both.
    expect(await kindsOf(venue.owner)).toEqual(['booking.application_received']);
  });

  it('are not sent for a change that was rolled back', async () => {
    const someone = await fx.createSignedInAccount();
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await service().notify(tx, [someone.id], {
          kind: 'booking.offer_full',
          params: { offerTitle: 'Zurückgerollt' },
          path: null,
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const ownRows = await t.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, someone.id));
    expect(ownRows).toEqual([]);
    // The same notice committed is mailed; the rolled back one never is.
    await t.app.database.db.transaction((tx) =>
      service().notify(tx, [someone.id], {
        kind: 'booking.offer_full',
        params: { offerTitle: 'Bestätigt' },
        path: null,
      }),
    );
    expect(mailText(await mailbox.waitForMail(someone.email))).toContain('„Bestätigt“');
    await mailQueueSettled(t.app, NOTIFICATION_MAIL);
    expect(mailsTo(someone.email)).toHaveLength(1);
  });

  it('write one notice and one mail for a recipient named twice', async () => {
    const someone = await fx.createSignedInAccount();
    await t.app.database.db.transaction((tx) =>
      service().notify(tx, [someone.id, someone.id], {
        kind: 'booking.offer_full',
        params: { offerTitle: 'Doppelt' },
        path: '/booking/doppelt-abcde12345',
      }),
    );
    expect(mailText(await mailbox.waitForMail(someone.email))).toContain(
      '„Doppelt“ ist ausgebucht',
    );
    await mailQueueSettled(t.app, NOTIFICATION_MAIL);
    expect(mailsTo(someone.email)).toHaveLength(1);
    expect(await kindsOf(someone)).toEqual(['booking.offer_full']);
  });

  it('do not double the mail the cancellation sends its applicants', async () => {
    const venue = await venueTeam();
    const band = await bandTeam();
    await apply(band, venue.offer);
    await call('POST', `/api/booking/${venue.offer.id}/cancel`, venue.owner, {
      reason: 'Wasserschaden.',
    });
    const mail = mailText(await mailbox.waitForMail(band.owner.email));
    expect(mail).toContain('Wasserschaden.');
    await mailQueueSettled(t.app);
    expect(mailsTo(band.owner.email)).toHaveLength(1);
    expect(await kindsOf(band.owner)).toEqual(['booking.offer_cancelled']);
  });
});
