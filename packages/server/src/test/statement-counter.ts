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
