import { z } from 'zod/mini';
import { LocaleSchema } from '../api/api.schema.ts';
import { AccountTypeSchema, EmailSchema, PasswordSchema } from './user.schema.ts';

/** Activation codes (spec section 5): 6 digits, mailed; they expire and die after 5 wrong tries. */
export const ACTIVATION_CODE_TTL_MINUTES = 60;
export const ACTIVATION_CODE_MAX_ATTEMPTS = 5;
/** Account mails (sign-up, resend): at most 5 per 30 minutes per address and per client. */
export const ACCOUNT_MAIL_LIMIT = { limit: 5, windowSeconds: 30 * 60 } as const;

export const ActivationCodeSchema = z.string().check(z.regex(/^[0-9]{6}$/));
export const DisplayNameSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(80));

/**
 * `POST /api/account`: sign up with e-mail and password. `passwordRepeat` must match
 * ('Passwords don't match', field `passwordRepeat`); `acceptTerms` must be true; `accountType`
 * chooses a private account or a personal (musician) profile.
 */
export const RegisterInputSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  passwordRepeat: z.string().check(z.maxLength(128)),
  name: DisplayNameSchema,
  accountType: AccountTypeSchema,
  acceptTerms: z.literal(true),
  locale: z.optional(LocaleSchema),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const RegisterResponseSchema = z.object({
  status: z.literal('activation_pending'),
  email: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** `POST /api/account/activate`: the mailed code activates the account and signs in. */
export const ActivateInputSchema = z.object({ email: EmailSchema, code: ActivationCodeSchema });
export type ActivateInput = z.infer<typeof ActivateInputSchema>;

/** `POST /api/account/activation-code`: mail a new code; the answer never says whether one was sent. */
export const ResendActivationInputSchema = z.object({ email: EmailSchema });
export const ResendActivationResponseSchema = z.object({ status: z.literal('accepted') });
