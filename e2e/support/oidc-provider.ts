/**
 * A real OpenID Connect provider (`oidc-provider`) for the journeys, on a free local port, with
 * its development login form: any login name and password are accepted, and the login name is
 * the subject. Its e-mail is `<login>@oidc.backline.test` (verified), its name the login name.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { clientId: 'backline-e2e', clientSecret: 'backline-e2e-secret-0123' };
export const OIDC_PROVIDER_NAME = 'Local ID';
export const oidcEmail = (login: string): string => `${login}@oidc.backline.test`;

export async function startOidcProvider(
  appUrl: string,
): Promise<{ issuer: string; close: () => Promise<void> }> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.clientId,
        client_secret: OIDC_CLIENT.clientSecret,
        redirect_uris: [`${appUrl}/oauth`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: oidcEmail(accountId),
        email_verified: true,
        name: accountId,
      }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
