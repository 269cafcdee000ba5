import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRelation } from '@backline/domain';
import { contactRelations, notifications, users } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';

/**
 * A shadow-banned user's contact request (issue 16 item 5, §53 "weak" made good): stored
 * shadowed, so the requester still sees it pending after a reload, while the addressee never
 * sees, counts or hears of it; the addressee's own command replaces it.
 */

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

const command = (who: Person, other: Person, name: string) =>
  injectAs(t.app, 'POST', `/api/user/contacts/${other.id}`, who.token, { command: name });

async function stateOf(who: Person, other: Person): Promise<string> {
  const response = await injectAs(t.app, 'GET', `/api/user/contacts/${other.id}`, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactRelation>().state;
}

async function listOf(who: Person, list: string) {
  const response = await injectAs(t.app, 'GET', `/api/user/contacts?list=${list}`, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { person: { id: string } }[]; counts: Record<string, number> }>();
}

async function requestCounter(who: Person): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/resource/counter',
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'counter=contact-requests',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ counters: Record<string, number> }>().counters['contact-requests'] ?? -1;
}

async function shadowBanned(): Promise<Person> {
  const person = await fx.createSignedInAccount({ type: 'musician' });
  await t.app.database.db
    .update(users)
    .set({ shadowBannedAt: new Date() })
    .where(eq(users.id, person.id));
  return person;
}

describe("a shadow-banned user's contact request", () => {
  it('stays pending for the requester and does not exist for the addressee', async () => {
    const shadow = await shadowBanned();
    const partner = await fx.createSignedInAccount({ type: 'musician' });
    const asked = await command(shadow, partner, 'request');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<ContactRelation>().state).toBe('outgoing');

    // Stored, shadowed: after a reload the requester still sees it.
    const [row] = await t.app.database.db
      .select({ shadowed: contactRelations.shadowed })
      .from(contactRelations)
      .where(eq(contactRelations.requesterId, shadow.id));
    expect(row?.shadowed).toBe(true);
    expect(await stateOf(shadow, partner)).toBe('outgoing');
    const outgoing = await listOf(shadow, 'outgoing');
    expect(outgoing.items.map((item) => item.person.id)).toEqual([partner.id]);

    // The addressee: no relation, no request in the list, the counts or the counter, no notice.
    expect(await stateOf(partner, shadow)).toBe('none');
    const incoming = await listOf(partner, 'incoming');
    expect(incoming.items).toEqual([]);
    expect(incoming.counts['incoming']).toBe(0);
    expect(await requestCounter(partner)).toBe(0);
    const notices = await t.app.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, partner.id), eq(notifications.kind, 'contacts.request')));
    expect(notices).toEqual([]);
    // Nor can they answer what they cannot see.
    expect((await command(partner, shadow, 'confirm')).statusCode).toBe(409);

    // The requester can take it back.
    const revoked = await command(shadow, partner, 'revoke');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await stateOf(shadow, partner)).toBe('none');
  });

  it("gives way to the addressee's own request or block", async () => {
    const shadow = await shadowBanned();
    const partner = await fx.createSignedInAccount({ type: 'musician' });
    expect((await command(shadow, partner, 'request')).statusCode).toBe(200);

    // The addressee asks themself: their request replaces the invisible one.
    const own = await command(partner, shadow, 'request');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<ContactRelation>().state).toBe('outgoing');
    expect(await stateOf(shadow, partner)).toBe('incoming');

    const other = await shadowBanned();
    expect((await command(other, partner, 'request')).statusCode).toBe(200);
    const blocked = await command(partner, other, 'block');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await stateOf(other, partner)).toBe('blockedMe');
    expect(await stateOf(partner, other)).toBe('blocked');
  });
});
