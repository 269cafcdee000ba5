import { createHash, randomBytes } from 'node:crypto';
import { pageInvites, pageMembers, pageTeamRequests, pages } from '../../db/schema/index.ts';
import {
  everyone,
  pageRole,
  signedIn,
  type Cells,
  type MatrixRow,
  type RowContext,
  publishing,
} from './matrix-rules.ts';

/** The actor's page when it has one, else a fresh band of someone else. */
export const pageOf = async ({ actor, fx }: RowContext): Promise<string> =>
  actor.page?.id ?? (await fx.createPage()).id;

/** A fresh musician put into the page's team as a member. */
export async function memberOf(context: RowContext, pageId: string): Promise<string> {
  const account = await context.fx.createAccount();
  await context.fx.addPageMember(pageId, account.id, 'member');
  return account.id;
}

/** A live invite link of the page whose token the caller knows. */
export async function inviteOf({ app }: RowContext, pageId: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await app.database.db
    .insert(pageInvites)
    .values({
      pageId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      role: 'member',
      expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    })
    .returning({ id: pageInvites.id });
  if (!row) throw new Error('Inserting a matrix invite returned no row.');
  return { token, id: row.id };
}

/**
 * An open invitation (`kind: 'invitation'`) or join request of `userId` in a fresh page of
 * someone else; the page's id.
 */
export async function openIn(
  { app, fx }: RowContext,
  userId: string | undefined,
  kind: 'invitation' | 'request',
): Promise<string> {
  const page = await fx.createPage();
  if (userId) {
    await app.database.db
      .insert(pageTeamRequests)
      .values({ pageId: page.id, userId, kind, role: 'member', createdBy: page.ownerId });
  }
  return page.id;
}

/** A fresh musician's open join request to the page; their id. */
export async function requesterOf({ app, fx }: RowContext, pageId: string): Promise<string> {
  const requester = (await fx.createAccount()).id;
  await app.database.db
    .insert(pageTeamRequests)
    .values({ pageId, userId: requester, kind: 'request', role: 'member', createdBy: requester });
  return requester;
}

export async function venueOf({ app, fx }: RowContext): Promise<string> {
  const owner = await fx.createAccount();
  const [row] = await app.database.db
    .insert(pages)
    .values({ kind: 'location', name: 'Matrix Club', createdBy: owner.id })
    .returning({ id: pages.id });
  if (!row) throw new Error('Inserting a matrix venue returned no row.');
  await app.database.db
    .insert(pageMembers)
    .values({ pageId: row.id, userId: owner.id, role: 'owner', joinedVia: 'created' });
  return row.id;
}

const NOT_AFFILIATED: Cells = { ...signedIn(403) };
const NOT_AFFILIATED_CODES = Object.fromEntries(
  Object.entries(NOT_AFFILIATED)
    .filter(([, status]) => status === 403)
    .map(([role]) => [role, 'page.not_affiliated']),
) as MatrixRow['codes'];

/** The authorization matrix rows of the pages routes (merged into ROUTE_MATRIX). */
export const PAGES_ROWS: Readonly<Record<string, MatrixRow>> = {
  // --- Generic entity routes ---
  'GET /api/:type/:id (page: any page)': {
    request: async ({ fx }) => ({ url: `/api/page/${(await fx.createPage()).id}` }),
    expect: everyone(200),
  },
  'GET /api/:type/:id (organization: a band)': {
    request: async ({ fx }) => ({ url: `/api/organization/${(await fx.createPage()).id}` }),
    expect: everyone(200),
    note: 'Artist and organization pages are served as `organization`.',
  },
  'GET /api/:type/:id (location: a venue)': {
    request: async (context) => ({ url: `/api/location/${await venueOf(context)}` }),
    expect: everyone(200),
  },
  'DELETE /api/:type/:id (page: own or someone else)': {
    request: async (context) => ({ url: `/api/page/${await pageOf(context)}` }),
    expect: pageRole('pageOwner'),
  },
  'DELETE /api/:type/:id (organization: own or someone else)': {
    request: async (context) => ({ url: `/api/organization/${await pageOf(context)}` }),
    expect: pageRole('pageOwner'),
  },
  'DELETE /api/:type/:id (location: someone else)': {
    request: async (context) => ({ url: `/api/location/${await venueOf(context)}` }),
    expect: signedIn(403),
  },

  // --- Pages ---
  'POST /api/pages': publishing({
    request: () => ({
      url: '/api/pages',
      payload: { kind: 'artist', artistForm: 'band', name: 'Matrix Band', genres: ['rock'] },
    }),
    expect: signedIn(201),
  }),
  'PATCH /api/pages/:id': publishing({
    request: async (context) => ({
      url: `/api/pages/${await pageOf(context)}`,
      payload: { description: 'Neu beschrieben' },
    }),
    expect: pageRole('pageAdmin'),
  }),
  'DELETE /api/pages/:id': {
    request: async (context) => ({ url: `/api/pages/${await pageOf(context)}` }),
    expect: pageRole('pageOwner'),
  },
  'GET /api/pages/urlname/:urlname/availability': {
    request: () => ({ url: '/api/pages/urlname/matrix-free-address/availability' }),
    expect: signedIn(200),
  },
  'GET /api/resolve/:shortUrl': {
    request: async ({ fx }) => ({ url: `/api/resolve/${(await fx.createPage()).urlname}` }),
    expect: everyone(200),
  },
  'GET /api/pages/venues': {
    request: () => ({ url: '/api/pages/venues?q=halle' }),
    expect: signedIn(200),
  },
  'GET /api/user/pages': {
    request: () => ({ url: '/api/user/pages' }),
    expect: signedIn(200),
  },
  'GET /api/user/pages (x-object-user: a page the caller is not affiliated with)': {
    request: async ({ fx }) => ({
      url: '/api/user/pages',
      headers: { 'x-object-user': (await fx.createPage()).id },
    }),
    expect: NOT_AFFILIATED,
    codes: NOT_AFFILIATED_CODES,
    note: 'The object-user header is checked on every API call of a signed-in caller.',
  },
  'GET /api/user/pages (x-object-user: own page or someone else)': {
    request: async (context) => ({
      url: '/api/user/pages',
      headers: { 'x-object-user': await pageOf(context) },
    }),
    expect: pageRole('pageMember'),
    note: 'Members, admins and the owner are affiliated (spec section 6).',
  },
  'GET /api/user/following': {
    request: () => ({ url: '/api/user/following' }),
    expect: signedIn(200),
  },
  'POST /api/pages/:id/follow': {
    request: async ({ fx }) => ({ url: `/api/pages/${(await fx.createPage()).id}/follow` }),
    expect: signedIn(200),
  },
  'DELETE /api/pages/:id/follow': {
    request: async ({ fx }) => ({ url: `/api/pages/${(await fx.createPage()).id}/follow` }),
    expect: signedIn(200),
  },

  // --- Team ---
  'GET /api/pages/:id/team': {
    request: async (context) => ({ url: `/api/pages/${await pageOf(context)}/team` }),
    expect: pageRole('pageMember'),
  },
  'GET /api/pages/:id/team/pending': {
    request: async (context) => ({ url: `/api/pages/${await pageOf(context)}/team/pending` }),
    expect: pageRole('pageAdmin'),
    note: 'Open invitations and join requests: for the owner and admins, who answer them.',
  },
  'POST /api/pages/:id/team/invitations': {
    request: async (context) => ({
      url: `/api/pages/${await pageOf(context)}/team/invitations`,
      payload: { userId: (await context.fx.createAccount()).id, role: 'team' },
    }),
    expect: pageRole('pageAdmin', 201),
    note: 'The owner and admins invite; the user enters only when they accept.',
  },
  'DELETE /api/pages/:id/team/invitations/:userId': {
    request: async (context) => {
      const pageId = await pageOf(context);
      const invited = (await context.fx.createAccount()).id;
      await context.app.database.db.insert(pageTeamRequests).values({
        pageId,
        userId: invited,
        kind: 'invitation',
        role: 'member',
        createdBy: context.actor.account?.id ?? null,
      });
      return { url: `/api/pages/${pageId}/team/invitations/${invited}` };
    },
    expect: pageRole('pageAdmin'),
    note: "Any of the page's owner and admins withdraws the page's invitation.",
  },
  'POST /api/pages/:id/invitation/accept': {
    request: async (context) => ({
      url: `/api/pages/${await openIn(context, context.actor.account?.id, 'invitation')}/invitation/accept`,
    }),
    expect: signedIn(200),
    note: 'The invited user answers their own invitation.',
  },
  'POST /api/pages/:id/invitation/accept (not invited)': {
    request: async ({ fx }) => ({
      url: `/api/pages/${(await fx.createPage()).id}/invitation/accept`,
    }),
    expect: signedIn(404),
    codes: { musician: 'page.no_invitation', pageOwner: 'page.no_invitation' },
    note: 'Nobody enters a team through an invitation that was not sent to them.',
  },
  'POST /api/pages/:id/invitation/decline': {
    request: async (context) => ({
      url: `/api/pages/${await openIn(context, context.actor.account?.id, 'invitation')}/invitation/decline`,
    }),
    expect: signedIn(200),
  },
  'GET /api/user/page-invitations': {
    request: () => ({ url: '/api/user/page-invitations' }),
    expect: signedIn(200),
  },
  'POST /api/pages/:id/join-request': {
    request: async ({ fx }) => ({ url: `/api/pages/${(await fx.createPage()).id}/join-request` }),
    expect: signedIn(200),
    note: "Anyone signed in and not blocked asks to join; the page's owner or an admin answers.",
  },
  'POST /api/pages/:id/join-request (own page or someone else)': {
    request: async (context) => ({ url: `/api/pages/${await pageOf(context)}/join-request` }),
    expect: { ...signedIn(200), pageMember: 409, pageAdmin: 409, pageOwner: 409 },
    codes: {
      pageMember: 'page.already_in_team',
      pageAdmin: 'page.already_in_team',
      pageOwner: 'page.already_in_team',
    },
  },
  'DELETE /api/pages/:id/join-request': {
    request: async (context) => ({
      url: `/api/pages/${await openIn(context, context.actor.account?.id, 'request')}/join-request`,
    }),
    expect: signedIn(200),
    note: 'The user who asked withdraws their request.',
  },
  'POST /api/pages/:id/join-requests/:userId/approve': {
    request: async (context) => {
      const pageId = await pageOf(context);
      return {
        url: `/api/pages/${pageId}/join-requests/${await requesterOf(context, pageId)}/approve`,
      };
    },
    expect: pageRole('pageAdmin'),
  },
  'POST /api/pages/:id/join-requests/:userId/refuse': {
    request: async (context) => {
      const pageId = await pageOf(context);
      return {
        url: `/api/pages/${pageId}/join-requests/${await requesterOf(context, pageId)}/refuse`,
      };
    },
    expect: pageRole('pageAdmin'),
  },
  'PUT /api/pages/:id/team/:userId/role': {
    request: async (context) => {
      const pageId = await pageOf(context);
      return {
        url: `/api/pages/${pageId}/team/${await memberOf(context, pageId)}/role`,
        payload: { role: 'admin' },
      };
    },
    expect: pageRole('pageOwner'),
    note: 'Only the owner appoints admins.',
  },
  'DELETE /api/pages/:id/team/:userId': {
    request: async (context) => {
      const pageId = await pageOf(context);
      return { url: `/api/pages/${pageId}/team/${await memberOf(context, pageId)}` };
    },
    expect: pageRole('pageAdmin'),
  },
  'DELETE /api/pages/:id/team/:userId (self: leave)': {
    request: async (context) => {
      const pageId = await pageOf(context);
      const self = context.actor.account?.id ?? (await context.fx.createAccount()).id;
      return { url: `/api/pages/${pageId}/team/${self}` };
    },
    expect: { ...signedIn(404), pageMember: 200, pageAdmin: 200, pageOwner: 422 },
    codes: { musician: 'page.not_in_team', pageOwner: 'page.owner_cannot_leave' },
    note: 'Members and admins remove themselves; the owner must transfer first.',
  },
};
