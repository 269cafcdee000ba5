import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import {
  AppError,
  OIDC_FLOW_TTL_MINUTES,
  type DeviceInfo,
  type Locale,
  type OidcCallbackInput,
  type OidcProvidersResponse,
  type OidcStartResponse,
} from '@backline/domain';
import type { OidcProviderConfig } from '../../config.ts';
import type { OidcFlowIdentity } from '../../db/schema/index.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimit } from '../../platform/rate-limiter.ts';
import {
  SIGN_IN_LIMIT_PER_ACCOUNT,
  SIGN_IN_LIMIT_PER_ADDRESS,
} from '../accounts/accounts.service.ts';
import { failed, identityFrom, type Claims } from './oidc-identity.ts';
import type { OidcContext, Resolved } from './oidc.shared.ts';

/** Started flows per client address: each is a row until it expires. */
export const OIDC_START_LIMIT_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 10 * 60 };

const SCOPE = 'openid email profile';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The web's sign-in through a provider: the authorization code flow with PKCE, `state` and
 * `nonce` (`openid-client`), kept as a flow row until the sign-in succeeds, so that a password
 * (linking an unverified e-mail) or a second factor can follow.
 */
export function createOidcWebFlowService({
  options: { providers, appUrl, accounts },
  repository,
  providerById,
  discover,
  atProvider,
  limit,
  resolve,
}: OidcContext) {
  const redirectUri = `${appUrl}/oauth`;

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
  };
}

export type OidcWebFlowService = ReturnType<typeof createOidcWebFlowService>;
