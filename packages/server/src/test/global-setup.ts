/**
 * The server project's global setup: on PostgreSQL (TEST_DATABASE_URL), the migrated template
 * database that each test file copies (template-database.ts), built once per run at most and
 * reused while the migrations are unchanged. On PGlite each file migrates its own in-memory
 * database as before.
 */
import type { TestProject } from 'vitest/node';
import { testConfig } from './build-test-app.ts';
import { ensureTemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    /** The template that `createTestDatabase` copies on PostgreSQL; '' on PGlite. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const started = performance.now();
  const template = adminUrl
    ? await ensureTemplateDatabase(adminUrl, testConfig().migrationsDir)
    : '';
  if (template) {
    console.info(
      `[server tests] template database ${template} ready in ${Math.round(performance.now() - started)} ms`,
    );
  }
  project.provide('templateDatabase', template);
}
