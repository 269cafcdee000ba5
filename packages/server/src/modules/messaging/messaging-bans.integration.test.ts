import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  errorMessage,
  formatBanEnd,
  type ApiError,
  type Conversation,
  type ConversationList,
  type Message,
  type MessageHistory,
} from '@backline/domain';
import {
  conversationParties,
  conversations,
  messages,
  notifications,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';

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
type StartAnswer = { conversation: Conversation; message: Message };
const newUser = () => fx.createSignedInAccount({ type: 'musician' });
const userRef = (user: { id: string }) => ({ kind: 'user' as const, id: user.id });

const start = (actor: User, to: { id: string }, text: string) =>
  injectAs(t.app, 'POST', '/api/messaging/conversations', actor.token, { to: userRef(to), text });
const send = (actor: User, conversationId: string, text: string) =>
  injectAs(t.app, 'POST', `/api/messaging/conversations/${conversationId}/messages`, actor.token, {
    text,
  });

async function ok<T>(response: { statusCode: number; body: string; json: <U>() => U }) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const list = async (actor: User) =>
  ok<ConversationList>(await injectAs(t.app, 'GET', '/api/messaging/conversations', actor.token));
const history = async (actor: User, id: string) =>
  ok<MessageHistory>(
    await injectAs(t.app, 'GET', `/api/messaging/conversations/${id}/messages`, actor.token),
  );

async function counter(actor: User): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/resource/counter',
    headers: {
      authorization: `Bearer ${actor.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'counter=unread-messages,contact-requests',
  });
  const { counters } = await ok<{ counters: Record<string, number> }>(response);
  return counters['unread-messages'] ?? -1;
}

const noticesOf = (userId: string) =>
  t.app.database.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId));

const setBan = (userId: string, changes: Partial<typeof users.$inferInsert>) =>
  t.app.database.db.update(users).set(changes).where(eq(users.id, userId));

describe('a community ban in messaging and contacts', () => {
  it("refuses starting, writing and contact requests, naming the end in the user's language", async () => {
    const banned = await newUser();
    const partner = await newUser();
    const { conversation } = await ok<StartAnswer>(await start(banned, partner, 'vorher'));
    const until = new Date(Date.now() + 3 * 86_400_000);
    await setBan(banned.id, { communityBanUntil: until, locale: 'en' });

    const date = formatBanEnd(until, 'en');
    for (const response of [
      await start(banned, partner, 'neu'),
      await send(banned, conversation.id, 'weiter'),
      await injectAs(t.app, 'POST', `/api/user/contacts/${partner.id}`, banned.token, {
        command: 'request',
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      const body = response.json<ApiError>();
      expect(body.code).toBe('moderation.community_ban');
      expect(body.params).toEqual({ date });
      expect(errorMessage('moderation.community_ban', 'en', { date })).toContain(date);
    }
    // Reading and the partner's answers are not posting by the banned user.
    expect((await history(banned, conversation.id)).items).toHaveLength(1);
    await ok<Message>(await send(partner, conversation.id, 'Antwort'));

    // A ban that has ended stops nothing.
    await setBan(banned.id, { communityBanUntil: new Date(Date.now() - 1000) });
    await ok<Message>(await send(banned, conversation.id, 'wieder da'));
  });
});

describe('a shadow ban in messaging', () => {
  it("looks sent to the author; the partner's history, list, counts and notices never show it", async () => {
    const shadow = await newUser();
    const partner = await newUser();
    const { conversation } = await ok<StartAnswer>(await start(partner, shadow, 'Hallo du'));
    await setBan(shadow.id, { shadowBannedAt: new Date() });
    const noticesBefore = (await noticesOf(partner.id)).length;
    const unreadBefore = await counter(partner);

    const sent = await ok<Message>(await send(shadow, conversation.id, 'Kauf meine Sachen'));
    const [stored] = await t.app.database.db
      .select({ shadowed: messages.shadowed })
      .from(messages)
      .where(eq(messages.id, sent.id));
    expect(stored?.shadowed).toBe(true);

    // The author sees it as sent, everywhere.
    expect((await history(shadow, conversation.id)).items.map((m) => m.text)).toEqual([
      'Kauf meine Sachen',
      'Hallo du',
    ]);
    const own = (await list(shadow)).items.find((c) => c.id === conversation.id);
    expect(own?.lastMessage?.text).toBe('Kauf meine Sachen');

    // The partner sees nothing of it.
    expect((await history(partner, conversation.id)).items.map((m) => m.text)).toEqual([
      'Hallo du',
    ]);
    const theirs = (await list(partner)).items.find((c) => c.id === conversation.id);
    expect(theirs?.lastMessage?.text).toBe('Hallo du');
    expect(theirs?.unread).toBe(0);
    expect(await counter(partner)).toBe(unreadBefore);
    expect(await noticesOf(partner.id)).toHaveLength(noticesBefore);
    // Nor can they mark it read (they cannot know it).
    const read = await injectAs(
      t.app,
      'POST',
      `/api/messaging/conversations/${conversation.id}/read`,
      partner.token,
      { upTo: sent.id },
    );
    expect(read.statusCode).toBe(422);
  });

  it('a conversation a shadow-banned user starts does not exist for the other side', async () => {
    const shadow = await newUser();
    const partner = await newUser();
    await setBan(shadow.id, { shadowBannedAt: new Date() });
    const { conversation } = await ok<StartAnswer>(await start(shadow, partner, 'Spam'));

    expect((await list(shadow)).items.map((c) => c.id)).toEqual([conversation.id]);
    const listed = await recordStatements(() =>
      injectAs(t.app, 'GET', '/api/messaging/conversations', partner.token),
    );
    expect(listed.result.json<ConversationList>().items).toEqual([]);
    // The session lookup is the first statement.
    expect(listed.statements.length, describeStatements(listed.statements)).toBeLessThanOrEqual(4);
    const opened = await injectAs(
      t.app,
      'GET',
      `/api/messaging/conversations/${conversation.id}`,
      partner.token,
    );
    expect(opened.statusCode).toBe(404);
    expect(await counter(partner)).toBe(0);
    expect(await noticesOf(partner.id)).toEqual([]);

    // Once the partner writes in it (starting from their side), they see only their own.
    const answer = await ok<StartAnswer>(await start(partner, shadow, 'Wer bist du?'));
    expect(answer.conversation.id).toBe(conversation.id);
    expect((await history(partner, conversation.id)).items.map((m) => m.text)).toEqual([
      'Wer bist du?',
    ]);
    expect((await history(shadow, conversation.id)).items).toHaveLength(2);
  });

  it('a contact request of a shadow-banned user looks sent and reaches no one', async () => {
    const shadow = await newUser();
    const partner = await newUser();
    await setBan(shadow.id, { shadowBannedAt: new Date() });
    const asked = await injectAs(t.app, 'POST', `/api/user/contacts/${partner.id}`, shadow.token, {
      command: 'request',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<{ state: string }>().state).toBe('outgoing');
    const incoming = await ok<{ items: unknown[] }>(
      await injectAs(t.app, 'GET', '/api/user/contacts?list=incoming', partner.token),
    );
    expect(incoming.items).toEqual([]);
    expect(
      await t.app.database.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(
          and(eq(notifications.userId, partner.id), eq(notifications.kind, 'contacts.request')),
        ),
    ).toEqual([]);
  });
});

/**
 * `conversation_parties.visible` (decisions §74) is what the list and the chat's header read
 * instead of looking for a message the side may see; the database keeps it. These fail when a
 * write to messages or sides leaves it behind.
 */
describe("a side's stored visibility follows its messages", () => {
  const db = () => t.app.database.db;
  const listed = async (actor: User) => (await list(actor)).items.map((c) => c.id);
  const opened = async (actor: User, id: string) =>
    (await injectAs(t.app, 'GET', `/api/messaging/conversations/${id}`, actor.token)).statusCode;
  const stored = async (conversationId: string) =>
    Object.fromEntries(
      (
        await db()
          .select({ id: conversationParties.partyId, visible: conversationParties.visible })
          .from(conversationParties)
          .where(eq(conversationParties.conversationId, conversationId))
      ).map((row) => [row.id, row.visible]),
    );
  const shadowMessage = (id: string, shadowed: boolean) =>
    db().update(messages).set({ shadowed }).where(eq(messages.id, id));

  it('a shadowed message only: absent for the partner; unshadowed: there; shadowed again: gone', async () => {
    const shadow = await newUser();
    const partner = await newUser();
    await setBan(shadow.id, { shadowBannedAt: new Date() });
    const { conversation, message } = await ok<StartAnswer>(await start(shadow, partner, 'Spam'));
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: true, [partner.id]: false });
    expect(await listed(partner)).toEqual([]);

    // A moderator's correction (or any write) that unshadows the message shows it at once.
    await shadowMessage(message.id, false);
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: true, [partner.id]: true });
    expect(await listed(partner)).toEqual([conversation.id]);
    expect(await opened(partner, conversation.id)).toBe(200);
    const [item] = (await list(partner)).items;
    expect(item?.lastMessage?.text).toBe('Spam');

    await shadowMessage(message.id, true);
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: true, [partner.id]: false });
    expect(await listed(partner)).toEqual([]);
    expect(await opened(partner, conversation.id)).toBe(404);
    // The author's own side never loses it.
    expect(await listed(shadow)).toEqual([conversation.id]);
  });

  it("the partner's own message shows it; deleting messages' rows hides it again", async () => {
    const shadow = await newUser();
    const partner = await newUser();
    await setBan(shadow.id, { shadowBannedAt: new Date() });
    const { conversation } = await ok<StartAnswer>(await start(shadow, partner, 'Spam'));
    const answer = await ok<StartAnswer>(await start(partner, shadow, 'Wer bist du?'));
    expect(await listed(partner)).toEqual([conversation.id]);

    // Only the rows' deletion (not a deleted message, which keeps its row and place) hides it.
    await ok<{ deleted: true }>(
      await injectAs(
        t.app,
        'DELETE',
        `/api/messaging/messages/${answer.message.id}`,
        partner.token,
      ),
    );
    expect(await listed(partner)).toEqual([conversation.id]);
    await db().delete(messages).where(eq(messages.id, answer.message.id));
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: true, [partner.id]: false });
    expect(await listed(partner)).toEqual([]);
    await db().delete(messages).where(eq(messages.conversationId, conversation.id));
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: false, [partner.id]: false });
    expect(await listed(shadow)).toEqual([]);

    // A message moved into the conversation, or given another sender, counts where it is now.
    const third = await newUser();
    const other = await ok<StartAnswer>(await start(partner, third, 'Anderes Thema'));
    await db()
      .update(messages)
      .set({ conversationId: conversation.id })
      .where(eq(messages.id, other.message.id));
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: true, [partner.id]: true });
    expect(await stored(other.conversation.id)).toEqual({
      [third.id]: false,
      [partner.id]: false,
    });
    await db()
      .update(messages)
      .set({ senderId: third.id, shadowed: true })
      .where(eq(messages.id, other.message.id));
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: false, [partner.id]: false });
  });

  it('a side written anew takes its visibility from the messages, whatever the writer says', async () => {
    const shadow = await newUser();
    const partner = await newUser();
    await setBan(shadow.id, { shadowBannedAt: new Date() });
    const { conversation } = await ok<StartAnswer>(await start(shadow, partner, 'Spam'));
    await ok<StartAnswer>(await start(partner, shadow, 'Hallo?'));
    const side = and(
      eq(conversationParties.conversationId, conversation.id),
      eq(conversationParties.partyId, partner.id),
    );
    const [row] = await db().delete(conversationParties).where(side).returning();
    expect(row?.visible).toBe(true);
    await db()
      .insert(conversationParties)
      .values({ ...row!, visible: false });
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: true, [partner.id]: true });
    await db().update(conversationParties).set({ visible: false }).where(side);
    expect(await stored(conversation.id)).toEqual({ [shadow.id]: true, [partner.id]: true });
    expect(await listed(partner)).toEqual([conversation.id]);

    // A whole conversation goes with its messages and sides.
    await db().delete(conversations).where(eq(conversations.id, conversation.id));
    expect(await listed(partner)).toEqual([]);
  });

  it('every stored visibility in this database is what the messages say', async () => {
    const drift = await db().execute<{ count: number }>(sql`
      select count(*)::int as count from ${conversationParties} s
      where s.visible <> exists (select 1 from ${messages} v
        where v.conversation_id = s.conversation_id
          and (not v.shadowed or (v.sender_kind = s.party_kind and v.sender_id = s.party_id)))`);
    expect(drift.rows[0]?.count).toBe(0);
    const sides = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationParties);
    expect(sides[0]?.n).toBeGreaterThan(6);
  });
});
