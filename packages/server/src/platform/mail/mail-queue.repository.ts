import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Database, Transaction } from '../../db/client.ts';

/** The states of a pg-boss job not finished yet. */
const UNFINISHED = ['created', 'retry', 'active'] as const;

/**
 * pg-boss's statements run through a Drizzle transaction (or the database): `tx.execute`, which
 * both drivers have, with pg-boss's `$n` parameters bound as Drizzle parameters. So a job is
 * inserted in the caller's transaction, and the statement is seen by the database's logger like
 * every other.
 */
export const jobsThrough = (tx: Transaction | Database) => fromDrizzle(tx, sql);

/** The jobs of `queue` (with `data.kind` = `kind` when given) not finished yet. */
export async function countUnfinishedJobs(
  db: Database,
  schema: string,
  queue: string,
  kind: string | null,
): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from ${sql.identifier(schema)}.job
    where name = ${queue}
      and state::text in (${sql.join(
        UNFINISHED.map((state) => sql`${state}`),
        sql`, `,
      )})
      and (${kind}::text is null or data ->> 'kind' = ${kind})`);
  return result.rows[0]?.count ?? 0;
}
