import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from '../db/seed/index.ts';
import { users } from '../db/schema/index.ts';
import { currentTotp } from '../modules/two-factor/two-factor.service.ts';
import { statementLogger } from './statement-counter.ts';

export type TestDatabase = {
  database: DatabaseHandle;
  /** The database's URL on PostgreSQL (null for PGlite): a second app may connect to it. */
  url: string | null;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
};

export type TestApp = TestDatabase & { app: FastifyInstance; config: Config };

export type BuildTestAppOptions = {
  /** Fill the database with the demo data first. */
  seed?: boolean;
  /** Extra environment for `loadConfig` (e.g. WEB_DIST_DIR). */
  env?: Record<string, string>;
  /** Runs after the app is built and before it is ready: add test-only routes here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The rate limiter's clock (milliseconds since the epoch); the real clock by default. */
  now?: () => number;
  /** Sees every route as it is added (before `beforeReady`). */
  onRoute?: (route: RouteOptions) => void;
};

/** Where no web build is: tests that need one make a temporary dist folder. */
const NO_WEB_BUILD = path.join(os.tmpdir(), 'backline-test-no-web-build');

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: NO_WEB_BUILD, ...env });
}

/**
 * A fresh, migrated database for one test file: its own database on the PostgreSQL server named
 * by TEST_DATABASE_URL (created here as a copy of the run's migrated template, see
 * global-setup.ts; dropped by `dispose`), else an in-memory PGlite. Its statements can be counted
 * with `recordStatements` (statement-counter.ts).
 */
export async function createTestDatabase(config: Config = testConfig()): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase(config, { inMemory: true, logger: statementLogger });
    await migrateDatabase(database, config.migrationsDir);
    return { database, url: null, dispose: () => database.close() };
  }
  const name = `backline_t_${randomBytes(6).toString('hex')}`;
  // Absent when the server project's global setup did not run (another vitest config).
  const template = inject('templateDatabase') || null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      template ? `create database ${name} template ${template}` : `create database ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase(
    { ...config, databaseUrl: url.toString() },
    { logger: statementLogger },
  );
  // A copy of the template is migrated already (its name carries the migrations' hash).
  if (!template) await migrateDatabase(database, config.migrationsDir);
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** The app on a fresh database, ready for `app.inject()`. Call `dispose()` in `afterAll`. */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  // Uploads, outboxes and job files of this app go to a folder of its own, never to ./data.
  const ownDataDir = options.env?.DATA_DIR
    ? null
    : await fs.mkdtemp(path.join(os.tmpdir(), 'backline-test-data-'));
  const config = testConfig(ownDataDir ? { ...options.env, DATA_DIR: ownDataDir } : options.env);
  const testDatabase = await createTestDatabase(config);
  const { database, dispose: disposeDatabase } = testDatabase;
  if (options.seed) await seedDatabase(database.db);
  const app = await buildApp({
    config,
    database,
    logger: false,
    now: options.now,
    onRoute: options.onRoute,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    url: testDatabase.url,
    async dispose() {
      await app.close();
      await disposeDatabase();
      if (ownDataDir) await fs.rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app (another server) on the database of `first` (PostgreSQL only: `first.url`), with a
 * pool of its own; `dispose` closes it and leaves the database to `first`.
 */
export async function buildAppOnSameDatabase(first: TestApp): Promise<TestApp> {
  if (!first.url) throw new Error('Two apps share a database on PostgreSQL only.');
  const database = await createDatabase({ ...first.config, databaseUrl: first.url });
  const app = await buildApp({ config: first.config, database, logger: false });
  await app.ready();
  return {
    app,
    config: first.config,
    database,
    url: first.url,
    async dispose() {
      await app.close();
      await database.close();
    },
  };
}

let signInCount = 0;

/**
 * A client address of its own for each call (in 10.0.0.0/8), so that
 * test files signing in often stay under the per-address sign-in limit. The per-account limit
 * (20 an hour) still applies to them.
 */
export function nextTestAddress(): string {
  signInCount += 1;
  return `10.${(signInCount >> 16) & 255}.${(signInCount >> 8) & 255}.${signInCount & 255}`;
}

/**
 * Signs in through the API (from a fresh client address) and returns the bearer token. An
 * account with two-factor sign-in (the demo admin) gets a current code from its stored secret;
 * the record of the last code used is cleared first, so that tests may sign in often.
 */
export async function signIn(
  app: FastifyInstance,
  email: string = DEMO_ACCOUNTS.musician.email,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const attempt = (otp?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/token',
      payload: otp ? { email, password, otp } : { email, password },
      remoteAddress: nextTestAddress(),
    });
  let response = await attempt();
  if (
    response.statusCode === 422 &&
    response.json<{ code: string }>().code === 'auth.two_factor_required'
  ) {
    const [account] = await app.database.db
      .update(users)
      .set({ totpLastStep: null })
      .where(eq(users.email, email))
      .returning({ secret: users.totpSecret });
    if (account?.secret) response = await attempt(await currentTotp(account.secret));
  }
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API request as `token`'s session (or as a visitor when null), JSON body when given. */
export const injectAs = (
  app: FastifyInstance,
  method: InjectMethod,
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
