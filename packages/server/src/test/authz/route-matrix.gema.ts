import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { gemaVerifications } from '../../db/schema/index.ts';
import { everyone, signedIn, type MatrixRow, type RowContext } from './matrix-rules.ts';

let counter = 0;
/** An 8-digit member number nobody else in this run uses. */
const uniqueMemberNumber = () =>
  String(20_000_000 + ((process.pid * 10_000 + (counter += 1)) % 79_999_999));

/**
 * A pending verification (as `POST /api/gema/verifications` makes it) of the actor, or of a fresh
 * account for the visitor; answers its state.
 */
async function pendingVerification({ app, fx, actor }: RowContext): Promise<string> {
  const userId = actor.account?.id ?? (await fx.createAccount()).id;
  const state = randomBytes(32).toString('base64url');
  await app.database.db.insert(gemaVerifications).values({
    userId,
    memberNumber: uniqueMemberNumber(),
    provider: 'development',
    stateHash: createHash('sha256').update(state).digest('hex'),
    expiresAt: sql`now() + interval '30 minutes'`,
  });
  return state;
}

const societyQuery = async (context: RowContext) => {
  const state = await pendingVerification(context);
  const back = encodeURIComponent(`${context.app.config.appUrl}/user/gema`);
  return { state, back };
};

const SOCIETY_NOTE =
  "The development society's page: reached by a browser redirect without the token; the state " +
  'is the authority.';

/** The authorization matrix rows of the gema routes (merged into ROUTE_MATRIX). */
export const GEMA_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/gema': { request: () => ({ url: '/api/gema' }), expect: signedIn(200) },
  'POST /api/gema/verifications': {
    request: () => ({
      url: '/api/gema/verifications',
      payload: { memberNumber: uniqueMemberNumber() },
    }),
    expect: signedIn(200),
  },
  'POST /api/gema/complete': {
    request: async (context) => ({
      url: '/api/gema/complete',
      payload: { state: await pendingVerification(context), result: 'confirmed' },
    }),
    expect: signedIn(200),
    note: "The actor's own pending verification.",
  },
  'DELETE /api/gema': { request: () => ({ url: '/api/gema' }), expect: signedIn(200) },
  'PUT /api/gema/badge': {
    request: () => ({ url: '/api/gema/badge', payload: { visibility: 'gema' } }),
    expect: signedIn(200),
  },
  'GET /api/gema/dev-society': {
    request: async (context) => {
      const { state, back } = await societyQuery(context);
      return { url: `/api/gema/dev-society?state=${state}&return=${back}` };
    },
    expect: everyone(200),
    note: SOCIETY_NOTE,
  },
  'POST /api/gema/dev-society': {
    request: async (context) => {
      const { state } = await societyQuery(context);
      return {
        url: '/api/gema/dev-society',
        payload: {
          state,
          return: `${context.app.config.appUrl}/user/gema`,
          result: 'confirmed',
        },
      };
    },
    expect: everyone(303),
    note: SOCIETY_NOTE,
  },
};
