import { z } from 'zod/mini';
import { DeviceFieldSchema } from './user.schema.ts';
import { OtpSchema, ProviderIdSchema } from './token-request.schema.ts';

/**
 * Sign-in through external identity providers (OpenID Connect, authorization code with PKCE).
 *
 * 1. `GET /api/oauth/providers` lists the configured providers.
 * 2. `POST /api/oauth/<provider>/start` makes a flow: the browser gets the provider's
 *    authorization URL and a flow secret it keeps (session storage) until the provider sends it
 *    back to `/oauth?code=...&state=...`.
 * 3. `POST /api/oauth/<provider>/callback` with the flow secret and that query string exchanges
 *    the code and answers `{ token }`. When the account needs its password confirmed (linking) or
 *    a second factor, the same flow is posted again with `password` or `otp` (within its TTL).
 */

/** How long a started flow stays usable. */
export const OIDC_FLOW_TTL_MINUTES = 10;

export const OidcProviderSchema = z.object({ id: ProviderIdSchema, name: z.string() });
export type OidcProvider = z.infer<typeof OidcProviderSchema>;

export const OidcProvidersResponseSchema = z.object({ providers: z.array(OidcProviderSchema) });
export type OidcProvidersResponse = z.infer<typeof OidcProvidersResponseSchema>;

export const OidcProviderParamsSchema = z.object({ provider: ProviderIdSchema });

export const OidcStartResponseSchema = z.object({
  /** The provider's authorization URL; the browser goes there. */
  url: z.string(),
  /** The flow secret; posted back with the callback. */
  flow: z.string(),
});
export type OidcStartResponse = z.infer<typeof OidcStartResponseSchema>;

/** The password of the existing account a provider's sign-in links to. */
const LinkPasswordSchema = z.string().check(z.minLength(1), z.maxLength(1024));

export const OidcCallbackInputSchema = z.object({
  flow: z.string().check(z.minLength(16), z.maxLength(128)),
  /** The query string the provider redirected to `/oauth` with (`code=...&state=...`). */
  callback: z.string().check(z.maxLength(4096)),
  /** The existing account's password, when the answer was `auth.external_password_required`. */
  password: z.optional(LinkPasswordSchema),
  otp: z.optional(OtpSchema),
  device: z.optional(DeviceFieldSchema),
});
export type OidcCallbackInput = z.infer<typeof OidcCallbackInputSchema>;

/** The form of `auth.external_password_required`: the existing account's password. */
export const OidcPasswordInputSchema = z.object({ password: LinkPasswordSchema });
