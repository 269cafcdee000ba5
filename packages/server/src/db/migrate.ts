import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client.ts';
import { loadCities } from './cities-data.ts';

/** Arbitrary, fixed: every app server takes the same lock before it migrates. */
const MIGRATION_LOCK_KEY = 4_231_901_771;

/**
 * Applies the pending drizzle-kit migrations. Several app servers may start at once: each waits
 * for a session-level advisory lock on one dedicated connection, and whoever comes second finds
 * nothing left to do. (PGlite is one connection inside one process, so there the lock is moot.)
 * After the schema, the data step loads the shipped city list (`cities-data.ts`) if needed.
 */
export async function migrateDatabase(
  database: DatabaseHandle,
  migrationsFolder: string,
): Promise<void> {
  await database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      // The same drizzle migrator, through the driver that the handle wraps.
      if (database.kind === 'pglite') {
        await migratePglite(db as PgliteDatabase<Schema>, { migrationsFolder });
      } else {
        await migrateNodePg(db as NodePgDatabase<Schema>, { migrationsFolder });
      }
      // Data step: the shipped city list (profiles and pages point at it).
      await loadCities(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
