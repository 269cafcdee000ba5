/**
 * Failures of the connection to PostgreSQL rather than of a statement: the server ended the
 * backend (`pg_terminate_backend`, a restart, a failover), the network dropped it, or no
 * connection could be had in time. A request that meets one is answered 503
 * `server.database_unavailable` (worth a retry), never 500.
 */

/** SQLSTATE class 08 (connection exception) and 57P01-57P03 (operator intervention, shutdown). */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;

/** Node's socket failures. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What `pg` and `pg-pool` throw without a code once a connection is gone or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection ended unexpectedly/,
];

/** True when `error`, or an error it wraps (`cause`, as Drizzle does), is a connection failure. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || SOCKET_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
