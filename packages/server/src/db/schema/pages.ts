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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ARTIST_FORMS,
  ORGANIZATION_TYPES,
  PAGE_JOIN_WAYS,
  PAGE_KINDS,
  PAGE_ROLES,
  PAGE_STATUSES,
  TEAM_GRANTABLE_ROLES,
} from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { cities } from './cities.ts';
import type { ProfileLinkValue } from './profiles.ts';
import { users } from './users.ts';

/**
 * A page (spec section 3, Page): an artist (band or solo act), a live location, or an
 * organization. Ids share the users' id space (10 base62 characters), so an id names one thing.
 */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    kind: text('kind', { enum: PAGE_KINDS }).notNull(),
    /** Artists: band or solo. */
    artistForm: text('artist_form', { enum: ARTIST_FORMS }),
    /** Organizations: Firma, Verein, ... */
    organizationType: text('organization_type', { enum: ORGANIZATION_TYPES }),
    status: text('status', { enum: PAGE_STATUSES }).notNull().default('active'),
    name: text('name').notNull(),
    /** The page address: `/{urlname}`; lowercase letters, digits, hyphen. */
    urlname: text('urlname'),
    /** The page's own website (spec: `url`). */
    website: text('website'),
    cityId: integer('city_id').references(() => cities.id),
    description: text('description'),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    links: jsonb('links').$type<ProfileLinkValue[]>().notNull().default([]),
    avatarImageId: text('avatar_image_id'),
    coverImageId: text('cover_image_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('pages_urlname_key').on(table.urlname),
    index('pages_kind_idx').on(table.kind, table.status),
    /** Venues in the cities around a place (the gig list's distance search). */
    index('pages_city_idx').on(table.cityId),
    /** The directory: each kind newest first (keyset), and by genre. */
    index('pages_directory_newest_idx').on(table.kind, table.createdAt, table.id),
    index('pages_genres_idx').using('gin', table.genres),
    index('pages_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    check('pages_kind_check', isOneOf(table.kind, PAGE_KINDS)),
    check('pages_status_check', isOneOf(table.status, PAGE_STATUSES)),
    check('pages_artist_form_check', isOneOf(table.artistForm, ARTIST_FORMS)),
    check('pages_organization_type_check', isOneOf(table.organizationType, ORGANIZATION_TYPES)),
    check(
      'pages_urlname_format',
      sql`${table.urlname} ~ '^[a-z0-9](?:[a-z0-9-]{0,254}[a-z0-9])?$' and length(${table.urlname}) >= 2`,
    ),
  ],
);

/** The team of a page: exactly one owner (partial unique index), admins, members, team. */
export const pageMembers = pgTable(
  'page_members',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PAGE_ROLES }).notNull(),
    joinedVia: text('joined_via', { enum: PAGE_JOIN_WAYS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.userId] }),
    uniqueIndex('page_members_one_owner_key')
      .on(table.pageId)
      .where(sql`${table.role} = 'owner'`),
    index('page_members_user_idx').on(table.userId),
    check('page_members_role_check', isOneOf(table.role, PAGE_ROLES)),
    check('page_members_joined_via_check', isOneOf(table.joinedVia, PAGE_JOIN_WAYS)),
  ],
);

/** Invite links into a page's team; only the token's sha256 is stored. Expiring, revocable. */
export const pageInvites = pgTable(
  'page_invites',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The role the link gives: member or team. */
    role: text('role', { enum: PAGE_ROLES }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('page_invites_token_key').on(table.tokenHash),
    index('page_invites_page_idx').on(table.pageId),
    check('page_invites_role_check', sql`${table.role} in ('member', 'team')`),
  ],
);

/** Users a page has blocked: they can't join, be added, or follow. */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedBy: text('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.userId] })],
);

/** Someone asks to become a page's owner; the owner accepts (transfer) or it is withdrawn. */
export const pageOwnershipRequests = pgTable(
  'page_ownership_requests',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.userId] })],
);

/** Whether an open team request came from the page (an invitation) or from the user. */
export const PAGE_TEAM_REQUEST_KINDS = ['invitation', 'request'] as const;

/**
 * Consent to enter a team (domain `TEAM_REQUEST_MACHINE`): an invitation of the page the user
 * answers, or a user's request to join the page answers. At most one open row per user and page
 * (the primary key), and only for someone outside the team; an answer or a withdrawal deletes it.
 */
export const pageTeamRequests = pgTable(
  'page_team_requests',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAGE_TEAM_REQUEST_KINDS }).notNull(),
    /** The role the user enters with: invitations member or team; requests member. */
    role: text('role', { enum: TEAM_GRANTABLE_ROLES }).notNull(),
    /** Who sent it: the inviting owner or admin, or the user asking. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.userId] }),
    /** "My invitations". */
    index('page_team_requests_user_idx').on(table.userId),
    check('page_team_requests_kind_check', isOneOf(table.kind, PAGE_TEAM_REQUEST_KINDS)),
    check('page_team_requests_role_check', isOneOf(table.role, TEAM_GRANTABLE_ROLES)),
  ],
);

/** Users following pages (listed on the dashboard). */
export const pageFollows = pgTable(
  'page_follows',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.userId] }),
    index('page_follows_user_idx').on(table.userId, table.createdAt),
  ],
);

export type PageRow = typeof pages.$inferSelect;
export type PageMemberRow = typeof pageMembers.$inferSelect;
