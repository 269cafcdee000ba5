import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import {
  buildAppOnSameDatabase,
  buildTestApp,
  injectAs,
  type TestApp,
} from '../../test/build-test-app.ts';
import { recordStatements } from '../../test/statement-counter.ts';

// Kept longer than any test runs: only a change may make a server look a session up anew.
const env = { SESSION_CACHE_MS: '600000' };

let t: TestApp;
let fx: Fixtures;
/** A second server on the same database (PostgreSQL only), as behind a load balancer. */
let second: TestApp | null = null;

beforeAll(async () => {
  t = await buildTestApp({ env });
  fx = await createFixtures(t.app);
  if (t.url) second = await buildAppOnSameDatabase(t);
});

afterAll(async () => {
  await second?.dispose();
  await t?.dispose();
});

const servers = () => [t.app, ...(second ? [second.app] : [])];
const me = (app: TestApp['app'], token: string) => injectAs(app, 'GET', '/api/user/me', token);
/** Every server answers `read` with `expected` within a second (it has heard the change). */
async function everyServerWithinASecond<T>(read: (app: TestApp['app']) => Promise<T>, expected: T) {
  for (const app of servers()) {
    await expect.poll(() => read(app), { timeout: 1_000, interval: 20 }).toBe(expected);
  }
}
const statusOf = (token: string) => async (app: TestApp['app']) =>
  (await me(app, token)).statusCode;
const lookups = (statements: { sql: string }[]) =>
  statements.filter((statement) => /prepared live_session/.test(statement.sql)).length;

describe('kept session lookups', () => {
  it('looks a session up once while nothing changes', async () => {
    const member = await fx.createSignedInAccount();
    // A lookup made while an earlier notice (the sign-in's) came is not kept: ask until one is.
    await expect
      .poll(async () => {
        await me(t.app, member.token);
        return lookups((await recordStatements(() => me(t.app, member.token))).statements);
      })
      .toBe(0);
  });

  it('ends a session on every server at once when it is ended on one', async () => {
    const member = await fx.createSignedInAccount();
    for (const app of servers()) expect((await me(app, member.token)).statusCode).toBe(200);
    const logout = await injectAs(t.app, 'GET', '/api/user/logout', member.token);
    expect(logout.statusCode, logout.body).toBe(200);
    // The server that ended it answers its next request without it.
    expect((await me(t.app, member.token)).statusCode).toBe(401);
    await everyServerWithinASecond(statusOf(member.token), 401);
  });

  it('drops a lookup on every server within a second when its user changes, by any writer', async () => {
    const member = await fx.createSignedInAccount();
    for (const app of servers()) expect((await me(app, member.token)).statusCode).toBe(200);
    // Deactivated by SQL, outside any server: the account is no longer in use.
    await t.app.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, member.id));
    await everyServerWithinASecond(statusOf(member.token), 401);
    // A user made a site admin is one on their next requests (the role rides in the lookup):
    // the admin list then asks for their second factor instead of refusing them.
    const promoted = await fx.createSignedInAccount();
    const adminListCode = async (app: TestApp['app']) =>
      (await injectAs(app, 'GET', '/api/admin/users', promoted.token)).json<{ code: string }>()
        .code;
    for (const app of servers()) expect(await adminListCode(app)).toBe('auth.forbidden');
    await t.app.database.db.execute(sql`update users set role = 'admin' where id = ${promoted.id}`);
    await everyServerWithinASecond(adminListCode, 'auth.two_factor_setup_required');
  });
});
