import { z } from 'zod/mini';
import { RealtimeCredentialSchema } from '../realtime/realtime-credential.schema.ts';
import { DeviceInfoSchema, LocaleSchema } from '../api/api.schema.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';
import { fieldRule, ruleCheck } from '../errors/rule-check.ts';
import { PICTURE_SIZES } from '../media/picture-sizes.ts';
import { TwoFactorStatusSchema } from './two-factor.schema.ts';
import { EffectivePreferencesSchema, PendingRequestsSchema } from './settings.schema.ts';

export const ACCOUNT_TYPES = ['private', 'musician'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

export const SITE_ROLES = ['user', 'moderator', 'admin'] as const;
export const SiteRoleSchema = z.enum(SITE_ROLES);
export type SiteRole = z.infer<typeof SiteRoleSchema>;

export const PictureSchema = z.object(
  Object.fromEntries(PICTURE_SIZES.map((size) => [size, z.string()])) as Record<
    (typeof PICTURE_SIZES)[number],
    z.ZodMiniString<string>
  >,
);
export type Picture = z.infer<typeof PictureSchema>;

export const EmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email(),
);

/**
 * Spec section 5, one rule at a time: at least 8 characters with a lowercase and an uppercase
 * letter and a digit. The web ticks them off as the user types; the schema is built from them.
 */
export const PASSWORD_RULES = [
  { id: 'length', pattern: new RegExp(`^[\\s\\S]{${PASSWORD_MIN_LENGTH},}$`) },
  { id: 'lower', pattern: /[a-z]/ },
  { id: 'upper', pattern: /[A-Z]/ },
  { id: 'digit', pattern: /[0-9]/ },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Whether `password` meets every rule of `PASSWORD_RULES`. */
export const meetsPasswordRules = (password: string): boolean =>
  PASSWORD_RULES.every((rule) => rule.pattern.test(password));

/**
 * A new password: 'Required' when empty, else every rule of `PASSWORD_RULES` or the rules'
 * message (`validation.password_rules`), on the server as in the forms.
 */
export const PasswordSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(PASSWORD_MAX_LENGTH),
    ruleCheck('validation.password_rules', meetsPasswordRules),
  );

/** The new password typed again (sign-up, reset, change); `passwordsMatch` compares the two. */
export const PasswordRepeatSchema = z.string().check(z.minLength(1), z.maxLength(128));

/**
 * 'Passwords don't match' on `passwordRepeat` (spec section 5), for `.check(…)` of the schemas
 * that set a new password. A missing repeat is 'Required' instead.
 */
export const passwordsMatch = fieldRule<{ password: string; passwordRepeat: string }>({
  field: 'passwordRepeat',
  code: 'validation.passwords_mismatch',
  needs: ['passwordRepeat'],
  holds: ({ password, passwordRepeat }) => password === passwordRepeat,
});

/**
 * Device info as sent with sign-in: a JSON string in a form field (spec section 7), or, in a JSON
 * body, the object itself. Both come out as `DeviceInfo`.
 */
export const DeviceFieldSchema = z.union([
  DeviceInfoSchema,
  z.pipe(
    z.string().check(z.maxLength(2000)),
    z.transform((raw: string, ctx) => {
      if (raw === '') return undefined;
      try {
        return DeviceInfoSchema.parse(JSON.parse(raw));
      } catch {
        ctx.issues.push({ code: 'custom', message: 'device must be JSON device info', input: raw });
        return z.NEVER;
      }
    }),
  ),
]);

/** `POST /api/token` with e-mail and password (form fields; `device` is a JSON string). */
export const PasswordLoginSchema = z.object({
  email: EmailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  device: z.optional(DeviceFieldSchema),
});
export type PasswordLogin = z.infer<typeof PasswordLoginSchema>;

export const TokenResponseSchema = z.object({ token: z.string() });

export const UserPageRefSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  resource: z.string(),
});

/** The signed-in user (spec section 3, User). */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  resource: z.string(),
  type: AccountTypeSchema,
  role: SiteRoleSchema,
  picture: z.nullable(PictureSchema),
  pages: z.array(UserPageRefSchema),
  pageTypes: z.object({ artist: z.boolean(), organization: z.boolean() }),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  locale: LocaleSchema,
  notifications: z.array(z.object({ id: z.string(), context1: z.nullable(z.string()) })),
  profiles: z.array(z.string()),
  /** Two-factor sign-in: on or off, and whether the site role requires it. */
  twoFactor: TwoFactorStatusSchema,
  /** Pending e-mail, phone and password reset requests with date and address (spec section 3). */
  pending: PendingRequestsSchema,
  preferences: EffectivePreferencesSchema,
  /**
   * Bans the user is told about: a community ban in force (its end), never a shadow ban. A
   * client or fixture without it reads no ban.
   */
  bans: z._default(z.object({ communityBanUntil: z.nullable(z.string()) }), {
    communityBanUntil: null,
  }),
});
export type Me = z.infer<typeof MeSchema>;

export const MeResponseSchema = z.object({
  user: MeSchema,
  clientVersion: z.string(),
  /** The credential for the realtime socket (`/api/ws?ticket=`); absent from older servers. */
  realtime: z.optional(RealtimeCredentialSchema),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

// `PublicUserSchema` (what anyone may see of a user, `GET /api/user/{id}`) is the public profile:
// see `profiles/profile.schema.ts`.
