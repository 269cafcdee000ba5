import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testConfig } from './build-test-app.ts';
import { ensureTemplateDatabase, templateDatabaseName } from './template-database.ts';

const config = testConfig();
const adminUrl = process.env.TEST_DATABASE_URL;
let migrationsDir: string;

async function copyOfMigrations(): Promise<string> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-template-'));
  await fs.cp(config.migrationsDir, copy, { recursive: true });
  return copy;
}

const firstMigration = async (dir: string) =>
  path.join(dir, (await fs.readdir(dir)).filter((file) => file.endsWith('.sql')).sort()[0]!);

/** A copy of the migrations with a changed one, so its template is one of this test's own. */
beforeAll(async () => {
  migrationsDir = await copyOfMigrations();
  await fs.appendFile(await firstMigration(migrationsDir), '\n-- changed by a test\n');
});

afterAll(async () => {
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const own = templateDatabaseName(migrationsDir);
      const { rows } = await admin.query<{ name: string }>(
        'select datname as name from pg_database where datname like $1',
        [`${own}%`],
      );
      for (const { name } of rows) {
        await admin.query(`alter database ${name} with is_template false`);
        await admin.query(`drop database ${name} with (force)`);
      }
    } finally {
      await admin.end();
    }
  }
  await fs.rm(migrationsDir, { recursive: true, force: true });
});

describe('the template database name', () => {
  it('is the same for the same migrations and changes with any of them', async () => {
    const unchanged = await copyOfMigrations();
    try {
      expect(templateDatabaseName(unchanged)).toBe(templateDatabaseName(config.migrationsDir));
    } finally {
      await fs.rm(unchanged, { recursive: true, force: true });
    }
    expect(templateDatabaseName(migrationsDir)).not.toBe(
      templateDatabaseName(config.migrationsDir),
    );
    expect(templateDatabaseName(migrationsDir)).toMatch(/^backline_tpl_[0-9a-f]{16}$/);
  });
});

describe.runIf(adminUrl)('the template database on PostgreSQL', () => {
  it('is what test databases are copied from, with every migration and the city list', async () => {
    expect(inject('templateDatabase')).toBe(templateDatabaseName(config.migrationsDir));
    const test = await createTestDatabase(config);
    try {
      const { rows } = await test.database.db.execute<{ migrations: number; cities: number }>(
        sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                   (select count(*)::int from cities) as cities`,
      );
      const journal = JSON.parse(
        await fs.readFile(path.join(config.migrationsDir, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(rows[0]?.migrations).toBe(journal.entries.length);
      expect(rows[0]?.cities).toBeGreaterThan(1000);
    } finally {
      await test.dispose();
    }
  });

  it('is built once when two runs ask for it at the same time, and reused later', async () => {
    const name = templateDatabaseName(migrationsDir);
    const [first, second] = await Promise.all([
      ensureTemplateDatabase(adminUrl!, migrationsDir),
      ensureTemplateDatabase(adminUrl!, migrationsDir),
    ]);
    expect([first, second]).toEqual([name, name]);
    expect(await ensureTemplateDatabase(adminUrl!, migrationsDir)).toBe(name);

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      // One template under the final name; the loser's copy was dropped.
      const { rows } = await admin.query<{ name: string; template: boolean; connect: boolean }>(
        `select datname as name, datistemplate as template, datallowconn as connect
           from pg_database where datname like $1`,
        [`${name}%`],
      );
      expect(rows).toEqual([{ name, template: true, connect: false }]);
    } finally {
      await admin.end();
    }
  }, 120_000);
});
