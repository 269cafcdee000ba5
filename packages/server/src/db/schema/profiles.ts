import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { GEMA_BADGE_VISIBILITIES, GENDERS, PROFILE_VISIBILITIES } from '@backline/domain';
import { isOneOf } from './checks.ts';
import { cities } from './cities.ts';
import { users } from './users.ts';

/** A profile link (official URL only; validated by the domain's link rules). */
export type ProfileLinkValue = { url: string; label?: string };
export type GearValue = { brand: string; product: string; year?: number };
export type ReleaseValue = { url: string; year?: number; title?: string };
export type ProfileGigValue = {
  startsAt: string;
  address: string;
  category?: string;
  artists?: string;
  streamUrl?: string;
};

/**
 * The personal profile of an account (spec section 3, Profile); one row per user, made on first
 * edit. The account itself (e-mail, password, names used for sign-in) stays in `users`.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthday: date('birthday', { mode: 'string' }),
    showAge: boolean('show_age').notNull().default(false),
    gender: text('gender', { enum: GENDERS }),
    pronouns: text('pronouns'),
    /** Ids of the curated instrument/activity list (domain `INSTRUMENTS`). */
    instruments: text('instruments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    professional: boolean('professional').notNull().default(false),
    cityId: integer('city_id').references(() => cities.id),
    description: text('description'),
    links: jsonb('links').$type<ProfileLinkValue[]>().notNull().default([]),
    gear: jsonb('gear').$type<GearValue[]>().notNull().default([]),
    releases: jsonb('releases').$type<ReleaseValue[]>().notNull().default([]),
    gigs: jsonb('gigs').$type<ProfileGigValue[]>().notNull().default([]),
    visibility: text('visibility', { enum: PROFILE_VISIBILITIES }).notNull().default('public'),
    gemaBadge: text('gema_badge', { enum: GEMA_BADGE_VISIBILITIES }).notNull().default('public'),
    /** Current avatar and cover (rows of `images`); set by the media module. */
    avatarImageId: text('avatar_image_id'),
    coverImageId: text('cover_image_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('profiles_gender_check', isOneOf(table.gender, GENDERS)),
    check('profiles_visibility_check', isOneOf(table.visibility, PROFILE_VISIBILITIES)),
    check('profiles_gema_badge_check', isOneOf(table.gemaBadge, GEMA_BADGE_VISIBILITIES)),
    /** The directory: musicians around a place, and by instrument. */
    index('profiles_city_idx').on(table.cityId),
    index('profiles_instruments_idx').using('gin', table.instruments),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
