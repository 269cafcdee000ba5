/** Every table, for drizzle-kit and for the typed database handle. One file per domain. */
export * from './users.ts';
export * from './sessions.ts';
export * from './rate-limits.ts';
export * from './account-codes.ts';
export * from './security.ts';
