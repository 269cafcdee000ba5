import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ADMIN_ACTIONS, QR_CHALLENGE_STATUSES, type DeviceInfo } from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

/** Single-use recovery codes for two-factor sign-in; only their sha256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/** An account's link to an OpenID Connect provider, keyed on issuer + subject. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('external_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('external_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * A QR sign-in: the waiting browser holds the secret (only its hash is here), a signed-in phone
 * approves it; the browser then gets a session of its own. Two minutes, single use.
 */
export const qrLoginChallenges = pgTable(
  'qr_login_challenges',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    secretHash: text('secret_hash').notNull(),
    status: text('status', { enum: QR_CHALLENGE_STATUSES }).notNull().default('pending'),
    requesterDevice: jsonb('requester_device').$type<DeviceInfo>(),
    requesterAddress: text('requester_address'),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('qr_login_challenges_secret_hash_key').on(table.secretHash),
    check('qr_login_challenges_status_check', isOneOf(table.status, QR_CHALLENGE_STATUSES)),
  ],
);

/** Every site-admin action on an account: who, when, what and why. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_target_idx').on(table.targetUserId, table.createdAt),
    check('admin_audit_log_action_check', isOneOf(table.action, ADMIN_ACTIONS)),
    check('admin_audit_log_reason_length', sql`length(${table.reason}) <= 1000`),
  ],
);

/** Who an OpenID Connect provider says signed in (claims of the verified id token). */
export type OidcFlowIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/**
 * A sign-in through an OpenID Connect provider in progress: the browser holds the flow secret
 * (only its hash is here) and gets `state` back from the provider; the PKCE verifier and the nonce
 * never leave the server. Ten minutes, single use; `user_id` is set once the provider has
 * identified the account, so that a second factor can still be asked for.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    secretHash: text('secret_hash').notNull(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The provider's identity, once the code is exchanged. */
    identity: jsonb('identity').$type<OidcFlowIdentity>(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The identity would join an existing account: its password must be confirmed first. */
    passwordRequired: boolean('password_required').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oidc_flows_secret_hash_key').on(table.secretHash),
    index('oidc_flows_expires_at_idx').on(table.expiresAt),
  ],
);
