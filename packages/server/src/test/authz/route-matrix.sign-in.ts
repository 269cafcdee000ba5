import type { FastifyInstance } from 'fastify';
import { nextTestAddress } from '../build-test-app.ts';
import { MATRIX_NEW_PASSWORD, MATRIX_PASSWORD } from './role-contexts.ts';
import { everyone, signedIn, type MatrixRow } from './matrix-rules.ts';

/** A QR sign-in challenge as a waiting browser starts it. */
async function startQrChallenge(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/qrlogin',
    remoteAddress: nextTestAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`POST /api/qrlogin: ${response.body}`);
  return response.json<{ id: string; code: string; secret: string }>();
}

/** The id of the OpenID Connect provider the matrix's app is configured with. */
export const MATRIX_OIDC_PROVIDER = 'local';

/** Sign-in and sign-up (accounts), external sign-in (oidc) and QR sign-in (qr-login). */
export const SIGN_IN_ROWS: Readonly<Record<string, MatrixRow>> = {
  // --- Sign-in and sign-up (public) ---
  'POST /api/token': {
    request: async ({ fx }) => ({
      url: '/api/token',
      payload: { email: (await fx.createAccount()).email, password: MATRIX_PASSWORD },
    }),
    expect: everyone(200),
    note: 'Signing in as another account is open to anyone who knows its password.',
  },
  'POST /api/account': {
    request: ({ fx }) => ({
      url: '/api/account',
      payload: {
        email: fx.uniqueEmail(),
        password: MATRIX_PASSWORD,
        passwordRepeat: MATRIX_PASSWORD,
        name: 'Neu Angemeldet',
        accountType: 'musician',
        acceptTerms: true,
      },
    }),
    expect: everyone(201),
  },
  'POST /api/account/activate': {
    request: async ({ fx }) => {
      const account = await fx.createAccount({ activated: false });
      return {
        url: '/api/account/activate',
        payload: { email: account.email, code: await fx.createCode(account.id, 'activation') },
      };
    },
    expect: everyone(200),
  },
  'POST /api/account/activation-code': {
    request: ({ fx }) => ({
      url: '/api/account/activation-code',
      payload: { email: fx.uniqueEmail() },
    }),
    expect: everyone(202),
  },
  'GET /api/user/password': {
    request: async ({ fx }) => ({
      url: `/api/user/password?email=${encodeURIComponent((await fx.createAccount()).email)}`,
    }),
    expect: everyone(200),
  },
  'POST /api/user/password': {
    request: async ({ fx }) => {
      const account = await fx.createAccount();
      return {
        url: '/api/user/password',
        payload: {
          email: account.email,
          code: await fx.createCode(account.id, 'password_reset'),
          password: MATRIX_NEW_PASSWORD,
          passwordRepeat: MATRIX_NEW_PASSWORD,
        },
      };
    },
    expect: everyone(200),
  },

  // --- External sign-in (OpenID Connect; public) ---
  'GET /api/oauth/providers': {
    request: () => ({ url: '/api/oauth/providers' }),
    expect: everyone(200),
  },
  'POST /api/oauth/:provider/start': {
    request: () => ({ url: `/api/oauth/${MATRIX_OIDC_PROVIDER}/start` }),
    expect: everyone(200),
  },
  'POST /api/oauth/:provider/callback': {
    request: async ({ app }) => {
      // A real flow, started here; the provider's answer is one nobody can have (no code).
      const start = await app.inject({
        method: 'POST',
        url: `/api/oauth/${MATRIX_OIDC_PROVIDER}/start`,
        remoteAddress: nextTestAddress(),
      });
      const { flow } = start.json<{ flow: string }>();
      return {
        url: `/api/oauth/${MATRIX_OIDC_PROVIDER}/callback`,
        payload: { flow, callback: 'error=access_denied' },
      };
    },
    expect: everyone(422),
    note: 'Public; the sample is a refused sign-in at the provider: 422 for everyone alike.',
  },

  // --- QR sign-in: a waiting browser (public) and the signed-in phone that lets it in ---
  'POST /api/qrlogin': { request: () => ({ url: '/api/qrlogin' }), expect: everyone(200) },
  'POST /api/qrlogin/:id/wait': {
    request: async ({ app }) => {
      const { id, secret } = await startQrChallenge(app);
      return { url: `/api/qrlogin/${id}/wait`, payload: { secret, timeout: 0 } };
    },
    expect: everyone(200),
    note: 'Public: the secret only the waiting browser has is the credential.',
  },
  'GET /api/qrlogin/:id/details': {
    request: async ({ app }) => {
      const { id, code } = await startQrChallenge(app);
      return { url: `/api/qrlogin/${id}/details?code=${code}` };
    },
    expect: signedIn(200),
  },
  'POST /api/qrlogin/:id/approve': {
    request: async ({ app }) => {
      const { id, code } = await startQrChallenge(app);
      return { url: `/api/qrlogin/${id}/approve`, payload: { code } };
    },
    expect: signedIn(200),
    note: "Signs the waiting browser in as the caller (the caller's own account).",
  },
  'POST /api/qrlogin/:id/reject': {
    request: async ({ app }) => {
      const { id, code } = await startQrChallenge(app);
      return { url: `/api/qrlogin/${id}/reject`, payload: { code } };
    },
    expect: signedIn(200),
  },
};
