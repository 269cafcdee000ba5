import { z } from 'zod/mini';
import { TotpCodeSchema } from './two-factor.schema.ts';
import { DeviceFieldSchema, PasswordLoginSchema } from './user.schema.ts';

/**
 * `POST /api/token` (spec section 7) takes one of four sets of form fields, plus `device`:
 * `email` + `password`; `key` (one-time login key); `accessToken` + `provider`; or `id` +
 * `visibility` + `idtoken` + `provider` (+ optional `test`). An optional `otp` carries the second
 * factor (TOTP or recovery code) for accounts that have it.
 *
 * The set is chosen by which fields are present, then validated with that set's schema, so that
 * a missing password is answered "Required" on `password` rather than a vague union error.
 */

/** A provider's configured id (`OIDC_PROVIDERS`), e.g. `google` or `local`. */
export const ProviderIdSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/));

/** Second factor: a 6-digit TOTP code, or a recovery code (`xxxxx-xxxxx`). */
export const OtpSchema = z.string().check(z.trim(), z.minLength(6), z.maxLength(32));

/** The second step of a sign-in as a form asks for it: a recovery code (or a code from the app). */
export const OtpInputSchema = z.object({ otp: OtpSchema });
/** The same step with a code from the authenticator app: 6 digits. */
export const TotpInputSchema = z.object({ otp: TotpCodeSchema });

const device = z.optional(DeviceFieldSchema);
const otp = z.optional(OtpSchema);

export const PasswordTokenRequestSchema = z.extend(PasswordLoginSchema, { otp });

export const KeyTokenRequestSchema = z.object({
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  device,
  otp,
});

export const AccessTokenRequestSchema = z.object({
  accessToken: z.string().check(z.minLength(1), z.maxLength(8192)),
  provider: ProviderIdSchema,
  device,
  otp,
});

export const IdTokenRequestSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  visibility: z.optional(z.string().check(z.maxLength(50))),
  idtoken: z.string().check(z.minLength(1), z.maxLength(8192)),
  provider: ProviderIdSchema,
  test: z.optional(z.string().check(z.maxLength(10))),
  device,
  otp,
});

export type PasswordTokenRequest = z.infer<typeof PasswordTokenRequestSchema>;
export type KeyTokenRequest = z.infer<typeof KeyTokenRequestSchema>;
export type AccessTokenRequest = z.infer<typeof AccessTokenRequestSchema>;
export type IdTokenRequest = z.infer<typeof IdTokenRequestSchema>;

export type TokenRequest =
  | ({ method: 'password' } & PasswordTokenRequest)
  | ({ method: 'key' } & KeyTokenRequest)
  | ({ method: 'accessToken' } & AccessTokenRequest)
  | ({ method: 'idToken' } & IdTokenRequest);

const has = (body: Record<string, unknown>, field: string) =>
  Object.hasOwn(body, field) && body[field] !== undefined;

/** Which set of fields a token request uses (password when nothing else fits). */
export function tokenRequestMethod(body: Record<string, unknown>): TokenRequest['method'] {
  if (has(body, 'key')) return 'key';
  if (has(body, 'idtoken')) return 'idToken';
  if (has(body, 'accessToken')) return 'accessToken';
  return 'password';
}

const SCHEMAS = {
  password: PasswordTokenRequestSchema,
  key: KeyTokenRequestSchema,
  accessToken: AccessTokenRequestSchema,
  idToken: IdTokenRequestSchema,
} as const;

export const TokenRequestSchema = z.pipe(
  z.record(z.string().check(z.maxLength(64)), z.unknown()),
  z.transform((body: Record<string, unknown>, ctx): TokenRequest => {
    const method = tokenRequestMethod(body);
    const result = SCHEMAS[method].safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.issues.push({ ...issue, input: body } as (typeof ctx.issues)[number]);
      }
      return z.NEVER;
    }
    return { method, ...result.data } as TokenRequest;
  }),
);
