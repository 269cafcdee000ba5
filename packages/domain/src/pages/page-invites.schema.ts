import { z } from 'zod/mini';
import {
  GrantableRoleSchema,
  PAGE_INVITE_MAX_DAYS,
  PageRoleSchema,
  PageSummarySchema,
} from './page.schema.ts';

/** Invite links of a page's team: created by its admins, accepted by whoever follows the link. */
export const CreatePageInviteInputSchema = z.object({
  role: z.optional(GrantableRoleSchema),
  expiresInDays: z.optional(z.int().check(z.minimum(1), z.maximum(PAGE_INVITE_MAX_DAYS))),
});
export type CreatePageInviteInput = z.infer<typeof CreatePageInviteInputSchema>;

export const PageInviteSchema = z.object({
  id: z.string(),
  role: GrantableRoleSchema,
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  createdAt: z.string(),
  uses: z.number(),
  /** Neither expired nor revoked. */
  active: z.boolean(),
});
export type PageInvite = z.infer<typeof PageInviteSchema>;
export const PageInvitesSchema = z.object({ invites: z.array(PageInviteSchema) });

/** Only the creation answer carries the token (it is stored as sha256 and never shown again). */
export const CreatedPageInviteSchema = z.object({
  invite: PageInviteSchema,
  token: z.string(),
  path: z.string(),
});

/** Invite tokens: 32 random bytes, base64url (43 characters). */
export const InviteTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/)),
});
/** `GET /api/pages/invites/:token`: what the link offers, before accepting. */
export const PageInvitePreviewSchema = z.object({
  page: PageSummarySchema,
  role: GrantableRoleSchema,
  expiresAt: z.string(),
});
export const PageJoinedSchema = z.object({ page: PageSummarySchema, role: PageRoleSchema });
