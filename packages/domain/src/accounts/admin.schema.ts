import { z } from 'zod/mini';
import { LocaleSchema } from '../api/api.schema.ts';
import { CalendarDateSchema, DateTimeSchema } from '../common/dates.schema.ts';
import { AccountTypeSchema, SiteRoleSchema } from './user.schema.ts';

/** Site-admin actions on an account; each is written to the audit log (spec section 6). */
export const ADMIN_ACTIONS = [
  'password_reset',
  'login_key',
  'deactivate',
  'delete',
  'shadow_ban',
  'community_ban',
  'remove_ban',
  'end_sessions',
  'reactivate',
  'cancel_deletion',
  /** The site role (moderator or user), `details.role` the new one. */
  'set_role',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** A one-time login key lives this long and works once (spec section 7). */
export const LOGIN_KEY_TTL_MINUTES = 10;
/** Why an admin acted: optional, kept in the audit log. */
export const ADMIN_REASON_MAX_LENGTH = 1000;
/** Users per page of the admin search. */
export const ADMIN_SEARCH_PAGE_SIZE = 20;

/** A part of the name or e-mail an admin searches for. */
const AdminSearchTextSchema = z.string().check(z.trim(), z.maxLength(254));

/** `GET /api/admin/users?q=&page=`: a part of the name or e-mail; empty lists the newest. */
export const AdminUserSearchQuerySchema = z.object({
  q: z._default(AdminSearchTextSchema, ''),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type AdminUserSearchQuery = z.infer<typeof AdminUserSearchQuerySchema>;

/** The admin search form: its text goes into the address as `q`. */
export const AdminUserSearchInputSchema = z.object({ q: AdminSearchTextSchema });
export type AdminUserSearchInput = z.infer<typeof AdminUserSearchInputSchema>;

export const AdminUserParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** Every admin action may say why. */
export const AdminReasonSchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(ADMIN_REASON_MAX_LENGTH))),
});
export type AdminReason = z.infer<typeof AdminReasonSchema>;

/** `POST /api/admin/users/{id}/community-ban`: no posting until `until` (in the future). */
export const CommunityBanInputSchema = z.extend(AdminReasonSchema, { until: DateTimeSchema });
export type CommunityBanInput = z.infer<typeof CommunityBanInputSchema>;

/**
 * The admin's confirmation of an action: why (optional), and for a community ban the last day it
 * lasts (`YYYY-MM-DD`, the admin's calendar), which becomes `until` at that day's end.
 */
export const AdminActionFormSchema = z.object({
  reason: z.string().check(z.trim(), z.maxLength(ADMIN_REASON_MAX_LENGTH)),
  until: z.optional(CalendarDateSchema),
});
export type AdminActionForm = z.infer<typeof AdminActionFormSchema>;

export const BAN_KINDS = ['shadow', 'community'] as const;
export type BanKind = (typeof BAN_KINDS)[number];

/** `POST /api/admin/users/{id}/remove-ban`: one kind, or every ban when `kind` is left out. */
export const RemoveBanInputSchema = z.extend(AdminReasonSchema, {
  kind: z.optional(z.enum(BAN_KINDS)),
});
export type RemoveBanInput = z.infer<typeof RemoveBanInputSchema>;

/** The bans of an account as an admin sees them. */
export const AdminBansSchema = z.object({
  shadowBannedAt: z.nullable(z.string()),
  /** The stored end, also when it has passed; `communityBanActive` tells whether it is in force. */
  communityBanUntil: z.nullable(z.string()),
  communityBanActive: z.boolean(),
});
export type AdminBans = z.infer<typeof AdminBansSchema>;

/** One account in the admin search. */
export const AdminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  type: AccountTypeSchema,
  role: SiteRoleSchema,
  createdAt: z.string(),
  activatedAt: z.nullable(z.string()),
  deactivatedAt: z.nullable(z.string()),
  deletionRequestedAt: z.nullable(z.string()),
  purgedAt: z.nullable(z.string()),
  bans: AdminBansSchema,
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;

export const AdminUserSearchResultSchema = z.object({
  users: z.array(AdminUserSummarySchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type AdminUserSearchResult = z.infer<typeof AdminUserSearchResultSchema>;

export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  reason: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
  actor: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** One account's admin page: its facts, live sessions, bans and audit log (newest first). */
export const AdminUserDetailSchema = z.object({
  user: z.extend(AdminUserSummarySchema, {
    locale: LocaleSchema,
    phone: z.nullable(z.string()),
    twoFactorEnabled: z.boolean(),
  }),
  sessions: z.number(),
  auditLog: z.array(AdminAuditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** A new one-time login key: answered once, only its hash is kept. */
export const AdminLoginKeySchema = z.object({
  key: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type AdminLoginKey = z.infer<typeof AdminLoginKeySchema>;
