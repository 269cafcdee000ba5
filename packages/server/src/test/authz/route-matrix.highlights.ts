import { highlights } from '../../db/schema/index.ts';
import { everyone, publishing, signedIn, type MatrixRow, type RowContext } from './matrix-rules.ts';

/**
 * Editors of the highlights: site moderators and admins with two-factor sign-in; 401 without a
 * live session, 403 for every other role and for the admin without two-factor sign-in.
 */
const editor = (status: number): Pick<MatrixRow, 'expect' | 'codes'> => ({
  expect: { ...signedIn(403), moderator: status, admin2fa: status },
  codes: {
    private: 'auth.forbidden',
    musician: 'auth.forbidden',
    pageMember: 'auth.forbidden',
    pageAdmin: 'auth.forbidden',
    pageOwner: 'auth.forbidden',
    gemaVerified: 'auth.forbidden',
    admin: 'auth.two_factor_setup_required',
  },
});

/** A highlight of a fresh venue page, straight in the table; answers its id. */
async function highlightOf({ app, fx }: RowContext): Promise<string> {
  const page = await fx.createPage({ kind: 'location' });
  const [row] = await app.database.db
    .insert(highlights)
    .values({ kind: 'page', subjectId: page.id, note: null, position: 1 })
    .returning({ id: highlights.id });
  if (!row) throw new Error('no highlight');
  return row.id;
}

/** The authorization matrix rows of the highlights and the fair-pay figures. */
export const HIGHLIGHTS_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/pages/:id/fair-pay': {
    request: async ({ fx }) => ({
      url: `/api/pages/${(await fx.createPage({ kind: 'location' })).id}/fair-pay`,
    }),
    expect: everyone(200),
    note: 'Figures of bookings, public like the page; nothing below the minimum.',
  },
  'GET /api/highlights': {
    request: () => ({ url: '/api/highlights' }),
    expect: everyone(200),
    note: 'The public, shareable list.',
  },
  'GET /api/highlights/candidates': {
    request: () => ({ url: '/api/highlights/candidates?kind=page&q=Matrix' }),
    ...editor(200),
  },
  'POST /api/highlights': publishing({
    request: async ({ fx }) => ({
      url: '/api/highlights',
      payload: {
        kind: 'page',
        subjectId: (await fx.createPage({ kind: 'location' })).id,
        note: 'Ein Tipp',
      },
    }),
    ...editor(200),
  }),
  'POST /api/highlights/:id/move': {
    request: async (context) => ({
      url: `/api/highlights/${await highlightOf(context)}/move`,
      payload: { direction: 'up' },
    }),
    ...editor(200),
  },
  'DELETE /api/highlights/:id': {
    request: async (context) => ({ url: `/api/highlights/${await highlightOf(context)}` }),
    ...editor(200),
  },
};
