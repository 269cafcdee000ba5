import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import {
  createTestDatabase,
  signIn,
  testConfig,
  type TestDatabase,
} from '../test/build-test-app.ts';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { users } from './schema/index.ts';
import { DEMO_ACCOUNTS, seedDatabase } from './seed.ts';

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const config = testConfig();
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase(config);
});

afterAll(() => test?.dispose());

describe(`migrations and seed on ${kind}`, () => {
  it('runs on the expected driver with the search extensions', async () => {
    expect(test.database.kind).toBe(kind);
    const rows = await test.database.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname in ('unaccent', 'pg_trgm') order by 1`,
    );
    expect(rows.rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('applies migrations again without changing anything, even twice at once', async () => {
    await Promise.all([
      migrateDatabase(test.database, config.migrationsDir),
      migrateDatabase(test.database, config.migrationsDir),
    ]);
    const applied = await test.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      await fs.readFile(path.join(config.migrationsDir, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });

  it('seeds an empty database once and leaves it alone afterwards', async () => {
    const first = await seedDatabase(test.database.db);
    expect(first.seeded).toBe(true);
    expect(first.users).toBeGreaterThanOrEqual(150);
    const again = await seedDatabase(test.database.db);
    expect(again).toEqual({ seeded: false, users: 0 });
    const [total] = await test.database.db.select({ n: count() }).from(users);
    expect(total?.n).toBe(first.users);
  });

  it('seeds German-speaking musicians with cities and instruments', async () => {
    const [lena] = await test.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.musician.email));
    expect(lena).toMatchObject({ name: 'Lena Hoffmann', type: 'musician', city: 'Köln' });
    const [admin] = await test.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin?.role).toBe('admin');
    const musicians = await test.database.db
      .select({ instruments: users.instruments, city: users.city })
      .from(users)
      .where(eq(users.type, 'musician'));
    expect(musicians.length).toBeGreaterThan(50);
    expect(musicians.every((m) => m.instruments.length > 0)).toBe(true);
  });

  it('lets both demo accounts sign in', async () => {
    const app = await buildApp({ config, database: test.database, logger: false });
    try {
      await expect(signIn(app, DEMO_ACCOUNTS.musician.email)).resolves.toMatch(/^[\w-]{43}$/);
      await expect(signIn(app, DEMO_ACCOUNTS.admin.email)).resolves.toMatch(/^[\w-]{43}$/);
    } finally {
      await app.close();
    }
  });

  it('refuses an e-mail address that is not lowercase', async () => {
    await expect(
      test.database.db.insert(users).values({ email: 'Upper@Example.com', name: 'X' }),
    ).rejects.toThrow();
  });
});

describe('the embedded database on disk', () => {
  it('keeps its data across restarts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-pglite-'));
    try {
      const first = await createDatabase({ dataDir, databaseUrl: null });
      await migrateDatabase(first, config.migrationsDir);
      expect((await seedDatabase(first.db)).seeded).toBe(true);
      await first.close();

      const second = await createDatabase({ dataDir, databaseUrl: null });
      await migrateDatabase(second, config.migrationsDir);
      expect((await seedDatabase(second.db)).seeded).toBe(false);
      const [total] = await second.db.select({ n: count() }).from(users);
      expect(total?.n).toBeGreaterThanOrEqual(150);
      await second.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
