import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files run in this many worker processes at once. vitest's default (one fewer than the
 * cores) is one worker on CI's two cores, with the second core idle while a server test waits for
 * PostgreSQL. Every test file is independent (its own database, temporary folders, free ports),
 * so two run side by side. Projects of one group must agree on it. The e2e journeys share one app
 * server but run two at a time too: each makes its own accounts and data, every browser context
 * comes from its own client address (rate limits), and a browser journey waits for the network
 * and Chromium as much as for the CPU (decisions §58).
 */
const workers = Math.max(2, availableParallelism() - 1);

/**
 * One vitest run, one project per package and tier. `npm test` runs domain, server, web and
 * scripts; the e2e project needs the production build and Chromium (see scripts/e2e.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One worker process runs file after file, importing the server's modules once instead
          // of once per file (about 75 s of a 200 s tier, decisions §68). Files stay apart by
          // what they own: each builds its own app on its own database.
          isolate: false,
          maxWorkers: workers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On PostgreSQL: the migrated template database each test file copies.
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        // The web's own Vite config (React DOM, the Markdown plugin), so components are tested as
        // they ship.
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // As the server project: one document and module graph per worker, what a test leaves
          // behind is reset before each (src/test/setup.ts; 236 → about 75 s, decisions §68).
          isolate: false,
          maxWorkers: workers,
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // The repository scripts' own tests (npm test's summary).
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', 'results/**'],
          environment: 'node',
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A journey polls what a person would wait for (a rendition, a list that refreshes):
          // vitest's 1 s default lost that race on a busy CI machine.
          expect: { poll: { timeout: 15_000 } },
          maxWorkers: workers,
          globalSetup: ['./support/global-setup.ts'],
        },
      },
    ],
  },
});
