import { venueRatings } from '../../db/schema/index.ts';
import type { RowContext } from './matrix-rules.ts';
import { pageRole, publishing, signedIn, type MatrixRow } from './matrix-rules.ts';

/**
 * A live location in which the caller has the team role of their context (owner, admin, member),
 * or someone else's venue for every other caller.
 */
async function venueOf({ fx, actor }: RowContext): Promise<string> {
  if (!actor.page || !actor.account) return (await fx.createPage({ kind: 'location' })).id;
  if (actor.page.role === 'owner') {
    return (await fx.createPage({ ownerId: actor.account.id, kind: 'location' })).id;
  }
  const venue = await fx.createPage({ kind: 'location' });
  await fx.addPageMember(venue.id, actor.account.id, actor.page.role);
  return venue.id;
}

const someonesVenue = async ({ fx }: RowContext) => (await fx.createPage({ kind: 'location' })).id;

/** A rating (straight into the table) of the venue by the rater (a fresh member when not given). */
async function ratingOf(context: RowContext, venuePageId: string, raterUserId?: string) {
  const rater = raterUserId ?? (await context.fx.createAccount()).id;
  const [row] = await context.app.database.db
    .insert(venueRatings)
    .values({
      venuePageId,
      raterUserId: rater,
      organisation: 4,
      sound: 3,
      hospitality: 5,
      payReliability: 4,
      audience: 2,
      text: 'Gute Location',
    })
    .returning({ id: venueRatings.id });
  if (!row) throw new Error('no venue rating');
  return row.id;
}

const RATING = {
  scores: { organisation: 4, sound: 4, hospitality: 5, payReliability: 3, audience: 4 },
  text: 'Netter Laden, guter Sound.',
};

/** The authorization matrix rows of the venues routes (merged into ROUTE_MATRIX). */
export const VENUES_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/location/:id/facts': {
    request: async (context) => ({ url: `/api/location/${await someonesVenue(context)}/facts` }),
    expect: signedIn(200),
    note: 'Members only: the factsheet carries the booking contact.',
  },
  'PUT /api/location/:id/facts': publishing({
    request: async (context) => ({
      url: `/api/location/${await venueOf(context)}/facts`,
      payload: { capacity: 250, newcomerFriendly: true, rental: 'whole' },
    }),
    expect: pageRole('pageAdmin'),
    note: "The venue page's owner and admins write its factsheet.",
  }),
  'GET /api/location/:id/ratings': {
    request: async (context) => ({ url: `/api/location/${await someonesVenue(context)}/ratings` }),
    expect: signedIn(200),
  },
  'GET /api/location/:id/my-rating': {
    request: async (context) => ({
      url: `/api/location/${await someonesVenue(context)}/my-rating`,
    }),
    expect: signedIn(200),
  },
  'POST /api/location/:id/ratings': publishing({
    request: async (context) => ({
      url: `/api/location/${await someonesVenue(context)}/ratings`,
      payload: RATING,
    }),
    expect: signedIn(201),
    note: 'Any member outside the venue team rates it; verified only after a confirmed gig.',
  }),
  'PUT /api/locationrating/:id (own)': publishing({
    request: async (context) => {
      const venue = await someonesVenue(context);
      return {
        url: `/api/locationrating/${await ratingOf(context, venue, context.actor.account?.id)}`,
        payload: RATING,
      };
    },
    expect: signedIn(200),
  }),
  'PUT /api/locationrating/:id/statement': publishing({
    request: async (context) => ({
      url: `/api/locationrating/${await ratingOf(context, await venueOf(context))}/statement`,
      payload: { text: 'Danke für das Feedback!' },
    }),
    expect: pageRole('pageAdmin'),
    note: "The venue page's owner and admins answer a rating of their venue.",
  }),
  'GET /api/:type/:id (locationrating: someone else)': {
    request: async (context) => ({
      url: `/api/locationrating/${await ratingOf(context, await someonesVenue(context))}`,
    }),
    expect: signedIn(200),
  },
  'DELETE /api/:type/:id (locationrating: own)': {
    request: async (context) => {
      const venue = await someonesVenue(context);
      return {
        url: `/api/locationrating/${await ratingOf(context, venue, context.actor.account?.id)}`,
      };
    },
    expect: signedIn(200),
    note: 'Deleting publishes nothing: a community ban does not stop it.',
  },
  'DELETE /api/:type/:id (locationrating: someone else)': {
    request: async (context) => ({
      url: `/api/locationrating/${await ratingOf(context, await someonesVenue(context))}`,
    }),
    expect: signedIn(403),
  },
};
