/**
 * Starts the production server once for all journeys: a fresh database (a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, or embedded PGlite in a temporary folder), a free
 * port, and a public-site URL that the journeys intercept in the browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher.ts';
import { OIDC_CLIENT, OIDC_PROVIDER_NAME, startOidcProvider } from './oidc-provider.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const PUBLIC_SITE_URL = 'http://public-site.backline.test';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    publicSiteUrl: string;
    /** Folder with the raw mails the app sent, one `.eml` file per recipient and message. */
    mailDir: string;
    /** The development SMS provider's outbox (`DATA_DIR/outbox/sms`), one `.txt` per SMS. */
    smsDir: string;
    /** The app's PostgreSQL database; '' when the app runs on embedded PGlite. */
    databaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function createDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `backline_e2e_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy in time:\n${output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-e2e-'));
  const database = process.env.TEST_DATABASE_URL
    ? await createDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const mail = await startMailCatcher(path.join(dataDir, 'caught-mail'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A local OpenID Connect provider for the external sign-in journey.
  const oidc = await startOidcProvider(baseUrl);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    PUBLIC_SITE_URL,
    SMTP_URL: mail.url,
    // Journeys that prepare data through the API name their own client address
    // (X-Forwarded-For), so they do not use up the browser's rate-limit budget on 127.0.0.1.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // The simulated collecting society (its confirmation page is served by the app itself), so
    // the GEMA journey can verify a membership; production leaves the feature off by default.
    GEMA_PROVIDER: 'development',
    OIDC_PROVIDERS: JSON.stringify([
      { id: 'local', name: OIDC_PROVIDER_NAME, issuer: oidc.issuer, ...OIDC_CLIENT },
    ]),
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;

  let log = '';
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], { cwd: repoRoot, env });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  await waitForHealth(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('publicSiteUrl', PUBLIC_SITE_URL);
  project.provide('mailDir', mail.dir);
  project.provide('smsDir', path.join(dataDir, 'outbox', 'sms'));
  project.provide('databaseUrl', database?.url ?? '');

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    if (child.exitCode !== 0) console.error(`[e2e] server exited with ${child.exitCode}:\n${log}`);
    await mail.close();
    await oidc.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
