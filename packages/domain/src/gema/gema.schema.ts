import { z } from 'zod/mini';
import { GEMA_BADGE_VISIBILITIES } from '../profiles/profile.constants.ts';

/**
 * Linking a collecting-society (GEMA) membership (spec sections 3, 6 and 8). The user gives a
 * member number, confirms it at the society's step and comes back to the app ('back to app'),
 * which completes the verification.
 */

/**
 * GEMA member numbers are numeric (typically 5-8 digits, up to about 10). We accept 4 to 12
 * digits; spaces, dots and dashes typed as separators are removed first.
 */
export const GEMA_MEMBER_NUMBER_PATTERN = /^[0-9]{4,12}$/;

/** The member number as typed, without separators; null when it is not 4-12 digits. */
export function normalizeGemaMemberNumber(input: string): string | null {
  const value = input.trim().replace(/[\s.-]/g, '');
  return GEMA_MEMBER_NUMBER_PATTERN.test(value) ? value : null;
}

/** The member number for display to its owner: all but the last three digits hidden. */
export function maskGemaMemberNumber(memberNumber: string): string {
  const visible = memberNumber.slice(-3);
  return `${'•'.repeat(Math.max(memberNumber.length - visible.length, 0))}${visible}`;
}

/** A pending verification lives this long; after that it is expired. */
export const GEMA_VERIFICATION_TTL_MINUTES = 30;
/** Starting verifications: at most 5 per hour per account. */
export const GEMA_VERIFICATION_LIMIT = { limit: 5, windowSeconds: 60 * 60 } as const;
/** The app's 'back to app' screen: the society's step returns here with `state` and `result`. */
export const GEMA_RETURN_PATH = '/user/gema';

export const GEMA_RESULTS = ['confirmed', 'cancelled'] as const;
export type GemaResult = (typeof GEMA_RESULTS)[number];

export const GemaBadgeVisibilitySchema = z.enum(GEMA_BADGE_VISIBILITIES);

/** `POST /api/gema/verifications`. */
export const StartGemaVerificationInputSchema = z.object({
  memberNumber: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type StartGemaVerificationInput = z.infer<typeof StartGemaVerificationInputSchema>;

export const GemaVerificationStartedSchema = z.object({
  redirectUrl: z.string(),
  expiresAt: z.string(),
});
export type GemaVerificationStarted = z.infer<typeof GemaVerificationStartedSchema>;

/** The opaque `state` the society's step hands back (base64url). */
export const GemaStateSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/));

/** `POST /api/gema/complete`: the 'back to app' parameters. */
export const CompleteGemaVerificationInputSchema = z.object({
  state: GemaStateSchema,
  result: z.enum(GEMA_RESULTS),
});
export type CompleteGemaVerificationInput = z.infer<typeof CompleteGemaVerificationInputSchema>;

/** `PUT /api/gema/badge`. */
export const GemaBadgeInputSchema = z.object({ visibility: GemaBadgeVisibilitySchema });
export type GemaBadgeInput = z.infer<typeof GemaBadgeInputSchema>;

/** `GET /api/gema`: the caller's own status. */
export const GemaStatusSchema = z.object({
  /** False when the server has no verification provider (the feature is off). */
  available: z.boolean(),
  /**
   * The society's step is simulated by the server (`GEMA_PROVIDER=development`, the demo): any
   * member number can be confirmed, nothing is checked with GEMA. Screens say so.
   */
  simulated: z.boolean(),
  verified: z.boolean(),
  /** Masked (`•••••123`); null when not verified. */
  memberNumber: z.nullable(z.string()),
  verifiedAt: z.nullable(z.string()),
  badge: GemaBadgeVisibilitySchema,
  /** A verification waiting for the society's confirmation. */
  pending: z.nullable(z.object({ memberNumber: z.string(), expiresAt: z.string() })),
});
export type GemaStatus = z.infer<typeof GemaStatusSchema>;

/** `POST /api/gema/complete`: how the verification ended, and the status afterwards. */
export const GemaCompletionSchema = z.object({
  result: z.enum(GEMA_RESULTS),
  status: GemaStatusSchema,
});
export type GemaCompletion = z.infer<typeof GemaCompletionSchema>;
