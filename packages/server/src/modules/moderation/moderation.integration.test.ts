import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ModerationHistorySchema,
  type ApiError,
  type AppealList,
  type Conversation,
  type Measure,
  type Message,
  type ModerationQueue,
  type MyMeasures,
  type NotificationPage,
  type ReportList,
} from '@backline/domain';
import { users } from '../../db/schema/index.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { mailText, startMailbox, type Mailbox } from '../../test/mailbox.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';
import { HISTORY_FILE_NAME } from './moderation.routes.ts';

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

type User = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
const member = () => fx.createSignedInAccount({ type: 'musician' });
const moderator = () =>
  fx.createSignedInAccount({ type: 'private', role: 'moderator', twoFactor: true });

const codeOf = (response: { json: <T>() => T }) => response.json<ApiError>().code;
const REASON = 'Werbung für gekaufte Follower verstößt gegen die Regeln.';

async function ok<T>(
  actor: User,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const response = await injectAs(t.app, method, url, actor.token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const act = (actor: User, payload: Record<string, unknown>) =>
  injectAs(t.app, 'POST', '/api/moderation/actions', actor.token, payload);

/** b writes a spam message to a; a reports it. */
async function reportedMessage(a: User, b: User): Promise<Message> {
  const started = await ok<{ conversation: Conversation; message: Message }>(
    a,
    'POST',
    '/api/messaging/conversations',
    { to: { kind: 'user', id: b.id }, text: 'Hallo, spielt ihr am Samstag?' },
  );
  const spam = await ok<Message>(
    b,
    'POST',
    `/api/messaging/conversations/${started.conversation.id}/messages`,
    { text: 'Kauf billig Follower bei www.example.com' },
  );
  await ok(a, 'POST', '/api/reports', {
    subject: { kind: 'message', id: spam.id },
    reason: 'spam',
    details: 'Werbung',
  });
  return spam;
}

async function notices(actor: User) {
  return (await ok<NotificationPage>(actor, 'GET', '/api/user/notifications')).items;
}

async function queueItem(actor: User, kind: string, id: string) {
  const queue = await ok<ModerationQueue>(actor, 'GET', '/api/moderation/queue');
  return queue.items.find((item) => item.subject.kind === kind && item.subject.id === id);
}

describe('moderation actions', () => {
  it('are for site moderators with two-factor sign-in only; reasons are mandatory', async () => {
    const target = await fx.createAccount();
    const subject = { kind: 'user', id: target.id };
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/moderation/actions',
      payload: { subject, action: 'shadow_ban', reason: REASON },
    });
    expect(visitor.statusCode).toBe(401);
    const plain = await act(await member(), { subject, action: 'shadow_ban', reason: REASON });
    expect([plain.statusCode, codeOf(plain)]).toEqual([403, 'auth.forbidden']);
    const without2fa = await fx.createSignedInAccount({ type: 'private', role: 'moderator' });
    const refused = await act(without2fa, { subject, action: 'shadow_ban', reason: REASON });
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'auth.two_factor_setup_required']);
    const mod = await moderator();
    const noReason = await act(mod, { subject, action: 'shadow_ban', reason: '   ' });
    expect([noReason.statusCode, noReason.json<ApiError>().field]).toEqual([422, 'reason']);
    const noEnd = await act(mod, { subject, action: 'community_ban', reason: REASON });
    expect([noEnd.statusCode, noEnd.json<ApiError>().field]).toEqual([422, 'until']);
    const past = await act(mod, {
      subject,
      action: 'community_ban',
      reason: REASON,
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(codeOf(past)).toBe('moderation.ban_end_in_past');
    const notOfKind = await act(mod, { subject, action: 'hide', reason: REASON });
    expect(codeOf(notOfKind)).toBe('moderation.action_not_applicable');
    const gone = await act(mod, {
      subject: { kind: 'message', id: 'nosuchmsg1' },
      action: 'delete',
      reason: REASON,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('deletes a reported message: the report is upheld, the author told (in-app and by mail) and the reporter too', async () => {
    const a = await member();
    const b = await member();
    const mod = await moderator();
    const spam = await reportedMessage(a, b);

    const listed = await recordStatements(() =>
      injectAs(t.app, 'GET', '/api/moderation/queue', mod.token),
    );
    const reportStatements = listed.statements.filter((statement) =>
      /from "reports"/.test(statement.sql),
    );
    expect(reportStatements.length, describeStatements(listed.statements)).toBeLessThanOrEqual(3);
    const item = listed.result
      .json<ModerationQueue>()
      .items.find((entry) => entry.subject.id === spam.id);
    expect(item).toMatchObject({
      subject: { kind: 'message', id: spam.id },
      content: {
        excerpt: 'Kauf billig Follower bei www.example.com',
        authorUserId: b.id,
        state: 'visible',
      },
      reportCount: 1,
      reports: [{ reason: 'spam', details: 'Werbung', reporterName: a.name, status: 'open' }],
      measures: [],
    });
    expect(item?.actions).toEqual(['delete', 'shadow_ban', 'community_ban', 'lift_ban']);

    const measure = await ok<Measure>(mod, 'POST', '/api/moderation/actions', {
      subject: { kind: 'message', id: spam.id },
      action: 'delete',
      reason: REASON,
    });
    expect(measure).toMatchObject({
      action: 'delete',
      reason: REASON,
      excerpt: 'Kauf billig Follower bei www.example.com',
      appealable: true,
      appeal: { state: 'none' },
    });
    const again = await act(mod, {
      subject: { kind: 'message', id: spam.id },
      action: 'delete',
      reason: REASON,
    });
    expect(codeOf(again)).toBe('moderation.action_not_applicable');
    expect(await queueItem(mod, 'message', spam.id)).toBeUndefined();

    const reports = await ok<ReportList>(a, 'GET', '/api/reports/mine');
    expect(reports.items[0]).toMatchObject({ status: 'upheld', decisionReason: null });
    expect((await notices(a))[0]).toMatchObject({ kind: 'moderation.report_upheld' });
    expect((await notices(b))[0]).toMatchObject({
      kind: 'moderation.measure_taken',
      params: { reason: REASON },
      path: '/account/moderation',
    });
    // b's mails: the message notice (a's first message), then the measure, in either order.
    let mail = mailText(await mailbox.waitForMail(b.email));
    if (!mail.includes('Maßnahme')) mail = mailText(await mailbox.waitForMail(b.email));
    expect(mail).toContain('Maßnahme');
    expect(mail).toContain('unabhängig von deinen Einstellungen');
    expect(mail).toContain(REASON);
    const mine = await ok<MyMeasures>(b, 'GET', '/api/moderation/measures/mine');
    expect(mine.items.map((entry) => entry.id)).toEqual([measure.id]);
  });

  it('never on oneself, and the subject of a rejection gets its reporters told', async () => {
    const mod = await moderator();
    const own = await act(mod, {
      subject: { kind: 'user', id: mod.id },
      action: 'community_ban',
      reason: REASON,
      until: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(codeOf(own)).toBe('moderation.own_subject');

    const reporter = await member();
    const target = await member();
    await ok(reporter, 'POST', '/api/reports', {
      subject: { kind: 'user', id: target.id },
      reason: 'impersonation',
    });
    const item = await queueItem(mod, 'user', target.id);
    expect(item?.content).toMatchObject({ title: target.name, authorUserId: target.id });
    const rejected = await ok<{ rejected: number }>(
      mod,
      'POST',
      '/api/moderation/subjects/reject',
      { subject: { kind: 'user', id: target.id }, reason: 'Kein Verstoß erkennbar.' },
    );
    expect(rejected).toEqual({ rejected: 1 });
    const reports = await ok<ReportList>(reporter, 'GET', '/api/reports/mine');
    expect(reports.items[0]).toMatchObject({
      status: 'rejected',
      decisionReason: 'Kein Verstoß erkennbar.',
    });
    expect((await notices(reporter))[0]).toMatchObject({
      kind: 'moderation.report_rejected',
      params: { reason: 'Kein Verstoß erkennbar.' },
    });
    const twice = await injectAs(t.app, 'POST', '/api/moderation/subjects/reject', mod.token, {
      subject: { kind: 'user', id: target.id },
      reason: 'Kein Verstoß erkennbar.',
    });
    expect(codeOf(twice)).toBe('moderation.no_open_reports');
  });
});

describe('objections', () => {
  it('come from the affected user once; another moderator decides; overturning lifts the ban', async () => {
    const target = await member();
    const other = await member();
    const first = await moderator();
    const second = await moderator();
    const measure = await ok<Measure>(first, 'POST', '/api/moderation/actions', {
      subject: { kind: 'user', id: target.id },
      action: 'shadow_ban',
      reason: REASON,
    });
    const bannedRow = await t.app.database.db
      .select({ at: users.shadowBannedAt })
      .from(users)
      .where(eq(users.id, target.id));
    expect(bannedRow[0]?.at).not.toBeNull();

    const url = `/api/moderation/measures/${measure.id}/appeal`;
    const stranger = await injectAs(t.app, 'POST', url, other.token, { text: 'Ich auch!' });
    expect(stranger.statusCode).toBe(404);
    const empty = await injectAs(t.app, 'POST', url, target.token, { text: ' ' });
    expect(empty.json<ApiError>().field).toBe('text');
    const objected = await ok<Measure>(target, 'POST', url, { text: 'Das war ein Irrtum.' });
    expect(objected.appeal).toMatchObject({ state: 'open', text: 'Das war ein Irrtum.' });
    const twice = await injectAs(t.app, 'POST', url, target.token, { text: 'Nochmal' });
    expect(codeOf(twice)).toBe('moderation.appeal_exists');

    const appeals = await ok<AppealList>(first, 'GET', '/api/moderation/appeals');
    const listed = appeals.items.find((entry) => entry.id === measure.id);
    expect(listed).toMatchObject({ takenByMe: true, affectedUserName: target.name });
    const decideUrl = `/api/moderation/appeals/${measure.id}/decide`;
    const self = await injectAs(t.app, 'POST', decideUrl, first.token, {
      outcome: 'overturned',
      reason: 'Doch kein Verstoß.',
    });
    expect([self.statusCode, codeOf(self)]).toEqual([403, 'moderation.same_moderator']);
    const plain = await injectAs(t.app, 'POST', decideUrl, other.token, {
      outcome: 'overturned',
      reason: 'x',
    });
    expect(plain.statusCode).toBe(403);

    const decided = await ok<Measure>(second, 'POST', decideUrl, {
      outcome: 'overturned',
      reason: 'Doch kein Verstoß.',
    });
    expect(decided.appeal).toMatchObject({
      state: 'overturned',
      decisionReason: 'Doch kein Verstoß.',
    });
    const liftedRow = await t.app.database.db
      .select({ at: users.shadowBannedAt })
      .from(users)
      .where(eq(users.id, target.id));
    expect(liftedRow[0]?.at).toBeNull();
    const late = await injectAs(t.app, 'POST', decideUrl, second.token, {
      outcome: 'upheld',
      reason: 'x',
    });
    expect(codeOf(late)).toBe('moderation.appeal_not_open');

    const mine = await ok<MyMeasures>(target, 'GET', '/api/moderation/measures/mine');
    expect(mine.items.map((entry) => [entry.action, entry.appealable])).toEqual([
      ['lift_ban', false],
      ['shadow_ban', true],
    ]);
    expect((await notices(target))[0]).toMatchObject({
      kind: 'moderation.appeal_overturned',
      params: { reason: 'Doch kein Verstoß.' },
    });
  });

  it('against a deletion can only be upheld', async () => {
    const a = await member();
    const b = await member();
    const first = await moderator();
    const second = await moderator();
    const spam = await reportedMessage(a, b);
    const measure = await ok<Measure>(first, 'POST', '/api/moderation/actions', {
      subject: { kind: 'message', id: spam.id },
      action: 'delete',
      reason: REASON,
    });
    await ok(b, 'POST', `/api/moderation/measures/${measure.id}/appeal`, { text: 'Warum?' });
    const decideUrl = `/api/moderation/appeals/${measure.id}/decide`;
    const overturn = await injectAs(t.app, 'POST', decideUrl, second.token, {
      outcome: 'overturned',
      reason: 'x',
    });
    expect(codeOf(overturn)).toBe('moderation.not_reversible');
    const upheld = await ok<Measure>(second, 'POST', decideUrl, {
      outcome: 'upheld',
      reason: 'Werbung bleibt gelöscht.',
    });
    expect(upheld.appeal.state).toBe('upheld');
    expect((await notices(b))[0]).toMatchObject({ kind: 'moderation.appeal_upheld' });
  });
});

describe('GET /api/moderation/history', () => {
  it('downloads my measures, objections and reports as a JSON file', async () => {
    const a = await member();
    const b = await member();
    const mod = await moderator();
    const spam = await reportedMessage(a, b);
    await ok(mod, 'POST', '/api/moderation/actions', {
      subject: { kind: 'message', id: spam.id },
      action: 'delete',
      reason: REASON,
    });
    const response = await injectAs(t.app, 'GET', '/api/moderation/history', b.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${HISTORY_FILE_NAME}"`,
    );
    const history = ModerationHistorySchema.parse(response.json());
    expect(history.measures.map((measure) => measure.reason)).toEqual([REASON]);
    const reporters = ModerationHistorySchema.parse(
      (await injectAs(t.app, 'GET', '/api/moderation/history', a.token)).json(),
    );
    expect(reporters.reports.map((report) => report.status)).toEqual(['upheld']);
    expect(reporters.measures).toEqual([]);
  });
});

describe('POST /api/admin/users/:id/role', () => {
  it('grants and revokes the moderator role with an audit entry, never for oneself', async () => {
    const admin = await fx.createSignedInAccount({
      type: 'private',
      role: 'admin',
      twoFactor: true,
    });
    const user = await member();
    const granted = await ok<{ user: { role: string }; auditLog: { action: string }[] }>(
      admin,
      'POST',
      `/api/admin/users/${user.id}/role`,
      { role: 'moderator', reason: 'Hilft im Forum' },
    );
    expect(granted.user.role).toBe('moderator');
    expect(granted.auditLog[0]?.action).toBe('set_role');
    // Without two-factor sign-in the moderation stays closed.
    const queue = await injectAs(t.app, 'GET', '/api/moderation/queue', user.token);
    expect(codeOf(queue)).toBe('auth.two_factor_setup_required');
    const revoked = await ok<{ user: { role: string } }>(
      admin,
      'POST',
      `/api/admin/users/${user.id}/role`,
      { role: 'user' },
    );
    expect(revoked.user.role).toBe('user');
    const self = await injectAs(t.app, 'POST', `/api/admin/users/${admin.id}/role`, admin.token, {
      role: 'user',
    });
    expect(codeOf(self)).toBe('admin.self_action');
  });
});
