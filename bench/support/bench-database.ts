import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createDatabase } from '../../packages/server/src/db/client.ts';
import { migrateDatabase } from '../../packages/server/src/db/migrate.ts';

export const log = (line = '') => process.stdout.write(`${line}\n`);
export const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

/** The server the benchmarks make their databases beside (BENCH_DATABASE_URL). */
export const ADMIN_URL =
  process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * What a benchmark runs on: a fresh database beside `ADMIN_URL` (migrated by `create`), a
 * scratch data folder, and the server processes it forks; `cleanUp` stops them and drops both
 * (unless BENCH_KEEP_DATABASE=1).
 */
export async function benchWorkspace(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  const children: ChildProcess[] = [];

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  return {
    name,
    databaseUrl,
    dataDir,

    /** Creates the database and runs the app's migrations on it. */
    async create() {
      await admin((client) => client.query(`create database ${name}`));
      const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl });
      const handle = await createDatabase(config);
      await migrateDatabase(handle, config.migrationsDir);
      await handle.close();
    },

    /** Forks a server script on the database (its port in BENCH_PORT); stopped by `cleanUp`. */
    fork(
      script: string,
      port: number,
      options: { env?: Record<string, string>; execArgv?: string[]; advanced?: boolean } = {},
    ): ChildProcess {
      const dir = dataDir;
      const child = fork(script, {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          BENCH_PORT: String(port),
          DATA_DIR: dir,
          WEB_DIST_DIR: path.join(dir, 'no-web-build'),
          ...options.env,
        },
        execArgv: options.execArgv ?? process.execArgv,
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        ...(options.advanced ? { serialization: 'advanced' as const } : {}),
      });
      children.push(child);
      return child;
    },

    async cleanUp() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) resolve(null);
              else child.once('exit', resolve);
            }),
        ),
      );
      if (process.env['BENCH_KEEP_DATABASE'] === '1') log(`database kept: ${databaseUrl}`);
      else await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
