import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { purgeExternalIdentities } from './oidc.repository.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { createOidcService, type OidcService } from './oidc.service.ts';

export type OidcModuleDeps = { accounts: AccountsService };

/** Sign-in with external OpenID Connect providers; adds the token sign-in methods to accounts. */
export function createOidcModule(
  platform: Platform,
  { accounts }: OidcModuleDeps,
): BacklineModule<OidcService> {
  const { config, log } = platform;
  const oidc = createOidcService(platform.db, {
    providers: config.oidc.providers,
    appUrl: config.appUrl,
    accounts,
    rateLimiter: platform.rateLimiter,
    onFailure: (provider, error) => log.info({ err: error, provider }, 'external sign-in failed'),
  });
  accounts.registerSignInMethod('accessToken', (request, clientAddress) =>
    oidc.identifyByAccessToken(request, clientAddress),
  );
  accounts.registerSignInMethod('idToken', (request, clientAddress) =>
    oidc.identifyByIdToken(request, clientAddress),
  );
  return {
    name: 'oidc',
    routes: async (app) => {
      await app.register(oidcRoutes, { oidc });
    },
    purgeSteps: [purgeExternalIdentities],
    api: oidc,
  };
}
