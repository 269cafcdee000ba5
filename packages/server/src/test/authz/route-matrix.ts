import type { FastifyInstance } from 'fastify';
import { currentTotp } from '../../modules/two-factor/two-factor.service.ts';
import { nextTestAddress } from '../build-test-app.ts';
import { MATRIX_PASSWORD } from './role-contexts.ts';
import {
  everyone,
  signedIn,
  siteAdmin,
  type MatrixRequest,
  type MatrixRow,
  type RowContext,
} from './matrix-rules.ts';

import { PROFILES_ROWS } from './route-matrix.profiles.ts';
import { MEDIA_ROWS } from './route-matrix.media.ts';
import { PAGES_ROWS } from './route-matrix.pages.ts';
import { BOOKMARKS_ROWS } from './route-matrix.bookmarks.ts';
import { BOOKING_ROWS } from './route-matrix.booking.ts';
import { GEMA_ROWS } from './route-matrix.gema.ts';
import { NOTIFICATIONS_ROWS } from './route-matrix.notifications.ts';
import { CONTACTS_ROWS } from './route-matrix.contacts.ts';

export type { MatrixRequest, MatrixRow, RowContext } from './matrix-rules.ts';

/**
 * THE authorization matrix (quality.md): every API route × every caller context → the status the
 * product must answer. A row's key is `METHOD /route/pattern` as registered in Fastify, optionally
 * followed by ` (variant)` when one route needs several objects (own vs someone else's).
 *
 * Each row sends a minimal VALID request (`request`), so that the status shows authorization, not
 * validation. A new route without a row fails `authorization.integration.test.ts`.
 *
 * Expected statuses are what the product should do. When a route answers otherwise, the cell is
 * NOT changed to match: the defect is listed in `defects` with the status seen and whom it was
 * reported to; the test then checks that the defect is still there (and fails once it is fixed,
 * so that the entry is removed).
 */

// ---- Helpers for samples -----------------------------------------------------------------------

/** The caller's own account, or (for the visitor) somebody's, so the route sees a real object. */
async function ownOrAny({ actor, fx }: RowContext) {
  return actor.account ?? (await fx.createAccount());
}

const ADMIN_TARGET_NOTE = 'The target is a fresh musician (someone else).';

/** An admin action on a fresh musician; the body is made when the request is. */
const adminAction =
  (action: string, payload: () => Record<string, unknown> = () => ({})) =>
  async ({ fx }: RowContext): Promise<MatrixRequest> => {
    const target = await fx.createAccount();
    return { url: `/api/admin/users/${target.id}/${action}`, payload: payload() };
  };

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

const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

const NEW_PASSWORD = 'Matrix-Neu-Passw0rd2';

/** The id of the OpenID Connect provider the matrix's app is configured with. */
export const MATRIX_OIDC_PROVIDER = 'local';

// ---- The table ---------------------------------------------------------------------------------

export const ROUTE_MATRIX: Readonly<Record<string, MatrixRow>> = {
  ...PROFILES_ROWS,
  ...MEDIA_ROWS,
  ...PAGES_ROWS,
  ...BOOKMARKS_ROWS,
  ...BOOKING_ROWS,
  ...GEMA_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...CONTACTS_ROWS,
  // --- Platform ---
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/config': { request: () => ({ url: '/api/config' }), expect: everyone(200) },

  // --- Entities (spec: GET|DELETE /api/{type}/{id}) ---
  'GET /api/:type/:id (user: someone)': {
    request: async ({ fx }) => ({ url: `/api/user/${(await fx.createAccount()).id}` }),
    expect: everyone(200),
  },
  'GET /api/:type/:id (user: deactivated)': {
    request: async ({ fx }) => {
      const account = await fx.createAccount();
      await fx.deactivate(account.id);
      return { url: `/api/user/${account.id}` };
    },
    expect: everyone(404),
    note: 'A deactivated account does not exist for anyone.',
  },
  'GET /api/:type/:id (unknown type)': {
    request: () => ({ url: '/api/nosuchtype/abcdefghij' }),
    expect: everyone(404),
  },
  'GET /api/:type/:id (user: own)': {
    request: async (context) => ({ url: `/api/user/${(await ownOrAny(context)).id}` }),
    expect: { ...everyone(200), deactivated: 404 },
    note: "Own profile; the visitor asks for someone's, the deactivated caller's is gone (404).",
  },
  'DELETE /api/:type/:id (user: own)': {
    request: async (context) => ({ url: `/api/user/${(await ownOrAny(context)).id}` }),
    expect: everyone(405),
    note: 'Users are not deleted through the generic route (POST /api/user/delete is).',
  },

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
          password: NEW_PASSWORD,
          passwordRepeat: NEW_PASSWORD,
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

  // --- The signed-in user ---
  'GET /api/user/me': { request: () => ({ url: '/api/user/me' }), expect: signedIn(200) },
  'GET /api/user/logout': { request: () => ({ url: '/api/user/logout' }), expect: signedIn(200) },
  'GET /api/user/ping': {
    request: () => ({ url: '/api/user/ping' }),
    expect: signedIn(200, { visitor: 200 }),
    note: 'Visitors ping too (app start); only a token that stopped working is refused.',
  },
  'POST /api/resource/counter': {
    request: () => ({ url: '/api/resource/counter', payload: {} }),
    expect: signedIn(200),
  },

  // --- Account lifecycle ---
  'POST /api/user/deactivate': {
    request: () => ({ url: '/api/user/deactivate', payload: { password: MATRIX_PASSWORD } }),
    expect: signedIn(200),
  },
  'POST /api/user/delete': {
    request: () => ({ url: '/api/user/delete', payload: { password: MATRIX_PASSWORD } }),
    expect: signedIn(200),
  },
  'POST /api/account/reactivate': {
    request: () => ({
      url: '/api/account/reactivate',
      payload: { token: 'A'.repeat(43) },
    }),
    expect: everyone(422),
    note: 'Public (the mailed link is the credential); an unknown link is 422 for everyone.',
  },
  'POST /api/account/restore': {
    request: () => ({ url: '/api/account/restore', payload: { token: 'A'.repeat(43) } }),
    expect: everyone(422),
    note: 'Public (the mailed link is the credential); an unknown link is 422 for everyone.',
  },
  'POST /api/account/reactivation-mail': {
    request: ({ fx }) => ({
      url: '/api/account/reactivation-mail',
      payload: { email: fx.uniqueEmail() },
    }),
    expect: everyone(202),
  },

  // --- Sessions ---
  'GET /api/user/sessions': {
    request: () => ({ url: '/api/user/sessions' }),
    expect: signedIn(200),
  },
  'DELETE /api/user/sessions/:id (own other device)': {
    request: async (context) => {
      const { sessionId } = await context.fx.createSession((await ownOrAny(context)).id);
      return { url: `/api/user/sessions/${sessionId}` };
    },
    expect: signedIn(200),
  },
  'DELETE /api/user/sessions/:id (own current)': {
    request: async ({ actor, fx }) => {
      const id =
        actor.sessionId ?? (await fx.createSession((await fx.createAccount()).id)).sessionId;
      return { url: `/api/user/sessions/${id}` };
    },
    expect: signedIn(200),
  },
  "DELETE /api/user/sessions/:id (someone else's)": {
    request: async ({ fx }) => {
      const { sessionId } = await fx.createSession((await fx.createAccount()).id);
      return { url: `/api/user/sessions/${sessionId}` };
    },
    expect: signedIn(404),
    note: "Someone else's session does not exist for the caller.",
  },
  'POST /api/user/sessions/end-others': {
    request: () => ({ url: '/api/user/sessions/end-others' }),
    expect: signedIn(200),
  },

  // --- E-mail, phone, password, preferences ---
  'GET /api/user/email': {
    request: ({ fx }) => ({ url: `/api/user/email?email=${fx.uniqueEmail()}` }),
    expect: signedIn(422),
    note: 'By design always 422 (the password must not travel in a URL): POST /api/user/email.',
  },
  'POST /api/user/email': {
    request: ({ fx }) => ({
      url: '/api/user/email',
      payload: { email: fx.uniqueEmail(), password: MATRIX_PASSWORD },
    }),
    expect: signedIn(200),
  },
  'POST /api/user/email/confirm': {
    request: async (context) => {
      const code = await context.fx.createCode((await ownOrAny(context)).id, 'email_change');
      return { url: '/api/user/email/confirm', payload: { code } };
    },
    expect: signedIn(422),
    note: 'The sample has no pending target address, so a past-authorization 422 is expected.',
  },
  'POST /api/user/email/cancel': {
    request: () => ({ url: '/api/user/email/cancel' }),
    expect: signedIn(200),
  },
  'GET /api/user/phone': {
    request: () => ({ url: '/api/user/phone?phone=%2B491701234567' }),
    expect: signedIn(422),
    note: 'By design always 422 (the password must not travel in a URL): POST /api/user/phone.',
  },
  'POST /api/user/phone': {
    request: ({ fx }) => ({
      url: '/api/user/phone',
      payload: { phone: fx.uniquePhone(), password: MATRIX_PASSWORD },
    }),
    expect: signedIn(200),
  },
  'POST /api/user/phone/confirm': {
    request: async (context) => {
      const code = await context.fx.createCode((await ownOrAny(context)).id, 'phone_change');
      return { url: '/api/user/phone/confirm', payload: { code } };
    },
    expect: signedIn(422),
    note: 'The sample has no pending target number, so a past-authorization 422 is expected.',
  },
  'POST /api/user/phone/cancel': {
    request: () => ({ url: '/api/user/phone/cancel' }),
    expect: signedIn(200),
  },
  'POST /api/user/phone/delete': {
    request: () => ({ url: '/api/user/phone/delete', payload: { password: MATRIX_PASSWORD } }),
    expect: signedIn(200),
  },
  'POST /api/user/password/change': {
    request: () => ({
      url: '/api/user/password/change',
      payload: {
        currentPassword: MATRIX_PASSWORD,
        password: NEW_PASSWORD,
        passwordRepeat: NEW_PASSWORD,
      },
    }),
    expect: signedIn(200),
  },
  'PATCH /api/user/settings': {
    request: () => ({ url: '/api/user/settings', payload: { colorMode: 'dark' } }),
    expect: signedIn(200),
  },
  'POST /api/user/settings': {
    request: () => ({ url: '/api/user/settings', payload: { colorMode: 'light' } }),
    expect: signedIn(200),
  },

  // --- Two-factor sign-in ---
  'POST /api/user/2fa/setup': {
    request: () => ({ url: '/api/user/2fa/setup', payload: { password: MATRIX_PASSWORD } }),
    expect: signedIn(200, { moderator: 409, admin2fa: 409 }),
    note: 'Moderator and admin2fa have it on already: 409 two_factor_already_enabled.',
  },
  'POST /api/user/2fa/enable': {
    request: async ({ app, actor }) => {
      if (!actor.token) return { url: '/api/user/2fa/enable', payload: { code: '123456' } };
      // Start a setup as the caller, then answer a current code of the new secret.
      const setup = await app.inject({
        method: 'POST',
        url: '/api/user/2fa/setup',
        headers: { authorization: `Bearer ${actor.token}` },
        payload: { password: MATRIX_PASSWORD },
      });
      const secret = setup.statusCode === 200 ? setup.json<{ secret: string }>().secret : null;
      return {
        url: '/api/user/2fa/enable',
        payload: { code: secret ? await currentTotp(secret) : '123456' },
      };
    },
    expect: signedIn(200, { moderator: 409, admin2fa: 409 }),
    note: 'Moderator and admin2fa have it on already: 409.',
  },
  'POST /api/user/2fa/disable': {
    request: async (context) => {
      const otp = await context.fx.enableTwoFactor((await ownOrAny(context)).id);
      return { url: '/api/user/2fa/disable', payload: { password: MATRIX_PASSWORD, otp } };
    },
    expect: signedIn(200, { moderator: 403, admin: 403, admin2fa: 403 }),
    note: 'The caller has it on (set up by the sample); site roles may not switch it off (403).',
  },
  'POST /api/user/2fa/recovery-codes': {
    request: async (context) => {
      const otp = await context.fx.enableTwoFactor((await ownOrAny(context)).id);
      return {
        url: '/api/user/2fa/recovery-codes',
        payload: { password: MATRIX_PASSWORD, otp },
      };
    },
    expect: signedIn(200),
    note: 'The caller has two-factor sign-in on (set up by the sample).',
  },

  // --- Site administration (spec section 6) ---
  'GET /api/admin/users': {
    request: () => ({ url: '/api/admin/users?q=matrix' }),
    ...siteAdmin(200),
  },
  'GET /api/admin/users/:id': {
    request: async ({ fx }) => ({ url: `/api/admin/users/${(await fx.createAccount()).id}` }),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'GET /api/admin/users/:id (unknown id)': {
    request: () => ({ url: '/api/admin/users/nosuchuser' }),
    ...siteAdmin(404),
    note: 'Only an admin learns that the account does not exist.',
  },
  'POST /api/admin/users/:id/password-reset': {
    request: adminAction('password-reset'),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/shadow-ban': {
    request: adminAction('shadow-ban', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/deactivate': {
    request: adminAction('deactivate', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/reactivate': {
    request: adminAction('reactivate', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/restore': {
    request: adminAction('restore', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/deactivate (own account)': {
    request: async (context) => ({
      url: `/api/admin/users/${(await ownOrAny(context)).id}/deactivate`,
      payload: {},
    }),
    ...siteAdmin(422),
    note: 'Not for oneself: admin.self_action (422).',
  },
  'POST /api/admin/users/:id/delete': {
    request: adminAction('delete', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/end-sessions': {
    request: adminAction('end-sessions'),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/login-key': {
    request: adminAction('login-key'),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/community-ban': {
    request: adminAction('community-ban', () => ({ until: inAYear() })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/remove-ban': {
    request: adminAction('remove-ban'),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
};

/** `METHOD /pattern (variant)` → `METHOD /pattern`. */
export const routeOfKey = (key: string): string => key.replace(/ \(.*\)$/, '');
