import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An activated account's one live password reset code (spec section 7). Only its sha256 is stored;
 * it expires, and dies after too many wrong tries. A new code replaces the row.
 */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
