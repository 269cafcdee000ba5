import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

/**
 * `pg_notify` on `executor`: inside a transaction PostgreSQL delivers the payload only once it
 * commits (and drops it on a rollback); on the plain handle, at once.
 */
export async function notify(
  executor: Database | Transaction,
  channel: string,
  payload: string,
): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}
