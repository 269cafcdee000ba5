/**
 * Starts the server: `node packages/server/src/main.ts` (TypeScript runs on Node's type
 * stripping, no build step). Migrates, seeds an empty database when SEED_ON_EMPTY, listens, and
 * shuts down gracefully on SIGTERM/SIGINT.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { CONFIG_ERROR_EXIT_CODE } from './supervisor.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createSeedImageStore } from './db/seed/image-store.ts';
import { seedDatabase } from './db/seed/index.ts';
import { createStorage } from './platform/storage/create-storage.ts';

/**
 * Force the exit (code 1) when closing hangs (a stuck request or database), so that a restart is
 * over within 10 seconds and orchestrators move on. Requests and jobs finish well within it.
 */
const SHUTDOWN_TIMEOUT_MS = 8_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      // A restart cannot help: the supervisor (npm start) stops on this code.
      process.exit(CONFIG_ERROR_EXIT_CODE);
    }
    throw error;
  }
}

const config = readConfig();
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const database = await createDatabase(config, {
  onPoolError: (error) => app?.log.error({ err: error }, 'idle database connection failed'),
});

try {
  app = await buildApp({ config, database });
  const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  await migrateDatabase(database, config.migrationsDir);
  app.log.info(`database migrated (${where})`);
  if (config.seedOnEmpty) {
    const started = performance.now();
    const seeded = await seedDatabase(database.db, {
      images: createSeedImageStore(createStorage(config)),
    });
    if (seeded.seeded) {
      app.log.info(
        `empty database seeded with ${seeded.users} demo users, ${seeded.pages} pages and ${seeded.images} pictures in ${Math.round(performance.now() - started)} ms`,
      );
      if (config.isProduction) {
        app.log.warn('demo accounts were seeded in production: set SEED_ON_EMPTY=false');
      }
    }
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Backline is listening on ${config.appUrl}`);
} catch (error) {
  if (app) app.log.fatal({ err: error }, 'startup failed');
  else console.error('Startup failed:', error);
  await app?.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(1);
}

let shuttingDown = false;

async function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) {
    // A second signal means "now".
    process.exit(1);
  }
  shuttingDown = true;
  const started = performance.now();
  app?.log.info(`${signal} received: finishing in-flight requests`);
  const timer = setTimeout(() => {
    app?.log.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app?.close();
    await database.close();
    app?.log.info(`shut down cleanly in ${Math.round(performance.now() - started)} ms`);
    process.exit(0);
  } catch (error) {
    app?.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
