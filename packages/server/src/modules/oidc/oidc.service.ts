import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import {
  AppError,
  OIDC_FLOW_TTL_MINUTES,
  type AccessTokenRequest,
  type DeviceInfo,
  type IdTokenRequest,
  type Locale,
  type OidcCallbackInput,
  type OidcProvidersResponse,
  type OidcStartResponse,
} from '@backline/domain';
import type { OidcProviderConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OidcFlowIdentity } from '../../db/schema/index.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import {
  SIGN_IN_LIMIT_PER_ACCOUNT,
  SIGN_IN_LIMIT_PER_ADDRESS,
  type AccountsService,
  type SignInSubject,
} from '../accounts/accounts.service.ts';
import { createOidcRepository } from './oidc.repository.ts';

/** Started flows per client address: each is a row until it expires. */
export const OIDC_START_LIMIT_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 10 * 60 };

/** Seconds to wait for a provider (discovery, token, userinfo, keys). */
const PROVIDER_TIMEOUT_SECONDS = 10;

const SCOPE = 'openid email profile';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted for a provider on this machine only (development and tests). */
const allowsHttp = (issuer: URL) =>
  issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);

/** The language of accounts made through `POST /api/token`, which carries none. */
const DEFAULT_LOCALE: Locale = 'de';

const failed = () => new AppError('auth.external_failed');

/** Claims as a provider sends them (id token or userinfo). */
type Claims = JWTPayload & {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  preferred_username?: unknown;
};

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function identityFrom(issuer: string, claims: Claims): OidcFlowIdentity {
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
function displayName(identity: OidcFlowIdentity, email: string): string {
  const name = (identity.name ?? '').slice(0, 80).trim();
  if (name.length >= 2) return name;
  const local = email.split('@')[0] ?? '';
  return local.length >= 2 ? local.slice(0, 80) : email.slice(0, 80);
}

export type OidcServiceOptions = {
  providers: OidcProviderConfig[];
  /** The app's address: the provider redirects back to `<appUrl>/oauth`. */
  appUrl: string;
  accounts: AccountsService;
  rateLimiter: RateLimiter;
  /** Why an external sign-in failed (the answer to the client is always the same). */
  onFailure?: (provider: string, error: unknown) => void;
};

/** The result of looking up a provider's identity among the accounts. */
type Resolved = { userId: string; passwordRequired: boolean };

/**
 * Sign-in through OpenID Connect providers (`openid-client`): the authorization code flow with
 * PKCE, `state` and `nonce` for the web, and the two ways of `POST /api/token` for apps that got
 * a token from the provider themselves (`accessToken` + `provider`: checked at the provider's
 * userinfo endpoint; `id` + `idtoken` + `provider`: the id token's signature, issuer, audience
 * and expiry checked against the provider's keys, `id` must be its subject).
 *
 * Accounts are keyed on issuer + subject. An unknown identity joins the account with its e-mail
 * only when the provider has verified that e-mail, or once the account's password is confirmed;
 * with no such account, a new activated account (private, no password) is made.
 */
export function createOidcService(
  db: Database,
  { providers, appUrl, accounts, rateLimiter, onFailure = () => undefined }: OidcServiceOptions,
) {
  const repository = createOidcRepository(db);
  const redirectUri = `${appUrl}/oauth`;
  const configurations = new Map<string, Promise<client.Configuration>>();
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  function providerById(id: string): OidcProviderConfig {
    const provider = providers.find((candidate) => candidate.id === id);
    if (!provider) throw failed();
    return provider;
  }

  /** Discovery once per provider, lazily; a failure is forgotten so that the next try repeats it. */
  function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    let pending = configurations.get(provider.id);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      pending = client.discovery(
        issuer,
        provider.clientId,
        undefined,
        client.ClientSecretBasic(provider.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(allowsHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
      configurations.set(provider.id, pending);
      pending.catch(() => {
        if (configurations.get(provider.id) === pending) configurations.delete(provider.id);
      });
    }
    return pending;
  }

  /** Runs a step against the provider; whatever goes wrong there is `auth.external_failed`. */
  async function atProvider<T>(provider: OidcProviderConfig, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof AppError || error instanceof RateLimitedError) throw error;
      onFailure(provider.id, error);
      throw failed();
    }
  }

  async function limit(key: string, rule: RateLimit): Promise<void> {
    const result = await rateLimiter.hit(key, rule);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  /** Finds, links or creates the account of a verified identity. */
  async function resolve(
    provider: OidcProviderConfig,
    identity: OidcFlowIdentity,
    locale: Locale,
  ): Promise<Resolved> {
    const linkedUserId = await repository.useIdentity(identity);
    if (linkedUserId) return { userId: linkedUserId, passwordRequired: false };
    // An account needs an e-mail; without one from the provider there is nothing to key it on.
    if (!identity.email) throw failed();
    const existing = await repository.findUserByEmail(identity.email);
    if (existing) {
      if (identity.emailVerified) {
        const linked = await repository.link(existing.id, provider.id, identity, {
          activate: existing.activatedAt === null,
        });
        if (!linked) throw failed();
        return { userId: existing.id, passwordRequired: false };
      }
      // Unverified e-mail: only the account's password may join them.
      return { userId: existing.id, passwordRequired: true };
    }
    // A new account only for an e-mail the provider vouches for, so that nobody can take an
    // address that is not theirs away from its owner.
    if (!identity.emailVerified) throw failed();
    const userId = await repository.createLinkedUser({
      email: identity.email,
      name: displayName(identity, identity.email),
      locale,
      provider: provider.id,
      identity,
    });
    if (!userId) throw failed();
    return { userId, passwordRequired: false };
  }

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

  /** Confirms the password when linking needs it, then signs in and ends the flow. */
  async function finish(
    provider: OidcProviderConfig,
    flowId: string,
    identity: OidcFlowIdentity,
    resolved: Resolved,
    input: OidcCallbackInput,
    context: { device: DeviceInfo | null },
  ): Promise<{ token: string }> {
    if (resolved.passwordRequired) {
      if (!input.password) {
        throw new AppError('auth.external_password_required', { field: 'password' });
      }
      if (identity.email) {
        await limit(`sign-in:account:${identity.email}`, SIGN_IN_LIMIT_PER_ACCOUNT);
      }
      const account = await repository.findUserByEmail(identity.email ?? '');
      const hash =
        account?.id === resolved.userId && account.activatedAt ? account.passwordHash : null;
      const valid = hash
        ? await verifyPassword(hash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!valid) throw new AppError('auth.invalid_credentials', { field: 'password' });
      if (!(await repository.link(resolved.userId, provider.id, identity, { activate: false }))) {
        throw failed();
      }
      await repository.updateFlow(flowId, { passwordRequired: false });
    }
    const token = await accounts.completeSignIn(
      { userId: resolved.userId },
      { device: input.device ?? context.device, otp: input.otp },
    );
    await repository.deleteFlow(flowId);
    return { token };
  }

  return {
    /** `GET /api/oauth/providers`. */
    listProviders(): OidcProvidersResponse {
      return { providers: providers.map(({ id, name }) => ({ id, name })) };
    },

    /** `POST /api/oauth/<provider>/start`: a new flow and the provider's authorization URL. */
    async start(providerId: string, clientAddress: string): Promise<OidcStartResponse> {
      const provider = providerById(providerId);
      await limit(`oidc-start:${clientAddress}`, OIDC_START_LIMIT_PER_ADDRESS);
      return atProvider(provider, async () => {
        const configuration = await discover(provider);
        const state = client.randomState();
        const nonce = client.randomNonce();
        const codeVerifier = client.randomPKCECodeVerifier();
        const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
        const flow = randomBytes(32).toString('base64url');
        await repository.deleteExpiredFlows();
        await repository.createFlow({
          secretHash: hashSecret(flow),
          provider: provider.id,
          state,
          nonce,
          codeVerifier,
          expiresAt: new Date(Date.now() + OIDC_FLOW_TTL_MINUTES * 60_000),
        });
        const url = client.buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: SCOPE,
          state,
          nonce,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
        });
        return { url: url.href, flow };
      });
    },

    /**
     * `POST /api/oauth/<provider>/callback`: exchanges the code (PKCE; openid-client checks
     * `state`, the id token's signature, issuer, audience, expiry and `nonce`), finds the account
     * and signs in through `completeSignIn`. The flow stays until the sign-in succeeds (or it
     * expires), so that a password (linking) or a second factor can follow.
     */
    async callback(
      providerId: string,
      input: OidcCallbackInput,
      context: { device: DeviceInfo | null; locale: Locale; clientAddress: string },
    ): Promise<{ token: string }> {
      const provider = providerById(providerId);
      await limit(`sign-in:address:${context.clientAddress}`, SIGN_IN_LIMIT_PER_ADDRESS);
      const flow = await repository.findLiveFlow(hashSecret(input.flow), provider.id);
      if (!flow) throw failed();

      let { userId, passwordRequired } = flow;
      const identity = flow.identity;
      if (!identity || !userId) {
        const verified = await atProvider(provider, async () => {
          const configuration = await discover(provider);
          const currentUrl = new URL(`${redirectUri}?${input.callback.replace(/^\?/, '')}`);
          const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          const claims = tokens.claims();
          if (!claims) throw failed();
          let merged: Claims = claims;
          // Many providers put e-mail and name into the userinfo answer only.
          if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
            const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
            merged = {
              ...info,
              ...claims,
              email: info.email,
              email_verified: info.email_verified,
              name: claims.name ?? info.name,
            };
          }
          return identityFrom(claims.iss, merged);
        });
        const resolved = await resolve(provider, verified, context.locale);
        userId = resolved.userId;
        passwordRequired = resolved.passwordRequired;
        await repository.updateFlow(flow.id, { identity: verified, userId, passwordRequired });
        return finish(provider, flow.id, verified, { userId, passwordRequired }, input, context);
      }
      return finish(provider, flow.id, identity, { userId, passwordRequired }, input, context);
    },

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

export type OidcService = ReturnType<typeof createOidcService>;
