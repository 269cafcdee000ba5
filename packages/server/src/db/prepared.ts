import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect();

/** The name a prepared statement's text starts with (`/* prepared NAME *\/`). */
export const PREPARED_NAME = /^\/\* prepared ([a-z0-9_]+) \*\//;

/**
 * A statement of a fixed shape, built once and run many times with the values of its
 * placeholders (`sql.placeholder('id')`): no SQL is put together per request, and on PostgreSQL
 * it is a named prepared statement, so each pool connection plans it once (PGlite runs it as a
 * plain statement). Only for fixed shapes: one name per statement, never per value or filter
 * combination, or the server would keep a plan for every variant on every connection. The text
 * starts with its name in a comment, so that a replay (the API benchmark) or a look at
 * `pg_stat_activity` knows it. It goes through the database's logger like every statement.
 */
export function prepareStatement<Row>(db: Database, name: string, query: SQL) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad statement name: ${name}`);
  const built = dialect.sqlToQuery(sql`${sql.raw(`/* prepared ${name} */ `)}${query}`);
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
