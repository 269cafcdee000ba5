import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What both drivers' raw query results have in common (`db.execute(sql...)` answers `{ rows }`).
 * An interface because drizzle's result kinds are higher-kinded through `this`.
 */
type Rows<T> = { rows: T[] };
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

/** The one query interface every repository uses, whichever driver is behind it. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers `SELECT 1`; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` on one dedicated connection (the pool hands out a client for it), which session
   * level locks such as `pg_advisory_lock` need.
   */
  withConnection<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every `NOTIFY` on `channel` (Postgres delivers one only
   * once the notifying transaction has committed), and `onListening` each time the `LISTEN` is in
   * place (again after a reconnect: notifications in between were missed). PostgreSQL: one
   * dedicated connection, reconnected after a failure; PGlite: in-process. Resolves to a function
   * that stops listening. The mail queue's pg-boss wakes its worker through it.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onError?: (error: unknown) => void,
    onListening?: () => void,
  ): Promise<() => Promise<void>>;
};

/** Channels are plain lowercase identifiers, so they need no quoting rules. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const checkChannel = (channel: string) => {
  if (!CHANNEL.test(channel)) throw new Error(`"${channel}" is not a valid channel name.`);
};

export type CreateDatabaseOptions = {
  /** PGlite only: keep the database in memory (tests) instead of `DATA_DIR/pglite`. */
  inMemory?: boolean;
  /**
   * Reports errors of pool connections, idle or checked out (a backend terminated while a request
   * holds it, for example inside a transaction), which would otherwise crash the process. The
   * request holding the connection fails with the query's error; the pool drops the connection.
   */
  onPoolError?: (error: Error) => void;
  /**
   * Sees every statement sent through the query interface (text and parameters) before it runs:
   * the test helper that counts a request's statements, and the benchmark that replays them.
   * Both drivers call it the same way; PGlite's own `begin`/`commit` of a transaction are not
   * statements of ours and are not seen.
   */
  logger?: Logger;
};

/** PGlite in `DATA_DIR/pglite` when `DATABASE_URL` is unset, else a `pg` pool. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? createPostgres(config.databaseUrl, options)
    : createPglite(config.dataDir, options);
}

function createPostgres(connectionString: string, options: CreateDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Fail a health check or request instead of waiting forever for a dead server.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // pg-pool listens for errors only while a client is idle. A checked-out client whose backend
  // dies between two statements (`idle in transaction`) emits 'error' with nobody listening,
  // which Node turns into an uncaught exception: every client gets a listener of its own.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
    releaseWhenBeginFails(client);
  });
  pool.on('error', () => {
    // Already reported by the client's own listener above.
  });
  const db: Database = drizzlePg({ client: pool, schema, logger: options.logger });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(drizzlePg({ client, schema }));
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onError, onListening) =>
      listenOnPostgres(connectionString, channel, onNotify, onError, onListening),
  };
}

/** The text of a query as `client.query` was called with it. */
const queryText = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String((query as { text: unknown }).text)
      : '';

/**
 * Drizzle's node-postgres `transaction()` checks a client out and sends `begin` before its
 * try/finally that releases the client: when `begin` fails (the connection died between the
 * check-out and the statement), the client is never released, the pool shrinks by one for good
 * and `pool.end()` waits for it forever. This releases such a client, with the error, so the pool
 * drops it. Only promise-style calls are watched: callback-style ones (`pool.query`) release
 * their client themselves.
 */
function releaseWhenBeginFails(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const result = query(...args);
    if (result instanceof Promise && /^\s*begin\b/i.test(queryText(args[0]))) {
      result.catch((error: unknown) => {
        try {
          client.release(error instanceof Error ? error : new Error(String(error)));
        } catch {
          // Released already by whoever checked it out.
        }
      });
    }
    return result;
  };
}

/** LISTEN on a connection of its own (outside the pool), reconnecting after 5 s on failure. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError?: (error: unknown) => void,
  onListening?: () => void,
): Promise<() => Promise<void>> {
  checkChannel(channel);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    client = next;
    const failed = (error: unknown) => {
      if (client !== next) return;
      client = null;
      onError?.(error);
      void next.end().catch(() => undefined);
      if (!stopped) {
        retry = setTimeout(() => void connect().catch(failed), 5_000);
        retry.unref();
      }
    };
    next.on('error', failed);
    next.on('end', () => failed(new Error(`LISTEN ${channel}: connection ended`)));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      onListening?.();
    } catch (error) {
      failed(error);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

async function createPglite(dataDir: string, options: CreateDatabaseOptions) {
  const extensions = { unaccent, pg_trgm };
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create('memory://', { extensions });
  } else {
    const folder = path.join(dataDir, 'pglite');
    await fs.mkdir(folder, { recursive: true });
    try {
      client = await PGlite.create(folder, { extensions });
    } catch (error) {
      // A data folder is tied to PGlite's Postgres major version.
      throw new Error(
        `Could not open the embedded database in ${folder}. If it was created by another ` +
          `PGlite version, move the folder away or set DATABASE_URL.`,
        { cause: error },
      );
    }
  }
  const db: Database = drizzlePglite({ client, schema, logger: options.logger });
  let closed: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closed ??= client.close();
      return closed;
    },
    // PGlite is a single connection already.
    withConnection: (work) => work(db),
    async listen(channel, onNotify, _onError, onListening) {
      checkChannel(channel);
      const unsubscribe = await client.listen(channel, (payload) => onNotify(payload));
      onListening?.();
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
  };
  return handle;
}
