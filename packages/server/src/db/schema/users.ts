import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, LOCALES, SITE_ROLES, type UserPreferences } from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    /** Always stored lowercase: sign-in compares it as entered, lowercased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** The display name. */
    name: text('name').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    type: text('type', { enum: ACCOUNT_TYPES }).notNull().default('private'),
    role: text('role', { enum: SITE_ROLES }).notNull().default('user'),
    locale: text('locale', { enum: LOCALES }).notNull().default('de'),
    /** E.164 (`+491701234567`), confirmed by SMS code; unique among accounts. */
    phone: text('phone'),
    /** Interface and mail preferences (language is `locale`); see `UserPreferences`. */
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Sign-in refused until the owner reactivates through a mailed link. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Marked for deletion: sessions revoked, profile hidden; purged after the grace period. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** Personal data purged by the deletion job; the row stays so references keep working. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /** Shadow ban: what the user posts is shown to nobody but them. */
    shadowBannedAt: timestamp('shadow_banned_at', { withTimezone: true }),
    /** Community ban: no posting until this moment (spec section 4, Bans). */
    communityBanUntil: timestamp('community_ban_until', { withTimezone: true }),
    /** TOTP shared secret (base32); second factor on once `totp_enabled_at` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The TOTP time step last accepted: a code is good once, and never one older than it. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_phone_key')
      .on(table.phone)
      .where(sql`${table.phone} is not null`),
    /** The directory's musicians, newest first (keyset), and their name search. */
    index('users_musicians_newest_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.type} = 'musician'`),
    index('users_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_type_check', isOneOf(table.type, ACCOUNT_TYPES)),
    check('users_role_check', isOneOf(table.role, SITE_ROLES)),
    check('users_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
