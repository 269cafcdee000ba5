import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MESSAGE_PAGE_SIZE,
  REALTIME_CLOSE_UNAUTHORIZED,
  type MeResponse,
  type Message,
  type MessageHistory,
  type Conversation,
} from '@backline/domain';
import { messages, sessions } from '../../db/schema/index.ts';
import {
  buildAppOnSameDatabase,
  buildTestApp,
  injectAs,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';
import { openSocket, socketBase, type TestSocket } from '../../test/realtime-client.ts';
import { createRealtimeTickets } from './realtime-ticket.ts';

let t: TestApp;
let fx: Fixtures;
let base: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = socketBase(t.app);
});

afterAll(async () => {
  for (const socket of opened) socket.close();
  await t?.dispose();
});

type StartConversation = { conversation: Conversation; message: Message };
type User = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
const newUser = () => fx.createSignedInAccount({ type: 'musician' });

async function ticketOf(app: TestApp['app'], token: string): Promise<string> {
  const response = await injectAs(app, 'GET', '/api/user/me', token);
  expect(response.statusCode, response.body).toBe(200);
  const realtime = response.json<MeResponse>().realtime;
  if (!realtime) throw new Error('GET /api/user/me answered no realtime ticket.');
  return realtime.ticket;
}

function open(url: string): TestSocket {
  const socket = openSocket(url);
  opened.push(socket);
  return socket;
}

/** A socket authenticated by a ticket of `user`'s session, once it is ready. */
async function connect(
  user: User,
  on: { app: TestApp['app']; base: string } = { app: t.app, base },
) {
  const socket = open(
    `${on.base}/api/ws?ticket=${encodeURIComponent(await ticketOf(on.app, user.token))}`,
  );
  await socket.next('ready');
  return socket;
}

async function start(from: User, to: User, text: string, app = t.app): Promise<StartConversation> {
  const response = await injectAs(app, 'POST', '/api/messaging/conversations', from.token, {
    to: { kind: 'user', id: to.id },
    text,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StartConversation>();
}

async function send(from: User, conversationId: string, text: string): Promise<Message> {
  const response = await injectAs(
    t.app,
    'POST',
    `/api/messaging/conversations/${conversationId}/messages`,
    from.token,
    { text },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Message>();
}

describe('authentication', () => {
  it('GET /api/user/me carries a ticket that opens the socket', async () => {
    const user = await newUser();
    const socket = await connect(user);
    expect(socket.frames[0]).toEqual({ type: 'ready', userId: user.id });
  });

  it('refuses an expired, a tampered and a made-up ticket with 4401', async () => {
    const user = await newUser();
    const ticket = await ticketOf(t.app, user.token);
    const [version, sessionId] = ticket.split('.');
    const past = createRealtimeTickets(t.config.realtime.secret, () => Date.now() - 61_000);
    const expired = past.issue(sessionId ?? '').ticket;
    const otherKey = createRealtimeTickets('x'.repeat(40), Date.now).issue(sessionId ?? '').ticket;
    const tampered = ticket.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const bad of [expired, otherKey, tampered, `${version}.nope`, 'garbage']) {
      const socket = open(`${base}/api/ws?ticket=${encodeURIComponent(bad)}`);
      expect(await socket.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
    }
  });

  it('refuses the ticket of a session that was signed out', async () => {
    const user = await newUser();
    const ticket = await ticketOf(t.app, user.token);
    const logout = await injectAs(t.app, 'GET', '/api/user/logout', user.token);
    expect(logout.statusCode).toBe(200);
    const socket = open(`${base}/api/ws?ticket=${encodeURIComponent(ticket)}`);
    expect(await socket.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
  });

  it('takes the session token in a first auth frame, never in the URL', async () => {
    const user = await newUser();
    const socket = open(`${base}/api/ws`);
    socket.sendJson({ type: 'auth', token: user.token });
    expect(await socket.next('ready')).toEqual({ type: 'ready', userId: user.id });

    const inUrl = open(`${base}/api/ws?token=${encodeURIComponent(user.token)}`);
    expect(await inUrl.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
    const wrongToken = open(`${base}/api/ws`);
    wrongToken.sendJson({ type: 'auth', token: 'not-a-token' });
    expect(await wrongToken.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
    const wrongFrame = open(`${base}/api/ws`);
    wrongFrame.sendJson({ type: 'ping' });
    expect(await wrongFrame.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
  });

  it('closes the sockets of a session when it is signed out', async () => {
    const user = await newUser();
    const socket = await connect(user);
    const other = await fx.createSession(user.id);
    const otherSocket = open(`${base}/api/ws`);
    otherSocket.sendJson({ type: 'auth', token: other.token });
    await otherSocket.next('ready');
    await injectAs(t.app, 'GET', '/api/user/logout', user.token);
    expect(await socket.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
    // The other session's socket stays.
    otherSocket.sendJson({ type: 'ping' });
    await otherSocket.next('pong');
    // Ending every session closes it too (a password change, deactivation).
    await t.app.modules.accounts.sessions.endAll(user.id);
    expect(await otherSocket.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
  });

  it('answers a plain HTTP request to the socket path 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ws?ticket=x' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string }>().code).toBe('request.not_found');
  });
});

describe('frames', () => {
  it('answers ping with pong and a bad frame with an error frame, and stays open', async () => {
    const user = await newUser();
    const socket = await connect(user);
    socket.sendJson({ type: 'ping' });
    await socket.next('pong');
    socket.ws.send('not json');
    socket.sendJson({ type: 'nope' });
    socket.sendJson({ type: 'typing', conversationId: '../../etc' });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.frames.filter((frame) => frame.type === 'error')).toEqual(
      Array.from({ length: 4 }, () => ({ type: 'error', code: 'realtime.bad_frame' })),
    );
    socket.sendJson({ type: 'ping' });
    await socket.next('pong', () => socket.frames.filter((f) => f.type === 'pong').length === 2);
  });

  it('closes a socket that sends a frame over the size limit', async () => {
    const socket = await connect(await newUser());
    socket.ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(10_000) }));
    expect(await socket.closed).toBe(1009);
  });

  it('refuses more than 10 sockets of one user', async () => {
    const user = await newUser();
    for (let i = 0; i < 10; i += 1) await connect(user);
    const eleventh = open(
      `${base}/api/ws?ticket=${encodeURIComponent(await ticketOf(t.app, user.token))}`,
    );
    expect(await eleventh.closed).toBe(1008);
  });
});

describe('events', () => {
  it('delivers a new message to both sides, each as its side sees it, with the counter', async () => {
    const [anna, ben] = [await newUser(), await newUser()];
    const [annaSocket, benSocket] = [await connect(anna), await connect(ben)];
    const { message } = await start(anna, ben, 'Hallo Ben');
    const received = await benSocket.next('message.new', (f) => f.message.id === message.id);
    expect(received.message).toEqual({ ...message, mine: false });
    const echoed = await annaSocket.next('message.new', (f) => f.message.id === message.id);
    expect(echoed.message).toEqual({ ...message, mine: true });
    expect(await benSocket.next('counters.changed')).toEqual({
      type: 'counters.changed',
      counters: ['unread-messages'],
    });
    // Ben also has a new notice (the first message of a burst).
    await benSocket.next('notifications.changed');
  });

  it('delivers to the owner and admins of a page party', async () => {
    const [writer, admin] = [await newUser(), await newUser()];
    const page = await fx.createPage();
    await fx.addPageMember(page.id, admin.id, 'admin');
    const adminSocket = await connect(admin);
    const response = await injectAs(t.app, 'POST', '/api/messaging/conversations', writer.token, {
      to: { kind: 'page', id: page.id },
      text: 'An die Band',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message } = response.json<StartConversation>();
    expect((await adminSocket.next('message.new')).message).toEqual({ ...message, mine: false });
  });

  it('tells the partner of a read and a deletion', async () => {
    const [anna, ben] = [await newUser(), await newUser()];
    const { conversation, message } = await start(anna, ben, 'Lies mich');
    const [annaSocket, benSocket] = [await connect(anna), await connect(ben)];
    const read = await injectAs(
      t.app,
      'POST',
      `/api/messaging/conversations/${conversation.id}/read`,
      ben.token,
      { upTo: message.id },
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(await annaSocket.next('conversation.read')).toEqual({
      type: 'conversation.read',
      conversationId: conversation.id,
      upTo: message.id,
    });
    await benSocket.next('counters.changed');
    const deleted = await injectAs(
      t.app,
      'DELETE',
      `/api/messaging/messages/${message.id}`,
      anna.token,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const expected = {
      type: 'message.deleted',
      conversationId: conversation.id,
      messageId: message.id,
    };
    expect(await benSocket.next('message.deleted')).toEqual(expected);
    expect(await annaSocket.next('message.deleted')).toEqual(expected);
  });

  it('sends typing to the partner only, and nothing for a conversation not one’s own', async () => {
    const [anna, ben, eve] = [await newUser(), await newUser(), await newUser()];
    const { conversation } = await start(anna, ben, 'Tippst du?');
    const [annaSocket, benSocket, eveSocket] = [
      await connect(anna),
      await connect(ben),
      await connect(eve),
    ];
    annaSocket.sendJson({ type: 'typing', conversationId: conversation.id });
    expect(await benSocket.next('typing')).toEqual({
      type: 'typing',
      conversationId: conversation.id,
    });
    eveSocket.sendJson({ type: 'typing', conversationId: conversation.id });
    expect(await eveSocket.next('error')).toEqual({
      type: 'error',
      code: 'request.entity_not_found',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(benSocket.frames.filter((frame) => frame.type === 'typing')).toHaveLength(1);
    expect(annaSocket.frames.some((frame) => frame.type === 'typing')).toBe(false);
  });

  it('tells both users of a contact request', async () => {
    const [anna, ben] = [await newUser(), await newUser()];
    const [annaSocket, benSocket] = [await connect(anna), await connect(ben)];
    const response = await injectAs(t.app, 'POST', `/api/user/contacts/${ben.id}`, anna.token, {
      command: 'request',
    });
    expect(response.statusCode, response.body).toBe(200);
    await annaSocket.next('contacts.changed');
    await benSocket.next('contacts.changed');
    expect(
      await benSocket.next('counters.changed', (f) => f.counters.includes('contact-requests')),
    ).toBeTruthy();
    await benSocket.next('notifications.changed');
  });
});

describe('counters on the user’s other devices', () => {
  it('follow reading all notifications and muting a conversation', async () => {
    const [anna, ben] = [await newUser(), await newUser()];
    const { conversation } = await start(anna, ben, 'Zähl mich');
    const benSocket = await connect(ben);
    const read = await injectAs(t.app, 'POST', '/api/user/notifications/read', ben.token);
    expect(read.statusCode, read.body).toBe(200);
    await benSocket.next('notifications.changed');
    await benSocket.next('counters.changed', (frame) => frame.counters.includes('notifications'));
    const muted = await injectAs(
      t.app,
      'PATCH',
      `/api/messaging/conversations/${conversation.id}`,
      ben.token,
      { muted: true },
    );
    expect(muted.statusCode, muted.body).toBe(200);
    await benSocket.next('counters.changed', (frame) => frame.counters.includes('unread-messages'));
  });
});

describe('catch-up', () => {
  it('answers the messages after one, newest first, a page at most', async () => {
    const [anna, ben] = [await newUser(), await newUser()];
    const { conversation, message: first } = await start(anna, ben, 'eins');
    const second = await send(anna, conversation.id, 'zwei');
    const third = await send(ben, conversation.id, 'drei');
    const url = `/api/messaging/conversations/${conversation.id}/messages`;
    const { result: after, statements } = await recordStatements(() =>
      injectAs(t.app, 'GET', `${url}?after=${first.id}`, ben.token),
    );
    expect(after.statusCode, after.body).toBe(200);
    // The session lookup first, then the side, the anchor and the page: 3 of the history's own.
    expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(4);
    const history = after.json<MessageHistory>();
    expect(history.items.map((item) => item.id)).toEqual([third.id, second.id]);
    expect(history.nextCursor).toBeNull();

    const both = await injectAs(t.app, 'GET', `${url}?after=${first.id}&before=abc`, ben.token);
    expect(both.statusCode).toBe(422);
    expect(both.json<{ field: string }>().field).toBe('after');
    const other = await start(anna, await newUser(), 'anderswo');
    const foreign = await injectAs(t.app, 'GET', `${url}?after=${other.message.id}`, ben.token);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<{ code: string; field: string }>()).toMatchObject({
      code: 'validation.invalid',
      field: 'after',
    });
  });

  it('says when more than a page was missed', async () => {
    const [anna, ben] = [await newUser(), await newUser()];
    const { conversation, message: first } = await start(anna, ben, 'start');
    // Straight into the table: the rate limit would refuse a page of messages a minute.
    const sentAt = Date.parse(first.sentAt);
    await t.app.database.db.insert(messages).values(
      Array.from({ length: MESSAGE_PAGE_SIZE + 1 }, (_, i) => ({
        conversationId: conversation.id,
        senderKind: 'user' as const,
        senderId: anna.id,
        authorUserId: anna.id,
        text: `n${i}`,
        createdAt: new Date(sentAt + (i + 1) * 1000),
      })),
    );
    const url = `/api/messaging/conversations/${conversation.id}/messages?after=${first.id}`;
    const history = (await injectAs(t.app, 'GET', url, ben.token)).json<MessageHistory>();
    expect(history.items).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(history.items[0]?.text).toBe(`n${MESSAGE_PAGE_SIZE}`);
    expect(history.nextCursor).not.toBeNull();
  });
});

describe('two servers on one PostgreSQL database', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a message sent through server A reaches a socket on server B',
    async () => {
      const b = await buildAppOnSameDatabase(t);
      try {
        await b.app.listen({ port: 0, host: '127.0.0.1' });
        const [anna, ben] = [await newUser(), await newUser()];
        // Ben's ticket comes from server A and opens a socket on server B (one shared secret).
        const benSocket = open(
          `${socketBase(b.app)}/api/ws?ticket=${encodeURIComponent(await ticketOf(t.app, ben.token))}`,
        );
        await benSocket.next('ready');
        const { message } = await start(anna, ben, 'Über zwei Server');
        const received = await benSocket.next('message.new', (f) => f.message.id === message.id);
        expect(received.message).toEqual({ ...message, mine: false });
        // And the sign-out on A closes the socket on B.
        await injectAs(t.app, 'GET', '/api/user/logout', ben.token);
        expect(await benSocket.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
      } finally {
        await b.dispose();
      }
    },
  );
});

describe('the periodic session check', () => {
  it('closes a socket whose session ended without an event', async () => {
    const user = await newUser();
    const socket = await connect(user);
    // Revoked behind the repository's back: no event, only the check notices.
    await t.app.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.id));
    await t.app.realtimeSockets.checkSessions();
    expect(await socket.closed).toBe(REALTIME_CLOSE_UNAUTHORIZED);
  });
});
