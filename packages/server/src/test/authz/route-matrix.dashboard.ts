import { signedIn, type MatrixRow } from './matrix-rules.ts';

/** The authorization matrix rows of the dashboard (merged into ROUTE_MATRIX). */
export const DASHBOARD_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/user/dashboard': {
    request: () => ({ url: '/api/user/dashboard' }),
    expect: signedIn(200),
    note: 'Everyone signed in has a dashboard of their own; visitors are asked to sign in.',
  },
};
