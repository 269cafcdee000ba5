import { z } from 'zod/mini';
import { LocaleSchema } from '../api/api.schema.ts';
import { ACTIVATION_CODE_LENGTH } from '../constants/limits.ts';
import { digitsOnly, fieldRule } from '../errors/rule-check.ts';
import {
  AccountTypeSchema,
  EmailSchema,
  PasswordRepeatSchema,
  PasswordSchema,
  passwordsMatch,
} from './user.schema.ts';

/** Activation codes (spec section 5): 6 digits, mailed; they expire and die after 5 wrong tries. */
export const ACTIVATION_CODE_TTL_MINUTES = 60;
export const ACTIVATION_CODE_MAX_ATTEMPTS = 5;
/** Account mails (sign-up, resend): at most 5 per 30 minutes per address and per client. */
export const ACCOUNT_MAIL_LIMIT = { limit: 5, windowSeconds: 30 * 60 } as const;

/** A mailed code (activation, reset, contact change): 6 digits; 'Numbers only', 'Too short'. */
export const ActivationCodeSchema = z
  .string()
  .check(z.trim(), digitsOnly, z.length(ACTIVATION_CODE_LENGTH));
export const DisplayNameSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(80));

/** Form fields arrive as text: a ticked checkbox is `on` (or `true`, `1`). */
export const termsAccepted = (value: unknown): boolean =>
  value === true || value === 'true' || value === 'on' || value === '1';

/**
 * `POST /api/account` (form fields or JSON): sign up with e-mail and password. `passwordRepeat`
 * must match ('Passwords don't match', field `passwordRepeat`); `acceptTerms` must be ticked
 * (`true`, or a checkbox's `on`; else 'Please accept the terms of use.', and 'Required' when not
 * sent at all); `accountType` chooses a private account or a personal (musician) profile.
 */
export const RegisterInputSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    passwordRepeat: PasswordRepeatSchema,
    name: DisplayNameSchema,
    accountType: AccountTypeSchema,
    acceptTerms: z.union([z.boolean(), z.string().check(z.maxLength(10))]),
    locale: z.optional(LocaleSchema),
  })
  .check(
    passwordsMatch,
    fieldRule<{ acceptTerms: unknown }>({
      field: 'acceptTerms',
      code: 'validation.terms_required',
      needs: ['acceptTerms'],
      holds: ({ acceptTerms }) => termsAccepted(acceptTerms),
    }),
  );
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const RegisterResponseSchema = z.object({
  status: z.literal('activation_pending'),
  email: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** `POST /api/account/activate`: the mailed code activates the account and signs in. */
export const ActivateInputSchema = z.object({ email: EmailSchema, code: ActivationCodeSchema });
export type ActivateInput = z.infer<typeof ActivateInputSchema>;
/** The activation form: the code alone (the address is the one just registered, or the link's). */
export const ActivationCodeInputSchema = z.object({ code: ActivationCodeSchema });

/** `POST /api/account/activation-code`: mail a new code; the answer never says whether one was sent. */
export const ResendActivationInputSchema = z.object({ email: EmailSchema });
export const ResendActivationResponseSchema = z.object({ status: z.literal('accepted') });
