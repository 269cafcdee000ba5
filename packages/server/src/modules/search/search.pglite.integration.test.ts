import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SearchResult } from '@backline/domain';
import { buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { pages } from '../../db/schema/index.ts';
import { testConfig } from '../../test/build-test-app.ts';

/**
 * The search's functions, text search configurations and indexes (migration 0024) on the
 * embedded database (PGlite, `npm start` without DATABASE_URL), whatever TEST_DATABASE_URL says.
 */

let database: DatabaseHandle;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  // Outboxes and job files go to a folder of this test's own, never to ./data.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-search-pglite-'));
  const config = testConfig({ DATA_DIR: dataDir });
  database = await createDatabase({ ...config, databaseUrl: null }, { inMemory: true });
  await migrateDatabase(database, config.migrationsDir);
  await database.db.insert(pages).values([
    { kind: 'location', name: 'Kulturhalle', description: 'Konzerte am Fluss' },
    { kind: 'location', name: 'Kulturhalle Köln' },
    { kind: 'location', name: 'Musikbunker München' },
  ]);
  app = await buildApp({ config, database, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('search on PGlite', () => {
  it('finds typos, folded umlauts and prefixes, exact names first', async () => {
    const titles = async (q: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/search?q=${q}&kind=pages` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SearchResult>().groups[0]?.hits.map((hit) => hit.title);
    };
    expect(await titles('Kulturhale')).toEqual(['Kulturhalle', 'Kulturhalle Köln']);
    expect(await titles('koln')).toEqual(['Kulturhalle Köln']);
    expect(await titles('Muenchen')).toEqual(['Musikbunker München']);
    expect(await titles('Konzert')).toEqual(['Kulturhalle']);
  });
});
