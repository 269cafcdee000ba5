import { defineConfig } from 'vitest/config';

/**
 * One vitest run, one project per package and tier. `npm test` runs domain, server and web;
 * the e2e project needs the production build and Chromium (see scripts/e2e.ts).
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
        },
      },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web's own Vite config, so components are tested on Preact as they ship.
        extends: './packages/web/vite.config.ts',
        resolve: {
          // Resolve packages as the browser build does (ESM, browser builds), so no CommonJS copy
          // of a library reaches the real React.
          conditions: ['browser', 'module', 'import', 'default'],
          mainFields: ['browser', 'module', 'jsnext:main', 'jsnext', 'main'],
          alias: [
            // Testing Library's CommonJS entry would load react-dom past the aliases.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
          ],
        },
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
          // Inline these so their `react`/`react-dom` imports go through the Preact aliases too.
          server: {
            deps: { inline: true },
          },
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
          fileParallelism: false,
          globalSetup: ['./support/global-setup.ts'],
        },
      },
    ],
  },
});
