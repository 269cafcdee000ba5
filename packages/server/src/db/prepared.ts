import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The name in a prepared statement's text (`/* prepared NAME *\/`). */
export const PREPARED_NAME = /\/\* prepared ([a-z0-9_]+) \*\//;

/**
 * A statement of a fixed shape, built once and run many times with the values of its
 * placeholders (`sql.placeholder('id')`): no SQL is put together per request, and on PostgreSQL
 * it is a named prepared statement, so each pool connection plans it once (PGlite runs it as a
 * plain statement). Only for fixed shapes: one name per statement, never per value or filter
 * combination, or the server would keep a plan for every variant on every connection.
 *
 * Built with Drizzle's public `select(...).from(sql).prepare(name)` on both drivers: the query
 * becomes a subquery whose `columns` the outer select passes through as they are (a subquery scan,
 * which keeps the rows' order). Its text carries the name in a comment, so that a replay (the API
 * benchmark) or a look at `pg_stat_activity` knows it. It goes through the database's logger like
 * every statement.
 */
export function prepareStatement<Row extends Record<string, unknown>>(
  db: Database,
  name: string,
  query: SQL,
  columns: readonly (keyof Row & string)[],
) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad statement name: ${name}`);
  const fields = Object.fromEntries(
    columns.map((column) => [column, sql`${sql.identifier(column)}`]),
  ) as Record<string, SQL>;
  const prepared = db
    .select(fields)
    .from(sql`(${sql.raw(`/* prepared ${name} */ `)}${query}) as ${sql.identifier('prepared')}`)
    .prepare(name);
  return async (values: Record<string, unknown>): Promise<Row[]> =>
    (await prepared.execute(values)) as Row[];
}
