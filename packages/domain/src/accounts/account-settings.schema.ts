import { z } from 'zod/mini';
import { LocaleSchema } from '../api/api.schema.ts';
import { ActivationCodeSchema, DisplayNameSchema } from './registration.schema.ts';
import {
  ColorModeSchema,
  NOTIFICATION_MAIL_KINDS,
  PendingChangeSchema,
} from './settings.schema.ts';
import {
  EmailSchema,
  PasswordRepeatSchema,
  PasswordSchema,
  passwordsMatch,
} from './user.schema.ts';

/** E-mail change codes: 6 digits mailed to the NEW address; valid 60 minutes, 5 wrong tries. */
export const EMAIL_CHANGE_CODE_TTL_MINUTES = 60;
export const EMAIL_CHANGE_CODE_MAX_ATTEMPTS = 5;
/** Phone change codes: 6 digits by SMS to the new number; valid 15 minutes, 5 wrong tries. */
export const PHONE_CHANGE_CODE_TTL_MINUTES = 15;
export const PHONE_CHANGE_CODE_MAX_ATTEMPTS = 5;
/** SMS codes: at most 3 an hour per account and per number ('SMS limit reached'). */
export const SMS_LIMIT = { limit: 3, windowSeconds: 60 * 60 } as const;
/** Checks of the current password by a signed-in user: 10 an hour per account. */
export const CURRENT_PASSWORD_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;

/** The current password, asked before e-mail, phone or password change. */
export const CurrentPasswordSchema = z.string().check(z.minLength(1), z.maxLength(1024));

/**
 * A phone number as typed (`+49 170 1234567`, `0049 170-1234567`) to E.164 (`+491701234567`);
 * null when it is not a plausible mobile number. Numbers need the country code; German numbers
 * must be mobile numbers (+49 15x, 16x, 17x) since the code goes by SMS.
 */
export function normalizeMobileNumber(input: string): string | null {
  let value = input.trim().replace(/[\s\-./()]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  if (!/^\+[1-9][0-9]{7,14}$/.test(value)) return null;
  if (value.startsWith('+49') && !/^\+491[5-7][0-9]{7,10}$/.test(value)) return null;
  return value;
}

/** A mobile number in E.164 after `normalizeMobileNumber`. */
export const MobileNumberSchema = z.string().check(
  z.maxLength(40),
  z.refine((value) => normalizeMobileNumber(value) === value),
);

/**
 * `GET /api/user/email?email=` (spec section 7). Changing the e-mail asks for the current password,
 * which does not belong in a URL: the GET answers 422 `validation.required` on field `password`;
 * clients use `POST /api/user/email` with `{ email, password }`.
 */
export const EmailChangeQuerySchema = z.object({ email: z.optional(z.string()) });
export const EmailChangeInputSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
export type EmailChangeInput = z.infer<typeof EmailChangeInputSchema>;

/**
 * `GET /api/user/phone?phone=` or `?delete=1` (spec section 7): like the e-mail, the GET answers 422
 * asking for the password; `POST /api/user/phone` `{ phone, password }` sends the SMS code and
 * `POST /api/user/phone/delete` `{ password }` removes the number.
 */
export const PhoneChangeQuerySchema = z.object({
  phone: z.optional(z.string()),
  delete: z.optional(z.string()),
});
export const PhoneChangeInputSchema = z.object({
  phone: z.string().check(z.minLength(1), z.maxLength(40)),
  password: CurrentPasswordSchema,
});
export type PhoneChangeInput = z.infer<typeof PhoneChangeInputSchema>;
export const PhoneDeleteInputSchema = z.object({ password: CurrentPasswordSchema });
export type PhoneDeleteInput = z.infer<typeof PhoneDeleteInputSchema>;

/** `POST /api/user/email/confirm`, `POST /api/user/phone/confirm`: the code that was sent. */
export const ChangeConfirmInputSchema = z.object({ code: ActivationCodeSchema });
export type ChangeConfirmInput = z.infer<typeof ChangeConfirmInputSchema>;

/** Answer to an e-mail or phone change request: the code is on its way. */
export const ChangeRequestedSchema = z.object({
  status: z.literal('pending'),
  pending: PendingChangeSchema,
});
export type ChangeRequested = z.infer<typeof ChangeRequestedSchema>;

/** Answer to a confirmed change, a removed phone number or a cancelled request. */
export const ContactChangedSchema = z.object({ email: z.string(), phone: z.nullable(z.string()) });
export type ContactChanged = z.infer<typeof ContactChangedSchema>;

/**
 * `POST /api/user/password/change`: a signed-in user sets a new password (rules and messages of
 * sign-up); every other session ends.
 */
export const PasswordChangeInputSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    password: PasswordSchema,
    passwordRepeat: PasswordRepeatSchema,
  })
  .check(passwordsMatch);
export type PasswordChangeInput = z.infer<typeof PasswordChangeInputSchema>;

export const PasswordChangedSchema = z.object({
  changed: z.literal(true),
  endedSessions: z.number(),
});

/** One signed-in device of the user (`GET /api/user/sessions`). */
export const SessionSummarySchema = z.object({
  id: z.string(),
  /** A short description of the device ("Chrome 131 · Windows", "iPhone · iOS 18"); null if unknown. */
  device: z.nullable(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const SessionListSchema = z.object({ sessions: z.array(SessionSummarySchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

export const SessionsEndedSchema = z.object({ ended: z.number() });

export const SessionIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * `PATCH /api/user/settings` (also POST, form fields or JSON): what is given changes, the rest
 * stays. Language is the account's `locale`.
 */
export const SettingsUpdateSchema = z.object({
  locale: z.optional(LocaleSchema),
  colorMode: z.optional(ColorModeSchema),
  notificationMails: z.optional(z.partialRecord(z.enum(NOTIFICATION_MAIL_KINDS), z.boolean())),
  name: z.optional(DisplayNameSchema),
});
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

export const SettingsSavedSchema = z.object({ saved: z.literal(true) });
