import { signedIn, type MatrixRow } from './matrix-rules.ts';

const OWN = 'reports.own_subject' as const;

/** The authorization matrix rows of the reports routes (merged into ROUTE_MATRIX). */
export const REPORTS_ROWS: Readonly<Record<string, MatrixRow>> = {
  'POST /api/reports': {
    request: async ({ fx }) => ({
      url: '/api/reports',
      payload: { subject: { kind: 'user', id: (await fx.createAccount()).id }, reason: 'spam' },
    }),
    expect: signedIn(200),
    note: 'Reporting is not publishing: a community ban does not stop it.',
  },
  'POST /api/reports (own profile)': {
    request: async ({ fx, actor }) => ({
      url: '/api/reports',
      payload: {
        subject: { kind: 'user', id: actor.account?.id ?? (await fx.createAccount()).id },
        reason: 'spam',
      },
    }),
    expect: signedIn(422),
    codes: {
      private: OWN,
      musician: OWN,
      moderator: OWN,
      admin: OWN,
      admin2fa: OWN,
      banned: OWN,
      pageMember: OWN,
      pageAdmin: OWN,
      pageOwner: OWN,
      gemaVerified: OWN,
    },
  },
  'GET /api/reports/mine': {
    request: () => ({ url: '/api/reports/mine' }),
    expect: signedIn(200),
  },
};
