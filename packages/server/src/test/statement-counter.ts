import type { FastifyInstance } from 'fastify';

/**
 * Counts the SQL statements the app runs (quality.md: a list endpoint costs at most 3 statements
 * per request, whatever the page size). Pass `onQuery` to `buildTestApp`, then measure one request:
 *
 *   const counter = createStatementCounter();
 *   const t = await buildTestApp({ onQuery: counter.onQuery });
 *   const { statements } = await counter.during(() => t.app.inject(...));
 *
 * Counting is off outside `during`, so setup and background work do not count. Requests must
 * not run in parallel with a measured one.
 */
export type StatementCounter = {
  onQuery: (query: string) => void;
  during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
};

export function createStatementCounter(): StatementCounter {
  let recording: string[] | null = null;
  return {
    onQuery(query) {
      recording?.push(query);
    },
    async during(work) {
      if (recording) throw new Error('Statements are already being counted.');
      const statements: string[] = [];
      recording = statements;
      try {
        const result = await work();
        return { result, statements };
      } finally {
        recording = null;
      }
    },
  };
}

type QueryLogger = { logQuery(query: string, params: unknown[]): void };
/** The part of drizzle's session the counter needs (drizzle keeps the logger there). */
type LoggingSession = { logger: QueryLogger; options: { logger?: QueryLogger } };

/**
 * Counts the SQL statements route handlers send through the app's database client, for the
 * quality bar "≤ 3 statements per list request whatever the page size".
 *
 * Every statement of drizzle's query builders, `execute` and transactions (whose sessions take
 * the logger from the same options) passes the client's query logger; the counter wraps it. It
 * counts from the route's `preHandler` to its response, so the request context's session lookup
 * (`onRequest`, the same for every route) is left out. Install it in `beforeReady`.
 */
export function createHandlerStatementCounter() {
  let active = false;
  let statements: string[] = [];
  return {
    install(app: FastifyInstance): void {
      const session = (app.database.db as unknown as { session: LoggingSession }).session;
      const previous = session.logger;
      const counting: QueryLogger = {
        logQuery(query, params) {
          if (active) statements.push(query);
          previous.logQuery(query, params);
        },
      };
      session.logger = counting;
      session.options.logger = counting;
      // Added last, so it runs after every plugin's own preHandler hooks.
      app.addHook('preHandler', async () => {
        active = true;
      });
      app.addHook('onResponse', async () => {
        active = false;
      });
    },

    /** Runs `work` (one request) and returns what it answered and the statements it sent. */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      statements = [];
      const result = await work();
      active = false;
      return { result, statements: [...statements] };
    },
  };
}
