import { everyone, type MatrixRow } from './matrix-rules.ts';

/** The authorization matrix rows of the directory (merged into ROUTE_MATRIX). */
export const DIRECTORY_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/directory/:list': {
    request: () => ({ url: '/api/directory/musicians?sort=newest' }),
    expect: everyone(200),
    note: 'Read-only and open: visitors see public profiles only, contacts also private ones.',
  },
};
