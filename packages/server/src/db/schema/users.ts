import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, LOCALES, SITE_ROLES } from '@backline/domain';
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
    city: text('city'),
    instruments: text('instruments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_type_check', isOneOf(table.type, ACCOUNT_TYPES)),
    check('users_role_check', isOneOf(table.role, SITE_ROLES)),
    check('users_locale_check', isOneOf(table.locale, LOCALES)),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
