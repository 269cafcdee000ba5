import { currentTotp } from '../../modules/two-factor/two-factor.service.ts';
import { MATRIX_NEW_PASSWORD, MATRIX_PASSWORD } from './role-contexts.ts';
import { everyone, ownOrAny, signedIn, type MatrixRow } from './matrix-rules.ts';

/**
 * The caller's own account: who they are (accounts), its lifecycle (account-lifecycle), sessions,
 * contact data, password and preferences (account-settings), two-factor sign-in (two-factor).
 */
export const ACCOUNT_ROWS: Readonly<Record<string, MatrixRow>> = {
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
        password: MATRIX_NEW_PASSWORD,
        passwordRepeat: MATRIX_NEW_PASSWORD,
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
};
