import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { isOneOf } from './checks.ts';

/**
 * What a code or key is for. Each account has at most one live code per purpose; a new one
 * replaces the old.
 */
export const ACCOUNT_CODE_PURPOSES = [
  'activation',
  'password_reset',
  'email_change',
  'phone_change',
  'login_key',
  'reactivation',
] as const;
export type AccountCodePurpose = (typeof ACCOUNT_CODE_PURPOSES)[number];

/**
 * Mailed codes, SMS codes and one-time login keys (spec sections 5 and 7). Only a sha256 of the
 * code is stored; it expires, and dies after too many wrong tries. `target` holds the address a
 * change code confirms (the new e-mail or phone number).
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    target: text('target'),
    /** Who made it when it is not the account itself (an admin's one-time key). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.purpose] }),
    // One-time keys are looked up by the key alone.
    index('account_codes_purpose_code_hash_idx').on(table.purpose, table.codeHash),
    check('account_codes_purpose_check', isOneOf(table.purpose, ACCOUNT_CODE_PURPOSES)),
    check('account_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

export type AccountCodeRow = typeof accountCodes.$inferSelect;
