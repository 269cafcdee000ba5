import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  REPORTS_PER_HOUR,
  type ApiError,
  type Conversation,
  type Message,
  type Report,
  type ReportList,
} from '@backline/domain';
import { reports, users } from '../../db/schema/index.ts';
import { offerInput } from '../../test/booking-fixtures.ts';
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
const newUser = () => fx.createSignedInAccount({ type: 'musician' });

const report = (actor: User, payload: Record<string, unknown>) =>
  injectAs(t.app, 'POST', '/api/reports', actor.token, payload);

async function reported(actor: User, payload: Record<string, unknown>): Promise<Report> {
  const response = await report(actor, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
}

async function mine(actor: User): Promise<ReportList> {
  const response = await injectAs(t.app, 'GET', '/api/reports/mine', actor.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportList>();
}

const codeOf = (response: { json: <T>() => T }) => response.json<ApiError>().code;

async function conversationBetween(a: User, b: User) {
  const started = await injectAs(t.app, 'POST', '/api/messaging/conversations', a.token, {
    to: { kind: 'user', id: b.id },
    text: 'Hallo von a',
  });
  expect(started.statusCode, started.body).toBe(200);
  const { conversation, message } = started.json<{
    conversation: Conversation;
    message: Message;
  }>();
  const answered = await injectAs(
    t.app,
    'POST',
    `/api/messaging/conversations/${conversation.id}/messages`,
    b.token,
    { text: 'Kauf billig Follower' },
  );
  expect(answered.statusCode, answered.body).toBe(200);
  return { conversation, fromA: message, fromB: answered.json<Message>() };
}

describe('POST /api/reports', () => {
  it('answers 401 without a session and 422 with the field for bad input', async () => {
    const subject = { kind: 'user', id: (await fx.createAccount()).id };
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { subject, reason: 'spam' },
    });
    expect(visitor.statusCode).toBe(401);
    const a = await newUser();
    const noDetails = await report(a, { subject, reason: 'other' });
    expect(noDetails.statusCode).toBe(422);
    expect(noDetails.json<ApiError>().field).toBe('details');
    const badReason = await report(a, { subject, reason: 'boring' });
    expect(badReason.statusCode).toBe(422);
    const badKind = await report(a, { subject: { ...subject, kind: 'planet' }, reason: 'spam' });
    expect(badKind.statusCode).toBe(422);
    const tooLong = await report(a, { subject, reason: 'other', details: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
  });

  it("reports a message of the other side once; the duplicate, one's own and others' are refused", async () => {
    const a = await newUser();
    const b = await newUser();
    const { fromA, fromB, conversation } = await conversationBetween(a, b);

    const first = await reported(a, {
      subject: { kind: 'message', id: fromB.id },
      reason: 'spam',
      details: '  Werbung  ',
    });
    expect(first).toMatchObject({
      subject: { kind: 'message', id: fromB.id },
      reason: 'spam',
      details: 'Werbung',
      status: 'open',
      decidedAt: null,
    });
    const [stored] = await t.app.database.db
      .select({ owners: reports.subjectOwnerUserIds })
      .from(reports)
      .where(eq(reports.id, first.id));
    expect(stored?.owners).toEqual([b.id]);

    const again = await report(a, { subject: { kind: 'message', id: fromB.id }, reason: 'hate' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('reports.already_reported');

    const own = await report(a, { subject: { kind: 'message', id: fromA.id }, reason: 'spam' });
    expect(own.statusCode).toBe(422);
    expect(codeOf(own)).toBe('reports.own_subject');

    // A stranger knows nothing of the conversation: neither its messages nor itself.
    const stranger = await newUser();
    for (const subject of [
      { kind: 'message', id: fromB.id },
      { kind: 'conversation', id: conversation.id },
      { kind: 'message', id: 'nothing1' },
    ]) {
      const refused = await report(stranger, { subject, reason: 'spam' });
      expect(refused.statusCode).toBe(404);
      expect(codeOf(refused)).toBe('request.entity_not_found');
    }
    // The conversation itself (the partner) can be reported by a party.
    await reported(b, {
      subject: { kind: 'conversation', id: conversation.id },
      reason: 'harassment',
    });
  });

  it('reports profiles, pages and offers of others, never one’s own', async () => {
    const a = await newUser();
    const other = await fx.createAccount();
    await reported(a, { subject: { kind: 'user', id: other.id }, reason: 'impersonation' });
    const ownProfile = await report(a, { subject: { kind: 'user', id: a.id }, reason: 'spam' });
    expect(codeOf(ownProfile)).toBe('reports.own_subject');

    const page = await fx.createPage({ ownerId: other.id });
    await reported(a, { subject: { kind: 'page', id: page.id }, reason: 'copyright' });
    const ownPage = await fx.createPage({ ownerId: a.id });
    expect(
      codeOf(await report(a, { subject: { kind: 'page', id: ownPage.id }, reason: 'spam' })),
    ).toBe('reports.own_subject');

    const offerer = await newUser();
    const created = await injectAs(t.app, 'POST', '/api/booking', offerer.token, {
      ...offerInput(),
      publish: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const offerId = created.json<{ id: string }>().id;
    await reported(a, { subject: { kind: 'booking', id: offerId }, reason: 'illegal' });
    const ownOffer = await report(offerer, {
      subject: { kind: 'booking', id: offerId },
      reason: 'spam',
    });
    expect(codeOf(ownOffer)).toBe('reports.own_subject');
    const missing = await report(a, {
      subject: { kind: 'booking', id: 'nothing1' },
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
  });

  it(`limits reports to ${REPORTS_PER_HOUR} an hour per user`, async () => {
    const a = await newUser();
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1) {
      const other = await fx.createAccount();
      await reported(a, { subject: { kind: 'user', id: other.id }, reason: 'spam' });
    }
    const other = await fx.createAccount();
    const limited = await report(a, { subject: { kind: 'user', id: other.id }, reason: 'spam' });
    expect(limited.statusCode).toBe(429);
  });
});

describe('GET /api/reports/mine and the purge', () => {
  it('lists my reports with their state in one statement; a decided one may be reported again', async () => {
    const a = await newUser();
    const b = await newUser();
    const { fromB } = await conversationBetween(a, b);
    const subject = { kind: 'message', id: fromB.id };
    const first = await reported(a, { subject, reason: 'spam' });
    expect((await mine(b)).items).toEqual([]);

    await t.app.database.db
      .update(reports)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(reports.id, first.id));
    const second = await reported(a, { subject, reason: 'harassment' });

    const listed = await recordStatements(() =>
      injectAs(t.app, 'GET', '/api/reports/mine', a.token),
    );
    const items = listed.result.json<ReportList>().items;
    expect(items.map((item) => [item.id, item.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'rejected'],
    ]);
    expect(items[1]?.decidedAt).not.toBeNull();
    // The session lookup is the first statement.
    expect(listed.statements.length, describeStatements(listed.statements)).toBeLessThanOrEqual(2);
    const bad = await injectAs(t.app, 'GET', '/api/reports/mine?cursor=nope', a.token);
    expect(bad.statusCode).toBe(422);
  });

  it("a purged reporter's decided reports go, open ones stay without the reporter", async () => {
    const a = await newUser();
    const b = await newUser();
    const { fromB } = await conversationBetween(a, b);
    const decided = await reported(a, {
      subject: { kind: 'message', id: fromB.id },
      reason: 'spam',
    });
    await t.app.database.db
      .update(reports)
      .set({ status: 'upheld', decidedAt: new Date() })
      .where(eq(reports.id, decided.id));
    const open = await reported(a, { subject: { kind: 'user', id: b.id }, reason: 'harassment' });
    const aboutA = await reported(b, { subject: { kind: 'user', id: a.id }, reason: 'spam' });

    await t.app.database.db
      .update(users)
      .set({ deletionRequestedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, a.id));
    await t.app.modules.accountLifecycle.purgeDueAccounts();

    const rows = await t.app.database.db
      .select({
        id: reports.id,
        reporter: reports.reporterUserId,
        owners: reports.subjectOwnerUserIds,
      })
      .from(reports);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.has(decided.id)).toBe(false);
    expect(byId.get(open.id)?.reporter).toBeNull();
    expect(byId.get(aboutA.id)?.owners).toEqual([]);
  });
});
