/** Every table, for drizzle-kit and for the typed database handle. One file per domain. */
export * from './users.ts';
export * from './sessions.ts';
export * from './rate-limits.ts';
export * from './account-codes.ts';
export * from './security.ts';
export * from './cities.ts';
export * from './profiles.ts';
export * from './pages.ts';
export * from './media.ts';
export * from './bookmarks.ts';
export * from './gema.ts';
export * from './booking.ts';
export * from './notifications.ts';
export * from './contacts.ts';
export * from './messaging.ts';
export * from './reports.ts';
export * from './forum.ts';
