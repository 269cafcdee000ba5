import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { GEMA_VERIFICATION_STATES } from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

/**
 * A collecting-society membership linked to an account. One membership number belongs to one
 * account ('The GEMA account is already linked to another user account').
 */
export const gemaMemberships = pgTable(
  'gema_memberships',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberNumber: text('member_number').notNull(),
    provider: text('provider').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('gema_memberships_member_key').on(table.memberNumber)],
);

/** A verification in progress: the society's confirmation step, then 'back to app'. */
export const gemaVerifications = pgTable(
  'gema_verifications',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberNumber: text('member_number').notNull(),
    provider: text('provider').notNull(),
    state: text('state', { enum: GEMA_VERIFICATION_STATES }).notNull().default('pending'),
    /** sha256 of the state parameter the society's step sends back. */
    stateHash: text('state_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gema_verifications_state_key').on(table.stateHash),
    index('gema_verifications_user_idx').on(table.userId),
    check('gema_verifications_state_check', isOneOf(table.state, GEMA_VERIFICATION_STATES)),
    check('gema_verifications_expiry', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);
