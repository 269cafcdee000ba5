import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ConversationListSchema,
  MESSAGE_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  type Conversation,
  type ConversationList,
  type Message,
  type MessageHistory,
} from '@backline/domain';
import {
  bookingOffers,
  conversationParties,
  conversations,
  messages,
  notifications,
  pageBlocks,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import type { ConversationDbRow, ConversationFilter } from './messaging.sql.ts';

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

type User = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
const newUser = () => fx.createSignedInAccount({ type: 'musician' });
const userRef = (user: { id: string }) => ({ kind: 'user' as const, id: user.id });
const pageRef = (page: { id: string }) => ({ kind: 'page' as const, id: page.id });

type StartAnswer = { conversation: Conversation; message: Message };

const start = (actor: User, payload: Record<string, unknown>) =>
  injectAs(t.app, 'POST', '/api/messaging/conversations', actor.token, payload);

async function started(actor: User, payload: Record<string, unknown>): Promise<StartAnswer> {
  const response = await start(actor, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StartAnswer>();
}

async function send(actor: User, conversationId: string, text: string): Promise<Message> {
  const response = await injectAs(
    t.app,
    'POST',
    `/api/messaging/conversations/${conversationId}/messages`,
    actor.token,
    { text },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Message>();
}

async function list(actor: User, query = ''): Promise<ConversationList> {
  const response = await injectAs(
    t.app,
    'GET',
    `/api/messaging/conversations${query}`,
    actor.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationList>();
}

async function history(actor: User, id: string, before?: string): Promise<MessageHistory> {
  const query = before ? `?before=${before}` : '';
  const response = await injectAs(
    t.app,
    'GET',
    `/api/messaging/conversations/${id}/messages${query}`,
    actor.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageHistory>();
}

async function counter(actor: User): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/resource/counter',
    headers: {
      authorization: `Bearer ${actor.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'counter=unread-messages',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ counters: Record<string, number> }>().counters['unread-messages'] ?? -1;
}

const noticesOf = (userId: string) =>
  t.app.database.db
    .select({ kind: notifications.kind, params: notifications.params, path: notifications.path })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'messages.new')));

async function offerOf(publisherUserId: string): Promise<string> {
  const [row] = await t.app.database.db
    .insert(bookingOffers)
    .values({
      publisherUserId,
      title: 'Indie-Abend im Hafen',
      performanceType: 'live',
      schedule: 'none',
      durationMinutes: 60,
      payKind: 'negotiable',
    })
    .returning({ id: bookingOffers.id });
  if (!row) throw new Error('no offer');
  return row.id;
}

const block = (a: User, b: { id: string }) =>
  injectAs(t.app, 'POST', `/api/user/contacts/${b.id}`, a.token, { command: 'block' });

describe('starting and continuing conversations', () => {
  it('user to user: both sides list it, with unread counts, the last message and the counter', async () => {
    const a = await newUser();
    const b = await newUser();
    const first = await started(a, { to: userRef(b), text: 'Hallo!\nWie geht’s?' });
    expect(first.message).toMatchObject({
      mine: true,
      text: 'Hallo!\nWie geht’s?',
      deleted: false,
    });
    expect(first.conversation).toMatchObject({
      me: { kind: 'user', id: a.id, name: a.name },
      partner: { kind: 'user', id: b.id, name: b.name },
      context: null,
      unread: 0,
      archived: false,
      muted: false,
      canWrite: true,
    });
    // The same two without a context: the same conversation.
    const again = await started(a, { to: userRef(b), text: 'Noch was' });
    expect(again.conversation.id).toBe(first.conversation.id);

    const theirs = await list(b);
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0]).toMatchObject({
      id: first.conversation.id,
      me: { id: b.id },
      partner: { id: a.id, resource: expect.stringMatching(/^\/user\//) },
      unread: 2,
      lastMessage: { text: 'Noch was', mine: false },
    });
    expect((await list(a)).items[0]).toMatchObject({ unread: 0, lastMessage: { mine: true } });
    expect(await counter(b)).toBe(2);
    expect(await counter(a)).toBe(0);

    const one = await injectAs(
      t.app,
      'GET',
      `/api/messaging/conversations/${first.conversation.id}`,
      b.token,
    );
    expect(one.json()).toMatchObject({ id: first.conversation.id, unread: 2 });
    const stranger = await newUser();
    const hidden = await injectAs(
      t.app,
      'GET',
      `/api/messaging/conversations/${first.conversation.id}`,
      stranger.token,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it("user to page: the page's admin answers as the page, a member does not see it", async () => {
    const a = await newUser();
    const owner = await newUser();
    const admin = await newUser();
    const member = await newUser();
    const page = await fx.createPage({ ownerId: owner.id });
    await fx.addPageMember(page.id, admin.id, 'admin');
    await fx.addPageMember(page.id, member.id, 'member');
    const { conversation } = await started(a, { to: pageRef(page), text: 'Spielt ihr im Mai?' });
    expect((await list(admin)).items[0]).toMatchObject({
      id: conversation.id,
      me: { kind: 'page', id: page.id },
      unread: 1,
    });
    expect((await list(owner)).items).toHaveLength(1);
    expect((await list(member)).items).toHaveLength(0);
    const memberSend = await injectAs(
      t.app,
      'POST',
      `/api/messaging/conversations/${conversation.id}/messages`,
      member.token,
      { text: 'Ich auch' },
    );
    expect(memberSend.statusCode).toBe(404);

    const answer = await send(admin, conversation.id, 'Ja, am 12.');
    expect(answer.mine).toBe(true);
    // The page's state is shared: the owner sees it read up to the page's own answer.
    expect((await list(owner)).items[0]).toMatchObject({ unread: 0 });
    expect((await list(a)).items[0]).toMatchObject({
      partner: { kind: 'page', id: page.id },
      unread: 1,
      lastMessage: { text: 'Ja, am 12.', mine: false },
    });
    // The page continuing its conversation through start: allowed whatever the context.
    const more = await started(admin, { as: pageRef(page), to: userRef(a), text: 'Und im Juni?' });
    expect(more.conversation.id).toBe(conversation.id);
    // A plain member may not write as the page.
    const refused = await start(member, { as: pageRef(page), to: userRef(a), text: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'messaging.not_a_sender' });
  });

  it('as a page from a booking: allowed for artist pages, the sender choice lists them', async () => {
    const venueUser = await newUser();
    const a = await newUser();
    const band = await fx.createPage({ ownerId: a.id });
    const org = await fx.createPage({ ownerId: a.id, kind: 'organization' });
    const offerId = await offerOf(venueUser.id);
    const context = { kind: 'booking', id: offerId };

    const senders = await injectAs(
      t.app,
      'GET',
      `/api/messaging/senders?contextKind=booking&contextId=${offerId}`,
      a.token,
    );
    expect(senders.statusCode, senders.body).toBe(200);
    expect(
      senders.json<{ senders: { kind: string; id: string }[] }>().senders.map((s) => s.id),
    ).toEqual([a.id, band.id]);
    const none = await injectAs(t.app, 'GET', '/api/messaging/senders', a.token);
    expect(none.json<{ senders: unknown[] }>().senders).toHaveLength(1);

    const { conversation } = await started(a, {
      as: pageRef(band),
      to: userRef(venueUser),
      context,
      text: 'Wir hätten Zeit',
    });
    expect(conversation).toMatchObject({
      me: { kind: 'page', id: band.id },
      context: {
        kind: 'booking',
        id: offerId,
        title: 'Indie-Abend im Hafen',
        resource: expect.stringMatching(new RegExp(`^/booking/.*${offerId}$`)),
      },
    });
    // An organization page may not write from a booking; nor any page without a context.
    for (const payload of [
      { as: pageRef(org), to: userRef(venueUser), context, text: 'Hallo' },
      { as: pageRef(band), to: userRef(venueUser), text: 'Hallo' },
    ]) {
      const refused = await start(a, payload);
      expect(refused.json()).toMatchObject({ code: 'messaging.not_a_sender' });
    }
    // A context that does not exist: 422 on the field.
    const missing = await start(a, {
      to: userRef(venueUser),
      context: { kind: 'booking', id: 'AAAAAAAAAA' },
      text: 'Hallo',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ field: 'context' });
  });

  it('refuses oneself, a partner gone, blocks both ways and a page that blocked the user', async () => {
    const a = await newUser();
    const b = await newUser();
    const self = await start(a, { to: userRef(a), text: 'Ich' });
    expect(self.json()).toMatchObject({ code: 'messaging.self' });
    const { conversation } = await started(a, { to: userRef(b), text: 'Hallo' });

    expect((await block(b, a)).statusCode).toBe(200);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const refused = await start(from, { to: userRef(to), text: 'Hallo?' });
      expect(refused.json()).toMatchObject({ code: 'account.user_blocked' });
      const sent = await injectAs(
        t.app,
        'POST',
        `/api/messaging/conversations/${conversation.id}/messages`,
        from.token,
        { text: 'Hallo?' },
      );
      expect(sent.json()).toMatchObject({ code: 'account.user_blocked' });
    }
    expect((await list(a)).items[0]).toMatchObject({ canWrite: false });

    const gone = await newUser();
    await fx.deactivate(gone.id);
    const refused = await start(a, { to: userRef(gone), text: 'Hallo' });
    expect(refused.json()).toMatchObject({ code: 'messaging.partner_gone' });
    const nobody = await start(a, { to: { kind: 'page', id: 'AAAAAAAAAA' }, text: 'Hallo' });
    expect(nobody.json()).toMatchObject({ code: 'messaging.partner_gone' });

    const owner = await newUser();
    const page = await fx.createPage({ ownerId: owner.id });
    await t.app.database.db.insert(pageBlocks).values({ pageId: page.id, userId: a.id });
    const byPage = await start(a, { to: pageRef(page), text: 'Hallo' });
    expect(byPage.json()).toMatchObject({ code: 'account.user_blocked' });
  });

  it('answers 401 without a session and 422 with the field for bad input', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/messaging/conversations' });
    expect(anonymous.statusCode).toBe(401);
    const a = await newUser();
    const empty = await start(a, { to: { kind: 'user', id: a.id }, text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ field: 'text' });
  });
});

describe('reading, history and settings', () => {
  it('pages back through history, stable when new messages arrive; read, archive, mute', async () => {
    const a = await newUser();
    const b = await newUser();
    const { conversation, message } = await started(a, { to: userRef(b), text: 'm0' });
    // More than a page, written straight (the send limit is per minute), a second apart.
    const base = new Date(message.sentAt).getTime() - 3600 * 1000;
    await t.app.database.db
      .update(messages)
      .set({ createdAt: new Date(base) })
      .where(eq(messages.id, message.id));
    await t.app.database.db.insert(messages).values(
      Array.from({ length: MESSAGE_PAGE_SIZE + 4 }, (_, index) => ({
        conversationId: conversation.id,
        senderKind: 'user' as const,
        senderId: a.id,
        authorUserId: a.id,
        text: `m${index + 1}`,
        createdAt: new Date(base + (index + 1) * 1000),
      })),
    );
    const first = await history(b, conversation.id);
    expect(first.items).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ text: `m${MESSAGE_PAGE_SIZE + 4}`, mine: false });
    expect(first.lastReadId).toBeNull();
    expect(first.nextCursor).not.toBeNull();
    await send(b, conversation.id, 'neu');
    const second = await history(b, conversation.id, first.nextCursor ?? '');
    expect(second.items.map((m) => m.text)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(second.nextCursor).toBeNull();

    // b's own answer made everything before it read.
    expect((await list(b)).items[0]).toMatchObject({ unread: 0 });
    const upTo = first.items[0]?.id ?? '';
    const read = await injectAs(
      t.app,
      'POST',
      `/api/messaging/conversations/${conversation.id}/read`,
      a.token,
      { upTo },
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    const lastOfA = (await history(a, conversation.id)).items[0];
    const allRead = await injectAs(
      t.app,
      'POST',
      `/api/messaging/conversations/${conversation.id}/read`,
      a.token,
      { upTo: lastOfA?.id ?? '' },
    );
    expect(allRead.json()).toEqual({ unread: 0 });
    expect((await history(a, conversation.id)).lastReadId).toBe(lastOfA?.id);
    const foreign = await injectAs(
      t.app,
      'POST',
      `/api/messaging/conversations/${conversation.id}/read`,
      a.token,
      { upTo: 'AAAAAAAAAA' },
    );
    expect(foreign.statusCode).toBe(422);

    const patched = await injectAs(
      t.app,
      'PATCH',
      `/api/messaging/conversations/${conversation.id}`,
      a.token,
      { archived: true, muted: true },
    );
    expect(patched.json()).toMatchObject({ archived: true, muted: true });
    expect((await list(a)).items).toHaveLength(0);
    expect((await list(a, '?archived=1')).items).toHaveLength(1);
    // A new message brings it back from the archive; it stays muted.
    await send(b, conversation.id, 'zurück');
    expect((await list(a)).items[0]).toMatchObject({ muted: true, archived: false });
  });

  it('deletes own messages (the place stays) and refuses others’', async () => {
    const a = await newUser();
    const b = await newUser();
    const { conversation, message } = await started(a, { to: userRef(b), text: 'Ups' });
    const other = await injectAs(t.app, 'DELETE', `/api/messaging/messages/${message.id}`, b.token);
    expect(other.json()).toMatchObject({ code: 'messaging.not_own_message' });
    const stranger = await newUser();
    const hidden = await injectAs(
      t.app,
      'DELETE',
      `/api/messaging/messages/${message.id}`,
      stranger.token,
    );
    expect(hidden.statusCode).toBe(404);
    const own = await injectAs(t.app, 'DELETE', `/api/messaging/messages/${message.id}`, a.token);
    expect(own.json()).toEqual({ deleted: true });
    expect((await history(b, conversation.id)).items).toEqual([
      expect.objectContaining({ id: message.id, text: null, deleted: true }),
    ]);
  });

  it('searches by the partner’s name and pages the list by cursor', async () => {
    const a = await newUser();
    const partners: User[] = [];
    for (let i = 0; i < 3; i += 1) {
      const partner = await newUser();
      partners.push(partner);
      await started(a, { to: userRef(partner), text: `an ${i}` });
    }
    const found = await list(a, `?q=${encodeURIComponent(partners[1]?.name ?? '')}`);
    expect(found.items.map((c) => c.partner.id)).toEqual([partners[1]?.id]);
    const all = await list(a);
    expect(all.items.map((c) => c.partner.id)).toEqual(partners.map((p) => p.id).reverse());
    const bad = await injectAs(t.app, 'GET', '/api/messaging/conversations?cursor=xyz', a.token);
    expect(bad.statusCode).toBe(422);
  });
});

describe("the list: the viewer's sides merged", () => {
  it("merges the viewer's own side and their pages' sides newest first, page by page", async () => {
    const a = await newUser();
    const first = await fx.createPage({ ownerId: a.id });
    const second = await fx.createPage({ ownerId: a.id });
    const partners = await Promise.all(Array.from({ length: 7 }, () => newUser()));
    const [u1, u2, u3, u4, u5, u6, u7] = partners as [User, User, User, User, User, User, User];
    const withA = await started(u1, { to: userRef(a), text: 'eins' });
    const withFirst = await started(u2, { to: pageRef(first), text: 'zwei' });
    await started(u3, { to: pageRef(first), text: 'drei' });
    await started(u4, { to: pageRef(second), text: 'vier' });
    const archived = await started(u5, { to: userRef(a), text: 'fünf' });
    await injectAs(
      t.app,
      'PATCH',
      `/api/messaging/conversations/${archived.conversation.id}`,
      a.token,
      {
        archived: true,
      },
    );
    await t.app.database.db
      .update(users)
      .set({ shadowBannedAt: new Date() })
      .where(eq(users.id, u6.id));
    await started(u6, { to: userRef(a), text: 'Spam' });
    await started(a, { to: userRef(u7), text: 'sieben' });
    // Ties on the time across the viewer's sides: the conversation, then the side decide.
    const tie = new Date(Date.now() + 60_000);
    await t.app.database.db
      .update(conversationParties)
      .set({ lastMessageAt: tie })
      .where(
        sql`${conversationParties.conversationId} in (${withA.conversation.id}, ${withFirst.conversation.id})
          or ${conversationParties.partyId} = ${second.id}`,
      );

    // What the list must answer: every side of the viewer's that is not archived and holds a
    // message it may see, in the list's order (the predicate as it was before it was stored).
    const expected = await t.app.database.db.execute<{ id: string; side: string }>(sql`
      select s.conversation_id as id, s.party_id as side from ${conversationParties} s
      where s.party_id in (${a.id}, ${first.id}, ${second.id}) and not s.archived
        and exists (select 1 from ${messages} v where v.conversation_id = s.conversation_id
          and (not v.shadowed or (v.sender_kind = s.party_kind and v.sender_id = s.party_id)))
      order by s.last_message_at desc, s.conversation_id desc, s.party_id desc`);
    expect(expected.rows).toHaveLength(5);

    const repository = createMessagingRepository(t.app.database.db);
    const walk = async (
      read: (after: ConversationFilter['after']) => Promise<ConversationDbRow[]>,
    ) => {
      const seen: { id: string; side: string }[] = [];
      let after: ConversationFilter['after'] = null;
      for (let page = 0; page < 5; page += 1) {
        const rows = await read(after);
        seen.push(...rows.slice(0, 2).map((row) => ({ id: row.conversation_id, side: row.my_id })));
        const last = rows[1];
        if (rows.length <= 2 || !last) break;
        after = {
          ms: last.last_message_ms,
          conversationId: last.conversation_id,
          partyId: last.my_id,
        };
      }
      return seen;
    };
    const filter = { viewerId: a.id, archived: false, limit: 3 };
    // The prepared page and the statement the search and the header share walk the same way.
    expect(await walk((after) => repository.conversationPage({ ...filter, after }))).toEqual(
      expected.rows,
    );
    expect(await walk((after) => repository.conversationRows({ ...filter, after }))).toEqual(
      expected.rows,
    );
    expect((await list(a)).items.map((c) => [c.id, c.me.id])).toEqual(
      expected.rows.map((row) => [row.id, row.side]),
    );
    expect((await list(a, '?archived=1')).items.map((c) => c.id)).toEqual([
      archived.conversation.id,
    ]);
    // The list's answer is not encoded against its schema (decisions §74): it must be exactly
    // what the schema would have let through, key for key and in its order.
    const body = (await injectAs(t.app, 'GET', '/api/messaging/conversations', a.token)).body;
    expect(JSON.stringify(ConversationListSchema.parse(JSON.parse(body)))).toBe(body);
  });
});

describe('notices, limits, statements, purge', () => {
  it('tells once per burst, again after the notice was read, never when muted', async () => {
    const a = await newUser();
    const b = await newUser();
    const { conversation } = await started(a, { to: userRef(b), text: 'eins' });
    await send(a, conversation.id, 'zwei');
    await send(a, conversation.id, 'drei');
    expect(await noticesOf(b.id)).toEqual([
      {
        kind: 'messages.new',
        params: { senderName: a.name },
        path: `/directmessaging?id=${conversation.id}`,
      },
    ]);
    await t.app.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userId, b.id));
    await send(a, conversation.id, 'vier');
    expect(await noticesOf(b.id)).toHaveLength(2);
    await injectAs(t.app, 'PATCH', `/api/messaging/conversations/${conversation.id}`, a.token, {
      muted: true,
    });
    await t.app.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userId, a.id));
    await send(b, conversation.id, 'Antwort');
    expect(await noticesOf(a.id)).toHaveLength(0);
  });

  it('limits messages per user and minute', { timeout: 60_000 }, async () => {
    const a = await newUser();
    const b = await newUser();
    // The limit counts in fixed minutes of the clock: all sends must fall into one of them, so a
    // start late in a minute waits for the next (a CI run once crossed the boundary).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 30_000) await new Promise((done) => setTimeout(done, 60_100 - intoMinute));
    const { conversation } = await started(a, { to: userRef(b), text: '0' });
    for (let i = 1; i < MESSAGES_PER_MINUTE; i += 1) await send(a, conversation.id, `${i}`);
    const limited = await injectAs(
      t.app,
      'POST',
      `/api/messaging/conversations/${conversation.id}/messages`,
      a.token,
      { text: 'zu viel' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'auth.rate_limited' });
  });

  it('reads the list and the history in at most 3 statements', async () => {
    const a = await newUser();
    const owner = await newUser();
    const page = await fx.createPage({ ownerId: owner.id });
    await fx.addPageMember(page.id, a.id, 'admin');
    const b = await newUser();
    await started(b, { to: pageRef(page), text: 'an die Seite' });
    const { conversation } = await started(a, { to: userRef(b), text: 'direkt' });
    const listed = await recordStatements(() =>
      injectAs(t.app, 'GET', '/api/messaging/conversations', a.token),
    );
    expect(listed.result.json<ConversationList>().items).toHaveLength(2);
    // The session lookup is the first statement.
    expect(listed.statements.length, describeStatements(listed.statements)).toBeLessThanOrEqual(4);
    const read = await recordStatements(() =>
      injectAs(t.app, 'GET', `/api/messaging/conversations/${conversation.id}/messages`, a.token),
    );
    // The history with its files: the session, the viewer's side, the page (as the bench counts).
    expect(read.statements.length, describeStatements(read.statements)).toBeLessThanOrEqual(3);
  });

  it("purges an account's side: own messages emptied, conversations with nobody left gone", async () => {
    const a = await newUser();
    const b = await newUser();
    const { conversation, message } = await started(a, { to: userRef(b), text: 'Geheim' });
    await send(b, conversation.id, 'Antwort');
    await t.app.database.db
      .update(users)
      .set({ deletionRequestedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, a.id));
    await t.app.modules.accountLifecycle.purgeDueAccounts();
    const [emptied] = await t.app.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, message.id));
    expect(emptied).toMatchObject({ text: null, authorUserId: null });
    expect(emptied?.deletedAt).not.toBeNull();
    const sides = await t.app.database.db
      .select()
      .from(conversationParties)
      .where(eq(conversationParties.conversationId, conversation.id));
    expect(sides.map((side) => side.partyId)).toEqual([b.id]);
    expect((await list(b)).items[0]).toMatchObject({ canWrite: false });

    await t.app.database.db
      .update(users)
      .set({ deletionRequestedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, b.id));
    await t.app.modules.accountLifecycle.purgeDueAccounts();
    const left = await t.app.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    expect(left).toEqual([]);
  });
});
