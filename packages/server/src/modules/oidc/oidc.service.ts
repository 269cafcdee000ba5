import type { Database } from '../../db/client.ts';
import { createOidcTokenSignInService } from './oidc-token-sign-in.service.ts';
import { createOidcWebFlowService } from './oidc-web-flow.service.ts';
import { createOidcContext, type OidcServiceOptions } from './oidc.shared.ts';

export type { OidcServiceOptions } from './oidc.shared.ts';

/**
 * Sign-in through OpenID Connect providers (`openid-client`) as one service (the module's api):
 * the authorization code flow with PKCE, `state` and `nonce` for the web
 * (oidc-web-flow.service.ts), and the two ways of `POST /api/token` for apps that got a token
 * from the provider themselves (oidc-token-sign-in.service.ts).
 *
 * Accounts are keyed on issuer + subject. An unknown identity joins the account with its e-mail
 * only when the provider has verified that e-mail, or once the account's password is confirmed;
 * with no such account, a new activated account (private, no password) is made.
 */
export function createOidcService(db: Database, options: OidcServiceOptions) {
  const context = createOidcContext(db, options);
  return {
    ...createOidcWebFlowService(context),
    ...createOidcTokenSignInService(context),
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
