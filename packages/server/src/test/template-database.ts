import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/**
 * The migrated database (schema and city list) that every integration test file on PostgreSQL
 * copies (`create database … template …`) instead of migrating a database of its own: a copy
 * takes about a second, a migration several.
 *
 * Its name carries a hash of everything that decides its content (the migrations, the city list
 * and the code that applies them), so a run reuses the template of an earlier run while they are
 * unchanged and builds a new one when one of them changes. Runs may start at the same time (two
 * worktrees, CI next to a developer): each builds under a name of its own and renames the result
 * at the end, so a template that exists under its final name is complete; whoever renames second
 * drops its copy and uses the other.
 */

const PREFIX = 'backline_tpl_';
const dbDir = path.resolve(import.meta.dirname, '../db');
/** Templates of other migrations are dropped once this old (other worktrees may still use them). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/** The template's name for these migrations: `backline_tpl_` and 16 hex digits of their hash. */
export function templateDatabaseName(migrationsDir: string): string {
  const inputs = [
    ...filesBelow(migrationsDir)
      .sort()
      .map((file) => ({ file, label: `migrations/${path.relative(migrationsDir, file)}` })),
    ...['data/cities-dach.json', 'cities-data.ts', 'migrate.ts'].map((file) => ({
      file: path.join(dbDir, file),
      label: file,
    })),
  ];
  const hash = createHash('sha256');
  for (const { file, label } of inputs) {
    hash.update(label).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return `${PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Makes sure the template for `migrationsDir` exists on the server of `adminUrl` (building it if
 * not) and returns its name.
 */
export async function ensureTemplateDatabase(
  adminUrl: string,
  migrationsDir: string,
): Promise<string> {
  const name = templateDatabaseName(migrationsDir);
  const exists = async (admin: pg.Client) =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await withAdmin(adminUrl, exists)) return name;

  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${building}`));
  try {
    const database = await createDatabase({
      databaseUrl: withDatabase(adminUrl, building),
      dataDir: '',
    });
    try {
      await migrateDatabase(database, migrationsDir);
    } finally {
      await database.close();
    }
    await withAdmin(adminUrl, async (admin) => {
      // Nobody connects to a template (a connection would block every copy); its comment keeps
      // the time it was built, for the clean-up below.
      await admin.query(`alter database ${building} with is_template true allow_connections false`);
      await admin.query(`comment on database ${building} is '${new Date().toISOString()}'`);
      try {
        await admin.query(`alter database ${building} rename to ${name}`);
      } catch (error) {
        // 42P04 duplicate_database: another run finished the same template first.
        if ((error as { code?: string }).code !== '42P04' || !(await exists(admin))) throw error;
        await dropTemplate(admin, building);
      }
      await dropStaleTemplates(admin, name);
    });
  } catch (error) {
    await withAdmin(adminUrl, (admin) => dropTemplate(admin, building)).catch(() => undefined);
    throw error;
  }
  return name;
}

async function dropTemplate(admin: pg.Client, name: string): Promise<void> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount !== 1) return;
  await admin.query(`alter database ${name} with is_template false`);
  await admin.query(`drop database if exists ${name} with (force)`);
}

/** Drops the templates of other migrations built more than a day ago. */
async function dropStaleTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ name: string; built: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as built
       from pg_database where datname like $1 and datistemplate`,
    [`${PREFIX}%`],
  );
  for (const { name, built } of rows) {
    if (name === keep || !/^backline_tpl_[0-9a-f]{16}$/.test(name)) continue;
    const age = Date.now() - Date.parse(built ?? '');
    if (!(age > STALE_AFTER_MS)) continue;
    await dropTemplate(admin, name).catch(() => undefined);
  }
}
