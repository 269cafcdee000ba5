import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** One SQL statement as it went to the driver. */
export type Statement = { sql: string; params: unknown[] };

const recording = new AsyncLocalStorage<Statement[]>();

/**
 * The database logger of every test app (`createTestDatabase` passes it to `createDatabase`): it
 * records a statement only inside `recordStatements`, and only for the work started there, so
 * the job runner or another request running at the same time never counts.
 */
export const statementLogger: Logger = {
  logQuery(query, params) {
    recording.getStore()?.push({ sql: query, params });
  },
};

/**
 * Runs `work` (typically one `app.inject`) and returns the SQL statements it caused, on both
 * drivers. Quality bar: every list endpoint runs at most 3 statements per request, whatever the
 * page size (`quality.md`). A node-postgres transaction's `begin` and `commit`
 * count as statements; PGlite runs those itself.
 */
export async function recordStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  // Awaited inside the run: `app.inject()` answers a lazy chain that starts on `then`.
  const result = await recording.run(statements, async () => await work());
  return { result, statements };
}

/** The statements as short readable lines, for assertion messages. */
export const describeStatements = (statements: Statement[]): string =>
  statements
    .map((statement, index) => `${index + 1}. ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`)
    .join('\n');
