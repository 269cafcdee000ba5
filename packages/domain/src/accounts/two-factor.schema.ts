import { z } from 'zod/mini';
import { digitsOnly } from '../errors/catalogue-rule.ts';
import type { SiteRole } from './user.schema.ts';

/**
 * Two-factor sign-in with TOTP (authenticator apps, RFC 6238: SHA-1, 6 digits, 30 seconds) and
 * single-use recovery codes. Optional for everyone, required for site administrators and
 * moderators: without it their site-role routes refuse (`auth.two_factor_setup_required`).
 */

/** The name authenticator apps show for the account (`otpauth://` issuer). */
export const TOTP_ISSUER = 'Backline';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes handed out at once; a new set replaces the old one. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong second-factor codes per account before `auth.rate_limited`. */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_FAILURE_WINDOW_MINUTES = 15;

/** Site roles that must have two-factor sign-in for their role's routes. */
export const TWO_FACTOR_REQUIRED_ROLES = ['admin', 'moderator'] as const satisfies SiteRole[];

export const isTwoFactorRequired = (role: SiteRole): boolean =>
  (TWO_FACTOR_REQUIRED_ROLES as readonly SiteRole[]).includes(role);

/**
 * A current code of the authenticator app: 6 digits ('Numbers only', 'Too short'); spaces in it
 * are dropped (apps show `123 456`).
 */
export const TotpCodeSchema = z.string().check(
  z.overwrite((code) => code.replace(/\s+/g, '')),
  digitsOnly,
  z.length(TOTP_DIGITS),
);

/** The current password, asked again before every two-factor change. */
const CurrentPasswordSchema = z.string().check(z.minLength(1), z.maxLength(1024));

/** A TOTP code or a recovery code (`xxxxx-xxxxx`). */
const SecondFactorSchema = z.string().check(z.trim(), z.minLength(6), z.maxLength(32));

/** Whether the signed-in user has two-factor sign-in, and whether their role requires it. */
export const TwoFactorStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** `POST /api/user/2fa/setup`. */
export const TwoFactorSetupInputSchema = z.object({ password: CurrentPasswordSchema });
export type TwoFactorSetupInput = z.infer<typeof TwoFactorSetupInputSchema>;

/** A new secret, not active until a code from it is entered (`/2fa/enable`). */
export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...`, shown as a QR code. */
  uri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** `POST /api/user/2fa/enable`: a current code from the new secret. */
export const TwoFactorEnableInputSchema = z.object({ code: TotpCodeSchema });
export type TwoFactorEnableInput = z.infer<typeof TwoFactorEnableInputSchema>;

/** Recovery codes in plain text: answered once, only their hashes are kept. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** `POST /api/user/2fa/disable`: password and a TOTP or recovery code. */
export const TwoFactorDisableInputSchema = z.object({
  password: CurrentPasswordSchema,
  otp: SecondFactorSchema,
});
export type TwoFactorDisableInput = z.infer<typeof TwoFactorDisableInputSchema>;

/** `POST /api/user/2fa/recovery-codes`: password and a current TOTP code. */
export const RecoveryCodesInputSchema = z.object({
  password: CurrentPasswordSchema,
  otp: TotpCodeSchema,
});
export type RecoveryCodesInput = z.infer<typeof RecoveryCodesInputSchema>;

export const TwoFactorDisabledSchema = z.object({ enabled: z.literal(false) });
