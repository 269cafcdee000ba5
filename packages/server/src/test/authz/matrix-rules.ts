import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '@backline/domain';
import type { ActiveRole, Actor, Fixtures } from './role-contexts.ts';

/**
 * The types, the cell rules and the shared sample helpers of the authorization matrix
 * (`route-matrix.ts`), apart from the table so that each capability can keep its rows in its own
 * file (`route-matrix.<area>.ts`).
 */

/** One request, as `app.inject` takes it (method comes from the key). */
export type MatrixRequest = {
  url: string;
  payload?: Record<string, unknown>;
  /** A raw body (multipart uploads, with their content-type in `headers`); wins over `payload`. */
  body?: Buffer | string;
  headers?: Record<string, string>;
};

export type RowContext = {
  app: FastifyInstance;
  fx: Fixtures;
  /** The caller of this cell: a fresh account in its context (none for the visitor). */
  actor: Actor;
};

export type Cells = Readonly<Record<ActiveRole, number>>;

export type Defect = { actual: number; reported: string };

export type MatrixRow = {
  request: (context: RowContext) => Promise<MatrixRequest> | MatrixRequest;
  expect: Cells;
  /** Why the cells are what they are, when not obvious. */
  note?: string;
  /** Error codes some cells must answer (every 401 must be `auth.required` in any case). */
  codes?: Partial<Record<ActiveRole, ErrorCode>>;
  /** Cells where the product is known to answer wrongly (see the header). */
  defects?: Partial<Record<ActiveRole, Defect>>;
  /**
   * The request publishes what the caller writes: its route has `config: { publishes }`, and the
   * community-banned caller gets 403 `moderation.community_ban` (use `publishing(row)`).
   */
  publishes?: true;
};

// ---- Rules -------------------------------------------------------------------------------------

/** Everyone gets `status`: public routes (a token, even a dead one, changes nothing). */
export const everyone = (status: number): Cells => ({
  visitor: status,
  private: status,
  musician: status,
  moderator: status,
  admin: status,
  admin2fa: status,
  banned: status,
  deactivated: status,
  pageMember: status,
  pageAdmin: status,
  pageOwner: status,
  gemaVerified: status,
});

/** Signed in: visitors and dead tokens (deactivated) 401, everyone else `status`. */
export const signedIn = (status: number, overrides: Partial<Cells> = {}): Cells => ({
  ...everyone(status),
  visitor: 401,
  deactivated: 401,
  ...overrides,
});

/**
 * Site administrators with two-factor sign-in only: 401 without a live session, 403 for every
 * other role and for an administrator who has not switched two-factor sign-in on.
 */
export const siteAdmin = (status: number): Pick<MatrixRow, 'expect' | 'codes'> => ({
  expect: {
    visitor: 401,
    private: 403,
    musician: 403,
    moderator: 403,
    admin: 403,
    admin2fa: status,
    banned: 403,
    deactivated: 401,
    pageMember: 403,
    pageAdmin: 403,
    pageOwner: 403,
    gemaVerified: 403,
  },
  codes: {
    private: 'auth.forbidden',
    musician: 'auth.forbidden',
    moderator: 'auth.forbidden',
    banned: 'auth.forbidden',
    pageMember: 'auth.forbidden',
    pageAdmin: 'auth.forbidden',
    pageOwner: 'auth.forbidden',
    gemaVerified: 'auth.forbidden',
    admin: 'auth.two_factor_setup_required',
  },
});

/**
 * A page route: `status` for the page roles at or above `least` (owner > admin > member), 403
 * for every other signed-in caller, 401 without a live session. The row's request must use the
 * actor's own page (`actor.page`) when it has one, else a fresh page of someone else.
 */
export const pageRole = (least: 'pageMember' | 'pageAdmin' | 'pageOwner', status = 200): Cells => {
  const ranks = ['pageMember', 'pageAdmin', 'pageOwner'] as const;
  const allowed = ranks.slice(ranks.indexOf(least));
  return {
    ...signedIn(403),
    ...Object.fromEntries(allowed.map((role) => [role, status])),
  };
};

/**
 * A row of a publishing route (`config: { publishes }`, plugins/publishing-guard.ts): whatever
 * the other cells say, the community-banned caller is refused with `moderation.community_ban`.
 */
export const publishing = (row: MatrixRow): MatrixRow => ({
  ...row,
  publishes: true,
  expect: { ...row.expect, banned: 403 },
  codes: { ...row.codes, banned: 'moderation.community_ban' },
});

// ---- Samples -----------------------------------------------------------------------------------

/** The caller's own account, or (for the visitor) somebody's, so the route sees a real object. */
export async function ownOrAny({ actor, fx }: RowContext) {
  return actor.account ?? (await fx.createAccount());
}
