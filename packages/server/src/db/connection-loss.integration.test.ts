import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { ApiErrorSchema } from '@backline/domain';
import { bearer, buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createFixtures } from '../test/authz/role-contexts.ts';
import { isConnectionError } from './connection-errors.ts';
import { pages } from './schema/index.ts';

/**
 * PostgreSQL ends the app's connections under it (`pg_terminate_backend`, as a restart or a
 * failover does): the requests using them fail with 503, the process lives on, and the next
 * requests get new connections. Only PostgreSQL has connections to end.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('a database connection that dies', () => {
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;
  let headers: Record<string, string>;
  const processErrors: unknown[] = [];
  const onProcessError = (error: unknown) => processErrors.push(error);

  /** Ends every backend of the test database except the admin connection's own. */
  const terminateAll = async () => {
    const { rows } = await admin.query<{ pid: number; state: string | null }>(
      `select pid, state, pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [databaseName],
    );
    return rows;
  };

  const backendStates = async () => {
    const { rows } = await admin.query<{ state: string | null }>(
      'select state from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.map((row) => row.state);
  };

  /** Polls `check` until it holds (at most 10 s): waiting for PostgreSQL, not a timed assertion. */
  const until = async (check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 200; tries += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the condition never held');
  };

  beforeAll(async () => {
    process.on('uncaughtException', onProcessError);
    process.on('unhandledRejection', onProcessError);
    t = await buildTestApp();
    const fx = await createFixtures(t.app);
    const account = await fx.createAccount();
    headers = bearer((await fx.createSession(account.id)).token);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const [row] = (
      await t.database.db.execute<{ name: string }>(sql`select current_database() as name`)
    ).rows;
    databaseName = row!.name;
  }, 60_000);

  afterAll(async () => {
    process.off('uncaughtException', onProcessError);
    process.off('unhandledRejection', onProcessError);
    await admin?.end();
    await t?.dispose();
  });

  const createPage = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers,
      payload: { kind: 'artist', artistForm: 'band', name },
    });

  it('survives the end of a connection that sits idle in a transaction', async () => {
    let carryOn!: () => void;
    const paused = new Promise<void>((resolve) => (carryOn = resolve));
    const transaction = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await paused;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    try {
      await until(async () => (await backendStates()).includes('idle in transaction'));

      const ended = await terminateAll();
      expect(ended.map((row) => row.state)).toContain('idle in transaction');
      await until(async () => (await backendStates()).length === 0);
      // The app serves again on new connections. A request may still meet an idle connection
      // whose end the pool has not read yet (503, as the next test shows): asked until it answers.
      await until(
        async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200,
      );
    } finally {
      // Whatever happened above, the paused transaction ends and gives its client back.
      carryOn();
    }
    const failure = await transaction;
    expect(isConnectionError(failure), String(failure)).toBe(true);
    expect(processErrors).toEqual([]);
  });

  it('answers the requests it hit with 503 and serves the next ones', async () => {
    const outcomes: { status: number; code?: string; retryAfter?: string; id?: string }[] = [];
    let terminating = true;
    const ended: (string | null)[] = [];
    // Terminates whatever the writers hold, in whatever state (the test above makes sure of
    // `idle in transaction`, which these short transactions are seldom caught in), 20 times.
    const terminator = (async () => {
      for (let round = 0; round < 20; round += 1) {
        ended.push(...(await terminateAll()).map((row) => row.state));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      terminating = false;
    })();
    // 10 writers, each until the terminations are over and 3 requests more.
    const writers = Array.from({ length: 10 }, async (_, writer) => {
      let after = 0;
      for (let round = 0; after < 3; round += 1) {
        if (!terminating) after += 1;
        const response = await createPage(`Abbruch ${writer}-${round}`);
        const body = response.json<Record<string, unknown>>();
        outcomes.push({
          status: response.statusCode,
          code: typeof body.code === 'string' ? body.code : undefined,
          retryAfter: response.headers['retry-after'] as string | undefined,
          id: typeof body.id === 'string' ? body.id : undefined,
        });
        if (response.statusCode !== 201) {
          expect(ApiErrorSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
        }
      }
    });
    await Promise.all([terminator, ...writers]);

    const failed = outcomes.filter((outcome) => outcome.status !== 201);
    expect(failed.length, 'some requests lost their connection').toBeGreaterThan(0);
    for (const outcome of failed) {
      expect(outcome).toMatchObject({ status: 503, code: 'server.database_unavailable' });
      expect(outcome.retryAfter).toMatch(/^\d+$/);
    }
    expect(ended.length).toBeGreaterThan(0);

    // Every page it acknowledged is there, and the app serves as before.
    const acknowledged = outcomes.flatMap((outcome) => (outcome.id ? [outcome.id] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await t.database.db
      .select({ id: pages.id })
      .from(pages)
      .where(inArray(pages.id, acknowledged));
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    const after = await Promise.all(
      Array.from({ length: 5 }, (_, index) => createPage(`Danach ${index}`)),
    );
    expect(after.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(processErrors).toEqual([]);
    // No client is left checked out: a transaction whose `begin` met a dead connection gave its
    // client back (else the pool shrinks for good and closing it waits forever).
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    await until(async () => pool.totalCount === pool.idleCount);
  }, 60_000);
});
