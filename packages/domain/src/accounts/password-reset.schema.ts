import { z } from 'zod/mini';
import { ActivationCodeSchema } from './registration.schema.ts';
import {
  EmailSchema,
  PasswordRepeatSchema,
  PasswordSchema,
  passwordsMatch,
} from './user.schema.ts';

/** Reset codes: 6 digits, mailed; valid 30 minutes, dead after 5 wrong tries. */
export const RESET_CODE_TTL_MINUTES = 30;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/**
 * `GET /api/user/password?email=` (spec section 7: "requests a reset"): mails a reset code to an
 * activated account. The answer is the same whether or not the account exists.
 */
export const PasswordResetRequestQuerySchema = z.object({ email: EmailSchema });
export const PasswordResetRequestedSchema = z.object({ status: z.literal('accepted') });

/**
 * `POST /api/user/password`: sets a new password with the mailed code, ends every session of the
 * account and signs in on this device (`{ token }`). The repeat must match ('Passwords don't
 * match' on `passwordRepeat`). A wrong, expired or dead code, and an unknown address, all answer
 * `account.wrong_code` on field `code`.
 */
export const PasswordResetInputSchema = z
  .object({
    email: EmailSchema,
    code: ActivationCodeSchema,
    password: PasswordSchema,
    passwordRepeat: PasswordRepeatSchema,
  })
  .check(passwordsMatch);
export type PasswordResetInput = z.infer<typeof PasswordResetInputSchema>;

/** The reset form: code and new password (the address is in the link, `?reset=<email>`). */
export const PasswordResetCodeInputSchema = z
  .object({
    code: ActivationCodeSchema,
    password: PasswordSchema,
    passwordRepeat: PasswordRepeatSchema,
  })
  .check(passwordsMatch);
