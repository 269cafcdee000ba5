import { profiles } from '../../db/schema/index.ts';
import { everyone, signedIn, type MatrixRow, type RowContext, publishing } from './matrix-rules.ts';

/** A minimal valid profile for `PUT /api/user/profile`. */
const PROFILE_INPUT = {
  firstname: 'Matrix',
  lastname: 'Person',
  name: 'Matrix Person',
  birthday: '1990-06-15',
  showAge: true,
  gender: null,
  pronouns: null,
  instruments: ['drums'],
  professional: false,
  cityId: 2950159, // Berlin, from the shipped city list
  description: 'Schlagzeug seit 2005.',
  links: [{ url: 'https://matrix-person.example.org' }],
  gear: [],
  releases: [],
  gigs: [],
  visibility: 'public',
  gemaBadge: 'public',
};

/** Makes the account's profile private (the row is made if there is none yet). */
async function makePrivate({ app }: RowContext, userId: string): Promise<void> {
  await app.database.db
    .insert(profiles)
    .values({ userId, visibility: 'private' })
    .onConflictDoUpdate({ target: profiles.userId, set: { visibility: 'private' } });
}

/** The authorization matrix rows of the profiles routes (merged into ROUTE_MATRIX). */
export const PROFILES_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/user/profile': {
    request: () => ({ url: '/api/user/profile' }),
    expect: signedIn(200),
    note: 'Everyone signed in has a personal profile (empty until the first save).',
  },
  'PUT /api/user/profile': publishing({
    request: () => ({ url: '/api/user/profile', payload: PROFILE_INPUT }),
    expect: signedIn(200),
    note: 'Only the own profile can be written: there is no id in the route.',
  }),
  'GET /api/cities': {
    request: () => ({ url: '/api/cities?q=K%C3%B6ln&limit=5' }),
    expect: everyone(200),
  },
  'GET /api/:type/:id (user: private profile of someone else)': {
    request: async (context) => {
      const owner = await context.fx.createAccount();
      await makePrivate(context, owner.id);
      return { url: `/api/user/${owner.id}` };
    },
    expect: everyone(404),
    codes: { visitor: 'request.entity_not_found', musician: 'request.entity_not_found' },
    note:
      'A private profile is visible only to its owner until contacts exist ' +
      '(canSeePrivateProfile); others get 404 so that nothing leaks.',
  },
  'GET /api/:type/:id (user: own private profile)': {
    request: async (context) => {
      const owner = context.actor.account ?? (await context.fx.createAccount());
      await makePrivate(context, owner.id);
      return { url: `/api/user/${owner.id}` };
    },
    expect: { ...everyone(200), visitor: 404, deactivated: 404 },
    note: "The owner sees it; the visitor asks for someone else's; a deactivated account is gone.",
  },
};
