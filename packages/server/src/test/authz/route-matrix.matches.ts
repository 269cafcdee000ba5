import { contactAds } from '../../db/schema/index.ts';
import { signedIn, type MatrixRow, type RowContext } from './matrix-rules.ts';

const DAY = 24 * 3600 * 1000;

/** A live contact ad of the actor (of a fresh account for the visitor) or of someone else. */
async function adOf({ app, fx, actor }: RowContext, whose: 'own' | 'other'): Promise<string> {
  const userId =
    whose === 'own' && actor.account ? actor.account.id : (await fx.createAccount()).id;
  const [row] = await app.database.db
    .insert(contactAds)
    .values({
      publisherUserId: userId,
      searchType: 1,
      title: 'Matrix band seeks a drummer',
      text: 'Text',
      instrumentsSearched: ['drums'],
      ambition: 4,
      remote: 3,
      expiresAt: new Date(Date.now() + 60 * DAY),
    })
    .returning({ id: contactAds.id });
  if (!row) throw new Error('Inserting a matrix contact ad returned no row.');
  return row.id;
}

/** The authorization matrix rows of the contact ads' matches (merged into ROUTE_MATRIX). */
export const MATCHES_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/contactads/matches': {
    request: () => ({ url: '/api/contactads/matches' }),
    expect: signedIn(200),
    note: 'The matches of my own live ads (none: an empty page).',
  },
  'GET /api/contactads/:id/matches (own)': {
    request: async (context) => ({
      url: `/api/contactads/${await adOf(context, 'own')}/matches`,
    }),
    expect: signedIn(200),
  },
  'GET /api/contactads/:id/matches (someone else)': {
    request: async (context) => ({
      url: `/api/contactads/${await adOf(context, 'other')}/matches`,
    }),
    expect: signedIn(403),
    note: "Another member's ad: its matches are its publisher's.",
  },
};
