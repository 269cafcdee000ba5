import { signedIn, type MatrixRow, publishing } from './matrix-rules.ts';

const NOT_MUSICIAN = 'contacts.public_profile_required' as const;

/** The authorization matrix rows of the contacts routes (merged into ROUTE_MATRIX). */
export const CONTACTS_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/user/contacts': {
    request: () => ({ url: '/api/user/contacts?list=incoming' }),
    expect: signedIn(200),
  },
  'GET /api/user/contacts/:userId': {
    request: async ({ fx }) => ({ url: `/api/user/contacts/${(await fx.createAccount()).id}` }),
    expect: signedIn(200),
  },
  'POST /api/user/contacts/:userId (request)': publishing({
    request: async ({ fx }) => ({
      url: `/api/user/contacts/${(await fx.createAccount()).id}`,
      payload: { command: 'request' },
    }),
    expect: signedIn(200, {
      private: 422,
      moderator: 422,
      admin: 422,
      admin2fa: 422,
    }),
    codes: {
      private: NOT_MUSICIAN,
      moderator: NOT_MUSICIAN,
      admin: NOT_MUSICIAN,
    },
    note:
      'A contact request needs a public musician profile: the private accounts (moderator and ' +
      'admins here too) are refused. A community ban refuses it too (the posting guard).',
  }),
  'POST /api/user/contacts/:userId (block)': {
    request: async ({ fx }) => ({
      url: `/api/user/contacts/${(await fx.createAccount()).id}`,
      payload: { command: 'block' },
    }),
    expect: signedIn(200),
  },
};
