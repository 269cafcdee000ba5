import { bookmarks } from '../../db/schema/index.ts';
import { signedIn, type MatrixRow, type RowContext } from './matrix-rules.ts';

let counter = 0;
const uniqueName = () => `Matrix ${Date.now().toString(36)}-${(counter += 1)}`;

/** A bookmark of the actor (of a fresh account for the visitor) or of someone else. */
async function bookmarkOf({ app, fx, actor }: RowContext, whose: 'own' | 'other') {
  const userId =
    whose === 'own' && actor.account ? actor.account.id : (await fx.createAccount()).id;
  const [row] = await app.database.db
    .insert(bookmarks)
    .values({ userId, name: uniqueName(), route: '/gigs', filter: { genre: 'jazz' } })
    .returning({ id: bookmarks.id });
  if (!row) throw new Error('Inserting a matrix bookmark returned no row.');
  return row.id;
}

const OTHER_NOTE = "Someone else's bookmark looks like one that does not exist.";

/** The authorization matrix rows of the bookmarks routes (merged into ROUTE_MATRIX). */
export const BOOKMARKS_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/bookmarks': {
    request: () => ({ url: '/api/bookmarks?route=%2Fgigs' }),
    expect: signedIn(200),
  },
  'POST /api/bookmarks': {
    request: () => ({
      url: '/api/bookmarks',
      payload: { name: uniqueName(), route: '/musikersuche', filter: { inst: ['git'] } },
    }),
    expect: signedIn(201),
  },
  'PATCH /api/bookmarks/:id (own)': {
    request: async (context) => ({
      url: `/api/bookmarks/${await bookmarkOf(context, 'own')}`,
      payload: { name: uniqueName() },
    }),
    expect: signedIn(200),
  },
  'PATCH /api/bookmarks/:id (own, alert)': {
    request: async (context) => ({
      url: `/api/bookmarks/${await bookmarkOf(context, 'own')}`,
      payload: { alert: true },
    }),
    expect: signedIn(200),
  },
  'PATCH /api/bookmarks/:id (someone else)': {
    request: async (context) => ({
      url: `/api/bookmarks/${await bookmarkOf(context, 'other')}`,
      payload: { name: uniqueName() },
    }),
    expect: signedIn(404),
    note: OTHER_NOTE,
  },
  'DELETE /api/bookmarks/:id (own)': {
    request: async (context) => ({ url: `/api/bookmarks/${await bookmarkOf(context, 'own')}` }),
    expect: signedIn(200),
  },
  'DELETE /api/bookmarks/:id (someone else)': {
    request: async (context) => ({ url: `/api/bookmarks/${await bookmarkOf(context, 'other')}` }),
    expect: signedIn(404),
    note: OTHER_NOTE,
  },
};
