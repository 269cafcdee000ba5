import { pageBlocks, pageOwnershipRequests } from '../../db/schema/index.ts';
import { pageRole, signedIn, type MatrixRow, publishing } from './matrix-rules.ts';
import { inviteOf, memberOf, pageOf } from './route-matrix.pages.ts';

/** The pages' administration routes: blocks, ownership transfer and requests, invite links. */
export const PAGE_ADMIN_ROWS: Readonly<Record<string, MatrixRow>> = {
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
  'POST /api/pages/:id/ownership-request': publishing({
    request: async (context) => ({
      url: `/api/pages/${await pageOf(context)}/ownership-request`,
      payload: { message: 'Das ist unsere Band.' },
    }),
    expect: { ...signedIn(200), pageOwner: 409 },
    codes: { pageOwner: 'page.command_not_allowed' },
  }),
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
