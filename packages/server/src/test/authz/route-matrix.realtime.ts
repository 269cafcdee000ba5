import { everyone, type MatrixRow } from './matrix-rules.ts';

/**
 * The authorization matrix rows of the realtime socket (merged into ROUTE_MATRIX). `GET /api/ws`
 * is a WebSocket: a plain HTTP request (no upgrade) is answered 404 whoever asks. Who may open a
 * socket (a ticket or the first `auth` frame, 4401 otherwise) is tested over real sockets in
 * `platform/realtime/realtime.integration.test.ts`.
 */
export const REALTIME_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/ws': {
    request: () => ({ url: '/api/ws' }),
    expect: everyone(404),
    note: 'A socket, not a resource: without the upgrade there is nothing here.',
  },
};
