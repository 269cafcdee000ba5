import { createHash, randomBytes } from 'node:crypto';
import {
  pageBlocks,
  pageInvites,
  pageMembers,
  pageOwnershipRequests,
  pages,
} from '../../db/schema/index.ts';
import {
  everyone,
  pageRole,
  signedIn,
  type Cells,
  type MatrixRow,
  type RowContext,
} from './matrix-rules.ts';

/** The actor's page when it has one, else a fresh band of someone else. */
const pageOf = async ({ actor, fx }: RowContext): Promise<string> =>
  actor.page?.id ?? (await fx.createPage()).id;

/** A fresh musician put into the page's team as a member. */
async function memberOf(context: RowContext, pageId: string): Promise<string> {
  const account = await context.fx.createAccount();
  await context.fx.addPageMember(pageId, account.id, 'member');
  return account.id;
}

/** A live invite link of the page whose token the caller knows. */
async function inviteOf({ app }: RowContext, pageId: string) {
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

async function venueOf({ app, fx }: RowContext): Promise<string> {
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
  'POST /api/pages': {
    request: () => ({
      url: '/api/pages',
      payload: { kind: 'artist', artistForm: 'band', name: 'Matrix Band', genres: ['rock'] },
    }),
    expect: signedIn(201),
  },
  'PATCH /api/pages/:id': {
    request: async (context) => ({
      url: `/api/pages/${await pageOf(context)}`,
      payload: { description: 'Neu beschrieben' },
    }),
    expect: pageRole('pageAdmin'),
  },
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
  'POST /api/pages/:id/join': {
    request: async ({ fx }) => ({ url: `/api/pages/${(await fx.createPage()).id}/join` }),
    expect: signedIn(200),
    note: 'Anyone signed in joins a page as a member unless blocked.',
  },
  'POST /api/pages/:id/team': {
    request: async (context) => ({
      url: `/api/pages/${await pageOf(context)}/team`,
      payload: { userId: (await context.fx.createAccount()).id, role: 'team' },
    }),
    expect: pageRole('pageAdmin', 201),
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
  'GET /api/pages/:id/blocks': {
    request: async (context) => ({ url: `/api/pages/${await pageOf(context)}/blocks` }),
    expect: pageRole('pageAdmin'),
  },
  'POST /api/pages/:id/blocks/:userId': {
    request: async (context) => {
      const pageId = await pageOf(context);
      return { url: `/api/pages/${pageId}/blocks/${await memberOf(context, pageId)}` };
    },
    expect: pageRole('pageAdmin'),
  },
  'DELETE /api/pages/:id/blocks/:userId': {
    request: async (context) => {
      const pageId = await pageOf(context);
      const blocked = (await context.fx.createAccount()).id;
      await context.app.database.db.insert(pageBlocks).values({ pageId, userId: blocked });
      return { url: `/api/pages/${pageId}/blocks/${blocked}` };
    },
    expect: pageRole('pageAdmin'),
  },
  'POST /api/pages/:id/transfer': {
    request: async (context) => {
      const pageId = await pageOf(context);
      return {
        url: `/api/pages/${pageId}/transfer`,
        payload: { userId: await memberOf(context, pageId) },
      };
    },
    expect: pageRole('pageOwner'),
  },

  // --- Ownership requests ---
  'POST /api/pages/:id/ownership-request': {
    request: async (context) => ({
      url: `/api/pages/${await pageOf(context)}/ownership-request`,
      payload: { message: 'Das ist unsere Band.' },
    }),
    expect: { ...signedIn(200), pageOwner: 409 },
    codes: { pageOwner: 'page.command_not_allowed' },
  },
  'DELETE /api/pages/:id/ownership-request': {
    request: async (context) => ({ url: `/api/pages/${await pageOf(context)}/ownership-request` }),
    expect: signedIn(200),
  },
  'GET /api/pages/:id/ownership-requests': {
    request: async (context) => ({ url: `/api/pages/${await pageOf(context)}/ownership-requests` }),
    expect: pageRole('pageOwner'),
  },
  'POST /api/pages/:id/ownership-requests/:userId/accept': {
    request: async (context) => {
      const pageId = await pageOf(context);
      const requester = (await context.fx.createAccount()).id;
      await context.app.database.db
        .insert(pageOwnershipRequests)
        .values({ pageId, userId: requester });
      return { url: `/api/pages/${pageId}/ownership-requests/${requester}/accept` };
    },
    expect: pageRole('pageOwner'),
  },
  'DELETE /api/pages/:id/ownership-requests/:userId': {
    request: async (context) => {
      const pageId = await pageOf(context);
      const requester = (await context.fx.createAccount()).id;
      await context.app.database.db
        .insert(pageOwnershipRequests)
        .values({ pageId, userId: requester });
      return { url: `/api/pages/${pageId}/ownership-requests/${requester}` };
    },
    expect: pageRole('pageOwner'),
  },

  // --- Invite links ---
  'POST /api/pages/:id/invites': {
    request: async (context) => ({
      url: `/api/pages/${await pageOf(context)}/invites`,
      payload: { role: 'member', expiresInDays: 7 },
    }),
    expect: pageRole('pageAdmin', 201),
  },
  'GET /api/pages/:id/invites': {
    request: async (context) => ({ url: `/api/pages/${await pageOf(context)}/invites` }),
    expect: pageRole('pageAdmin'),
  },
  'DELETE /api/pages/:id/invites/:inviteId': {
    request: async (context) => {
      const pageId = await pageOf(context);
      const invite = await inviteOf(context, pageId);
      return { url: `/api/pages/${pageId}/invites/${invite.id}` };
    },
    expect: pageRole('pageAdmin'),
  },
  'GET /api/pages/invites/:token': {
    request: async (context) => {
      const invite = await inviteOf(context, (await context.fx.createPage()).id);
      return { url: `/api/pages/invites/${invite.token}` };
    },
    expect: signedIn(200),
  },
  'POST /api/pages/invites/:token/accept': {
    request: async (context) => {
      const invite = await inviteOf(context, (await context.fx.createPage()).id);
      return { url: `/api/pages/invites/${invite.token}/accept` };
    },
    expect: signedIn(200),
  },
};
