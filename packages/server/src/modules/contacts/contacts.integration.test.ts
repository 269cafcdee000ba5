import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, or, sql } from 'drizzle-orm';
import type { ContactListAnswer, ContactRelation } from '@backline/domain';
import {
  contactBlocks,
  contactRelations,
  notifications,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';
import { createContactListsService } from './contact-lists.service.ts';
import { CONTACT_REQUEST_LIMIT } from './contact-relations.service.ts';

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
const newUser = (options: Parameters<Fixtures['createSignedInAccount']>[0] = {}) =>
  fx.createSignedInAccount(options);

const command = (actor: User, other: { id: string }, name: string) =>
  injectAs(t.app, 'POST', `/api/user/contacts/${other.id}`, actor.token, { command: name });

async function ok(actor: User, other: { id: string }, name: string): Promise<ContactRelation> {
  const response = await command(actor, other, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactRelation>();
}

const relation = (actor: User, other: { id: string }) =>
  injectAs(t.app, 'GET', `/api/user/contacts/${other.id}`, actor.token);

async function list(actor: User, query = ''): Promise<ContactListAnswer> {
  const response = await injectAs(t.app, 'GET', `/api/user/contacts${query}`, actor.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactListAnswer>();
}

const ids = (answer: ContactListAnswer) => answer.items.map((item) => item.person.id);

const noticesOf = (userId: string) =>
  t.app.database.db
    .select({ kind: notifications.kind, params: notifications.params, path: notifications.path })
    .from(notifications)
    .where(eq(notifications.userId, userId));

async function counter(actor: User): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/resource/counter',
    headers: {
      authorization: `Bearer ${actor.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'counter=contact-requests',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ counters: Record<string, number> }>().counters['contact-requests'] ?? -1;
}

const makePrivate = (userId: string) =>
  t.app.database.db
    .insert(profiles)
    .values({ userId, visibility: 'private' })
    .onConflictDoUpdate({ target: profiles.userId, set: { visibility: 'private' } });

/** Two users who are confirmed contacts. */
async function contacts() {
  const a = await newUser();
  const b = await newUser();
  await ok(a, b, 'request');
  await ok(b, a, 'confirm');
  return { a, b };
}

describe('contact requests', () => {
  it('request, then confirm: both sides see it in their lists, counts, counter and notices', async () => {
    const a = await newUser();
    const b = await newUser();
    expect(await ok(a, b, 'request')).toEqual({
      userId: b.id,
      state: 'outgoing',
      commands: ['revoke', 'block'],
    });
    expect((await relation(b, a)).json()).toEqual({
      userId: a.id,
      state: 'incoming',
      commands: ['confirm', 'decline', 'block'],
    });
    const outgoing = await list(a, '?list=outgoing');
    expect(outgoing).toMatchObject({
      list: 'outgoing',
      nextCursor: null,
      counts: { confirmed: 0, incoming: 0, outgoing: 1, blocked: 0 },
    });
    expect(outgoing.items).toEqual([
      {
        person: {
          id: b.id,
          name: b.name,
          picture: null,
          city: null,
          resource: expect.stringMatching(new RegExp(`^/user/matrix-person-.*-${b.id}$`)),
        },
        since: expect.any(String),
      },
    ]);
    expect(ids(await list(b, '?list=incoming'))).toEqual([a.id]);
    expect(await counter(b)).toBe(1);
    expect(await counter(a)).toBe(0);
    expect(await noticesOf(b.id)).toEqual([
      {
        kind: 'contacts.request',
        params: { userName: a.name },
        path: '/user/contacts?list=incoming',
      },
    ]);

    expect((await ok(b, a, 'confirm')).state).toBe('confirmed');
    expect((await relation(a, b)).json()).toMatchObject({ state: 'confirmed' });
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const confirmed = await list(me);
      expect(confirmed.list).toBe('confirmed');
      expect(ids(confirmed)).toEqual([other.id]);
      expect(confirmed.counts).toEqual({ confirmed: 1, incoming: 0, outgoing: 0, blocked: 0 });
    }
    expect(await counter(b)).toBe(0);
    expect(await noticesOf(a.id)).toEqual([
      {
        kind: 'contacts.confirmed',
        params: { userName: b.name },
        path: expect.stringMatching(new RegExp(`-${b.id}$`)),
      },
    ]);
    expect(await t.app.modules.contacts.areContacts(a.id, b.id)).toBe(true);
    expect(await t.app.modules.contacts.areContacts(b.id, a.id)).toBe(true);
  });

  it('two requests that cross confirm the contact and tell the first requester', async () => {
    const a = await newUser();
    const b = await newUser();
    await ok(a, b, 'request');
    expect((await ok(b, a, 'request')).state).toBe('confirmed');
    expect((await noticesOf(a.id)).map((notice) => notice.kind)).toEqual(['contacts.confirmed']);
    expect((await noticesOf(b.id)).map((notice) => notice.kind)).toEqual(['contacts.request']);
  });

  it('revoke and decline end the request; remove ends the contact (either side)', async () => {
    const a = await newUser();
    const b = await newUser();
    await ok(a, b, 'request');
    expect((await ok(a, b, 'revoke')).state).toBe('none');
    expect((await list(b, '?list=incoming')).items).toEqual([]);
    expect((await command(a, b, 'revoke')).json()).toMatchObject({ code: 'contacts.no_request' });

    await ok(a, b, 'request');
    expect((await ok(b, a, 'decline')).state).toBe('none');
    expect((await list(a, '?list=outgoing')).items).toEqual([]);
    // A declined requester may ask again.
    await ok(a, b, 'request');
    await ok(b, a, 'confirm');
    const again = await command(a, b, 'request');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'contacts.already_contacts' });
    expect((await ok(b, a, 'remove')).state).toBe('none');
    expect((await list(a)).counts.confirmed).toBe(0);
    expect((await command(a, b, 'remove')).json()).toMatchObject({ code: 'contacts.not_contacts' });
    expect((await command(a, a, 'request')).json()).toMatchObject({ code: 'contacts.self' });
  });

  it('a block ends the contact and stops requests both ways until it is lifted', async () => {
    const { a, b } = await contacts();
    expect(await ok(a, b, 'block')).toEqual({
      userId: b.id,
      state: 'blocked',
      commands: ['unblock'],
    });
    expect((await relation(b, a)).json()).toEqual({
      userId: a.id,
      state: 'blockedMe',
      commands: ['block'],
    });
    expect(await t.app.modules.contacts.areContacts(a.id, b.id)).toBe(false);
    expect(await t.app.modules.contacts.isBlocked(b.id, a.id)).toBe(true);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const refused = await command(from, to, 'request');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'account.user_blocked' });
    }
    const blocked = await list(a, '?list=blocked');
    expect(ids(blocked)).toEqual([b.id]);
    expect(blocked.counts).toEqual({ confirmed: 0, incoming: 0, outgoing: 0, blocked: 1 });
    expect((await list(b)).counts).toEqual({ confirmed: 0, incoming: 0, outgoing: 0, blocked: 0 });

    expect((await ok(a, b, 'unblock')).state).toBe('none');
    expect(await t.app.modules.contacts.isBlocked(a.id, b.id)).toBe(false);
    expect((await ok(b, a, 'request')).state).toBe('outgoing');
  });

  it('needs a public musician profile of the requester, not of the one asked', async () => {
    const target = await newUser();
    const hidden = await newUser();
    await makePrivate(hidden.id);
    const privateAccount = await newUser({ type: 'private' });
    for (const requester of [hidden, privateAccount]) {
      const refused = await command(requester, target, 'request');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'contacts.public_profile_required' });
    }
    // Asking someone whose profile is private is fine; they may confirm.
    await ok(target, hidden, 'request');
    expect((await ok(hidden, target, 'confirm')).state).toBe('confirmed');
  });

  it('limits contact requests per user and hour', async () => {
    const a = await newUser();
    const b = await newUser();
    await ok(a, b, 'request');
    for (let i = 1; i < CONTACT_REQUEST_LIMIT.limit; i += 1) {
      expect((await command(a, b, 'request')).statusCode).toBe(409);
    }
    const limited = await command(a, b, 'request');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'auth.rate_limited' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Other commands are not limited.
    expect((await ok(a, b, 'revoke')).state).toBe('none');
  });

  it('two concurrent commands on one pair never both win', async () => {
    const a = await newUser();
    const b = await newUser();
    const answers = await Promise.all([
      command(a, b, 'request'),
      command(b, a, 'block'),
      command(a, b, 'block'),
    ]);
    expect(answers.map((answer) => answer.statusCode).every((s) => s < 500)).toBe(true);
    const rows = await t.app.database.db
      .select()
      .from(contactRelations)
      .where(or(eq(contactRelations.requesterId, a.id), eq(contactRelations.requesterId, b.id)));
    // Whatever order they ran in, a block ends the request: no relation row stays.
    expect(rows).toEqual([]);
  });
});

describe('contact lists', () => {
  it('page by cursor, search by name in any case, hide accounts not in use; three statements', async () => {
    const me = await newUser();
    const others = [];
    for (let i = 0; i < 5; i += 1) {
      const other = await newUser();
      await t.app.database.db
        .update(users)
        .set({ name: i === 2 ? 'Zoë Kontrabass' : `Kontakt ${i}` })
        .where(eq(users.id, other.id));
      await ok(other, me, 'request');
      others.push(other);
    }
    const service = createContactListsService(t.app.database.db, { pageSize: 2 });
    const first = await service.list(me.id, { list: 'incoming' });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await service.list(me.id, { list: 'incoming', cursor: first.nextCursor! });
    const third = await service.list(me.id, { list: 'incoming', cursor: second.nextCursor! });
    expect(third.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items, ...third.items].map((item) => item.person.id);
    expect(seen).toEqual(others.map((other) => other.id).reverse());

    const searched = await list(me, '?list=incoming&q=ZOË');
    expect(ids(searched)).toEqual([others[2]!.id]);
    expect(searched.counts.incoming).toBe(5);
    expect(ids(await list(me, '?list=incoming&q=100%25'))).toEqual([]);

    await fx.deactivate(others[0]!.id);
    await t.app.database.db
      .update(users)
      .set({ deletionRequestedAt: new Date() })
      .where(eq(users.id, others[1]!.id));
    const visible = await list(me, '?list=incoming');
    expect(visible.counts.incoming).toBe(3);
    expect(ids(visible)).not.toContain(others[0]!.id);
    expect(await counter(me)).toBe(3);
    expect((await relation(me, others[0]!)).statusCode).toBe(404);

    const { result, statements } = await recordStatements(() => list(me, '?list=incoming'));
    expect(result.items).toHaveLength(3);
    // The session lookup, the page with the counts (pictures only when someone has one).
    expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
    const empty = await recordStatements(() => list(me, '?list=blocked'));
    expect(empty.result.counts.incoming).toBe(3);
    expect(empty.statements.length, describeStatements(empty.statements)).toBeLessThanOrEqual(3);
  });
});

describe('contact routes refuse', () => {
  it('callers without a session (401)', async () => {
    const other = await newUser();
    for (const [method, url] of [
      ['GET', '/api/user/contacts'],
      ['GET', `/api/user/contacts/${other.id}`],
      ['POST', `/api/user/contacts/${other.id}`],
    ] as const) {
      const response = await injectAs(
        t.app,
        method,
        url,
        null,
        method === 'POST' ? { command: 'request' } : undefined,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.required' });
    }
  });

  it('an unknown or deleted user (404)', async () => {
    const me = await newUser();
    const gone = await newUser();
    await t.app.database.db
      .update(users)
      .set({ purgedAt: new Date() })
      .where(eq(users.id, gone.id));
    for (const id of ['Unknown123', gone.id]) {
      for (const response of [await relation(me, { id }), await command(me, { id }, 'request')]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'request.entity_not_found' });
      }
    }
  });

  it('bad input with the field (422)', async () => {
    const me = await newUser();
    const other = await newUser();
    const cases = [
      [await command(me, other, 'befriend'), 'command'],
      [await injectAs(t.app, 'POST', `/api/user/contacts/${other.id}`, me.token, {}), 'command'],
      [await command(me, { id: 'not an id!' }, 'request'), 'userId'],
      [await injectAs(t.app, 'GET', '/api/user/contacts?list=friends', me.token), 'list'],
      [await injectAs(t.app, 'GET', '/api/user/contacts?cursor=x', me.token), 'cursor'],
      [await injectAs(t.app, 'GET', `/api/user/contacts?q=${'x'.repeat(101)}`, me.token), 'q'],
    ] as const;
    for (const [response, field] of cases) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ field });
    }
  });
});

describe('contacts and other modules', () => {
  it('show a private profile to confirmed contacts, not to others', async () => {
    const { a, b } = await contacts();
    const stranger = await newUser();
    const pending = await newUser();
    await ok(pending, a, 'request');
    await makePrivate(a.id);
    const profileAs = (viewer: User | null) =>
      injectAs(t.app, 'GET', `/api/user/${a.id}`, viewer?.token ?? null);
    expect((await profileAs(b)).statusCode).toBe(200);
    expect((await profileAs(a)).statusCode).toBe(200);
    for (const viewer of [stranger, pending, null]) {
      expect((await profileAs(viewer)).statusCode).toBe(404);
    }
    await ok(b, a, 'remove');
    expect((await profileAs(b)).statusCode).toBe(404);
  });

  it("go in the purge: a purged account's contacts, requests and blocks", async () => {
    const { a, b } = await contacts();
    const c = await newUser();
    await ok(a, c, 'block');
    await ok(c, a, 'block');
    const d = await newUser();
    await ok(d, a, 'request');
    await t.app.database.db
      .update(users)
      .set({ deletionRequestedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, a.id));
    await t.app.modules.accountLifecycle.purgeDueAccounts();
    const relationsLeft = await t.app.database.db
      .select()
      .from(contactRelations)
      .where(or(eq(contactRelations.userLowId, a.id), eq(contactRelations.userHighId, a.id)));
    const blocksLeft = await t.app.database.db
      .select()
      .from(contactBlocks)
      .where(or(eq(contactBlocks.blockerId, a.id), eq(contactBlocks.blockedId, a.id)));
    expect(relationsLeft).toEqual([]);
    expect(blocksLeft).toEqual([]);
    expect((await list(b)).counts.confirmed).toBe(0);
    const cBlocks = await t.app.database.db
      .select()
      .from(contactBlocks)
      .where(and(eq(contactBlocks.blockerId, c.id)));
    expect(cBlocks).toEqual([]);
  });
});
