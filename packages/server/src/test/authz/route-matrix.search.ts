import { everyone, type MatrixRow } from './matrix-rules.ts';

/**
 * The authorization matrix rows of the search (merged into ROUTE_MATRIX). Open to everyone:
 * visitors search what is public (people, pages, offers); the forum's topics are searched for
 * signed-in members only, which the search's integration tests check (docs/decisions.md §60).
 */
export const SEARCH_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/search': {
    request: () => ({ url: '/api/search?q=Kulturhalle' }),
    expect: everyone(200),
  },
  'GET /api/search/suggest': {
    request: () => ({ url: '/api/search/suggest?q=Kultur' }),
    expect: everyone(200),
  },
};
