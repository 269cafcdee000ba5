import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  AppError,
  type AccessTokenRequest,
  type IdTokenRequest,
  type Locale,
} from '@backline/domain';
import type { OidcProviderConfig } from '../../config.ts';
import type { OidcFlowIdentity } from '../../db/schema/index.ts';
import { SIGN_IN_LIMIT_PER_ADDRESS, type SignInSubject } from '../accounts/accounts.service.ts';
import { failed, identityFrom } from './oidc-identity.ts';
import { PROVIDER_TIMEOUT_SECONDS, type OidcContext } from './oidc.shared.ts';

/** The language of accounts made through `POST /api/token`, which carries none. */
const DEFAULT_LOCALE: Locale = 'de';

/**
 * The two ways of `POST /api/token` for apps that got a token from the provider themselves
 * (`accessToken` + `provider`: checked at the provider's userinfo endpoint; `id` + `idtoken` +
 * `provider`: the id token checked against the provider's keys). The accounts module completes
 * the sign-in.
 */
export function createOidcTokenSignInService({
  providerById,
  discover,
  atProvider,
  limit,
  resolve,
}: OidcContext) {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  /** `POST /api/token` ways: a link that needs a password is refused (the web flow offers it). */
  async function identifyResolved(
    provider: OidcProviderConfig,
    identity: OidcFlowIdentity,
    locale: Locale,
  ): Promise<SignInSubject> {
    const resolved = await resolve(provider, identity, locale);
    if (resolved.passwordRequired) throw new AppError('auth.external_password_required');
    return { userId: resolved.userId };
  }

  function keySet(provider: OidcProviderConfig, configuration: client.Configuration) {
    let keys = keySets.get(provider.id);
    if (!keys) {
      const jwksUri = configuration.serverMetadata().jwks_uri;
      if (!jwksUri) throw failed();
      keys = createRemoteJWKSet(new URL(jwksUri), {
        timeoutDuration: PROVIDER_TIMEOUT_SECONDS * 1000,
      });
      keySets.set(provider.id, keys);
    }
    return keys;
  }

  return {
    /** `POST /api/token` with `accessToken` + `provider`: the provider's userinfo answer. */
    async identifyByAccessToken(
      request: AccessTokenRequest,
      clientAddress: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<SignInSubject> {
      const provider = providerById(request.provider);
      await limit(`sign-in:address:${clientAddress}`, SIGN_IN_LIMIT_PER_ADDRESS);
      const identity = await atProvider(provider, async () => {
        const configuration = await discover(provider);
        const info = await client.fetchUserInfo(
          configuration,
          request.accessToken,
          client.skipSubjectCheck,
        );
        return identityFrom(configuration.serverMetadata().issuer, info);
      });
      return identifyResolved(provider, identity, locale);
    },

    /**
     * `POST /api/token` with `id` + `idtoken` + `provider`: an id token an app got from the
     * provider itself. Signature (provider keys), issuer, audience (our client id) and expiry are
     * checked; `id` must be its subject. `visibility` and `test` are accepted and ignored.
     */
    async identifyByIdToken(
      request: IdTokenRequest,
      clientAddress: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<SignInSubject> {
      const provider = providerById(request.provider);
      await limit(`sign-in:address:${clientAddress}`, SIGN_IN_LIMIT_PER_ADDRESS);
      const identity = await atProvider(provider, async () => {
        const configuration = await discover(provider);
        const issuer = configuration.serverMetadata().issuer;
        const { payload } = await jwtVerify(request.idtoken, keySet(provider, configuration), {
          issuer,
          audience: provider.clientId,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (payload.sub !== request.id) throw failed();
        return identityFrom(issuer, payload);
      });
      return identifyResolved(provider, identity, locale);
    },
  };
}

export type OidcTokenSignInService = ReturnType<typeof createOidcTokenSignInService>;
