import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

/**
 * `pg_notify` of every payload, in order, on `executor`: inside a transaction PostgreSQL delivers the payload only once it
 * commits (and drops it on a rollback); on the plain handle, at once.
 */
export async function notify(
  executor: Database | Transaction,
  channel: string,
  payloads: readonly string[],
): Promise<void> {
  if (payloads.length === 0) return;
  const calls = payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`);
  // One statement for all of them (a message tells both sides and a counter at once).
  await executor.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
