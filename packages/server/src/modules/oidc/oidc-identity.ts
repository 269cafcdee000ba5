import type { JWTPayload } from 'jose';
import { AppError } from '@backline/domain';
import type { OidcFlowIdentity } from '../../db/schema/index.ts';

/** Whatever goes wrong with a provider answers the same (the cause is logged, not told). */
export const failed = () => new AppError('auth.external_failed');

/** Claims as a provider sends them (id token or userinfo). */
export type Claims = JWTPayload & {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  preferred_username?: unknown;
};

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The identity a provider vouches for: issuer and subject, the e-mail if usable, a name. */
export function identityFrom(issuer: string, claims: Claims): OidcFlowIdentity {
  if (typeof claims.sub !== 'string' || claims.sub === '') throw failed();
  const email = text(claims.email)?.toLowerCase() ?? null;
  const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    issuer,
    subject: claims.sub,
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : null,
    // Some providers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name) ?? (fullName || text(claims.preferred_username)),
  };
}

/** A display name of 2 to 80 characters: the claims' name, else the e-mail's local part. */
export function displayName(identity: OidcFlowIdentity, email: string): string {
  const name = (identity.name ?? '').slice(0, 80).trim();
  if (name.length >= 2) return name;
  const local = email.split('@')[0] ?? '';
  return local.length >= 2 ? local.slice(0, 80) : email.slice(0, 80);
}
