import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the local provider says about an account (its login name is the subject). */
export type TestIdentityClaims = { email?: string; email_verified?: boolean; name?: string };

export type TestOidcProvider = {
  issuer: string;
  provider: Provider;
  /** Claims per login name; a login without an entry has no e-mail. */
  claims: Map<string, TestIdentityClaims>;
  /** The authorization code flow as a browser would run it: login form, consent, redirect. */
  authorize(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
};

export type TestOidcClient = { clientId: string; clientSecret: string; redirectUri: string };

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free local port with its development
 * login form (any login name and password are accepted). Consent is asked for like at a real
 * provider; `authorize` answers both forms.
 */
export async function startTestOidcProvider(clients: TestOidcClient[]): Promise<TestOidcProvider> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const claims = new Map<string, TestIdentityClaims>();

  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Claims go into the userinfo answer; a client may ask for them in the id token (`claims`).
    features: { devInteractions: { enabled: true }, claimsParameter: { enabled: true } },
    pkce: { required: () => true },
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
      claims: () => ({ sub: accountId, ...claims.get(accountId) }),
    }),
  });
  server.on('request', provider.callback());

  async function authorize(authorizationUrl: string, login: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair?.indexOf('=') ?? -1;
        if (pair && index > 0) cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
    };
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 12; step += 1) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        body,
        headers: { cookie: cookieHeader() },
        redirect: 'manual',
      });
      remember(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.origin !== issuer) return next;
        url = next;
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html}`);
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page: ${html}`);
      url = new URL(action.replaceAll('&amp;', '&'), url);
      body = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        body.set('login', login);
        body.set('password', 'any');
      }
    }
    throw new Error('the provider did not redirect back');
  }

  return {
    issuer,
    provider,
    claims,
    authorize,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
