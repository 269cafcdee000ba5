import * as client from 'openid-client';
import { AppError, type Locale } from '@backline/domain';
import type { OidcProviderConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OidcFlowIdentity } from '../../db/schema/index.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { displayName, failed } from './oidc-identity.ts';
import { createOidcRepository } from './oidc.repository.ts';

/**
 * What the OpenID Connect use cases share (the web flow, the token sign-ins): the options, the
 * providers (configured, discovered, called), and how a verified identity finds its account.
 */

export type OidcServiceOptions = {
  providers: OidcProviderConfig[];
  /** The app's address: the provider redirects back to `<appUrl>/oauth`. */
  appUrl: string;
  accounts: AccountsService;
  rateLimiter: RateLimiter;
  /** Why an external sign-in failed (the answer to the client is always the same). */
  onFailure?: (provider: string, error: unknown) => void;
};

/** Seconds to wait for a provider (discovery, token, userinfo, keys). */
export const PROVIDER_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted for a provider on this machine only (development and tests). */
const allowsHttp = (issuer: URL) =>
  issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);

/** The result of looking up a provider's identity among the accounts. */
export type Resolved = { userId: string; passwordRequired: boolean };

export type OidcContext = ReturnType<typeof createOidcContext>;

export function createOidcContext(db: Database, options: OidcServiceOptions) {
  const { providers, rateLimiter, onFailure = () => undefined } = options;
  const repository = createOidcRepository(db);
  const configurations = new Map<string, Promise<client.Configuration>>();

  return {
    options,
    repository,

    providerById(id: string): OidcProviderConfig {
      const provider = providers.find((candidate) => candidate.id === id);
      if (!provider) throw failed();
      return provider;
    },

    /** Discovery once per provider, lazily; a failure is forgotten so the next try repeats it. */
    discover(provider: OidcProviderConfig): Promise<client.Configuration> {
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
    },

    /** Runs a step against the provider; whatever goes wrong there is `auth.external_failed`. */
    async atProvider<T>(provider: OidcProviderConfig, step: () => Promise<T>): Promise<T> {
      try {
        return await step();
      } catch (error) {
        if (error instanceof AppError || error instanceof RateLimitedError) throw error;
        onFailure(provider.id, error);
        throw failed();
      }
    },

    async limit(key: string, rule: RateLimit): Promise<void> {
      const result = await rateLimiter.hit(key, rule);
      if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
    },

    /** Finds, links or creates the account of a verified identity. */
    async resolve(
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
    },
  };
}
