import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { RowContext } from './matrix-rules.ts';
import { signedIn, type MatrixRow, publishing } from './matrix-rules.ts';

/** A conversation of the caller (they wrote to a fresh account); for the visitor, somebody's. */
async function conversationOf({
  app,
  fx,
  actor,
}: RowContext): Promise<{ id: string; messageId: string }> {
  const writer = actor.account && actor.token ? actor : null;
  const token = writer?.token ?? (await fx.createSignedInAccount({ type: 'musician' })).token;
  const partner = await fx.createAccount({ type: 'musician' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/messaging/conversations',
    headers: { authorization: `Bearer ${token}` },
    payload: { to: { kind: 'user', id: partner.id }, text: 'Matrix' },
  });
  if (response.statusCode === 403 && writer?.account && actor.role === 'banned') {
    // A community-banned caller cannot write: its conversation is written while the ban is off.
    const { db } = app.database;
    const banned = eq(users.id, writer.account.id);
    await db.update(users).set({ communityBanUntil: null }).where(banned);
    try {
      return await conversationOf({ app, fx, actor: { ...actor, role: 'musician' } });
    } finally {
      const nextYear = new Date(Date.now() + 365 * 86_400_000);
      await db.update(users).set({ communityBanUntil: nextYear }).where(banned);
    }
  }
  if (response.statusCode !== 200) {
    // The deactivated caller cannot write: somebody else's conversation serves.
    return conversationOf({ app, fx, actor: { ...actor, account: null, token: null } });
  }
  const body = response.json<{ conversation: { id: string }; message: { id: string } }>();
  return { id: body.conversation.id, messageId: body.message.id };
}

/** The authorization matrix rows of the messaging routes (merged into ROUTE_MATRIX). */
export const MESSAGING_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/messaging/conversations': {
    request: () => ({ url: '/api/messaging/conversations' }),
    expect: signedIn(200),
  },
  'POST /api/messaging/conversations': publishing({
    request: async ({ fx }) => ({
      url: '/api/messaging/conversations',
      payload: { to: { kind: 'user', id: (await fx.createAccount()).id }, text: 'Hallo' },
    }),
    expect: signedIn(200),
  }),
  'POST /api/messaging/conversations (as a page)': publishing({
    request: async ({ fx, actor }) => ({
      url: '/api/messaging/conversations',
      payload: {
        as: { kind: 'page', id: actor.page?.id ?? (await fx.createPage()).id },
        to: { kind: 'user', id: (await fx.createAccount()).id },
        text: 'Hallo',
      },
    }),
    expect: signedIn(403),
    codes: {
      musician: 'messaging.not_a_sender',
      pageMember: 'messaging.not_a_sender',
      pageAdmin: 'messaging.not_a_sender',
      pageOwner: 'messaging.not_a_sender',
    },
    note:
      'Writing as a page needs its owner or admin, and a new conversation without a context ' +
      'offers no page as sender (spec section 6): everyone is refused here.',
  }),
  'GET /api/messaging/conversations/:id': {
    request: async (context) => ({
      url: `/api/messaging/conversations/${(await conversationOf(context)).id}`,
    }),
    expect: signedIn(200),
  },
  'PATCH /api/messaging/conversations/:id': {
    request: async (context) => ({
      url: `/api/messaging/conversations/${(await conversationOf(context)).id}`,
      payload: { archived: true },
    }),
    expect: signedIn(200),
  },
  'GET /api/messaging/conversations/:id (somebody else’s)': {
    request: async (context) => ({
      url: `/api/messaging/conversations/${
        (
          await conversationOf({
            ...context,
            actor: { ...context.actor, account: null, token: null },
          })
        ).id
      }`,
    }),
    expect: signedIn(404),
  },
  'GET /api/messaging/conversations/:id/messages': {
    request: async (context) => ({
      url: `/api/messaging/conversations/${(await conversationOf(context)).id}/messages`,
    }),
    expect: signedIn(200),
  },
  'POST /api/messaging/conversations/:id/messages': publishing({
    request: async (context) => ({
      url: `/api/messaging/conversations/${(await conversationOf(context)).id}/messages`,
      payload: { text: 'Noch was' },
    }),
    expect: signedIn(200),
  }),
  'POST /api/messaging/conversations/:id/read': {
    request: async (context) => {
      const conversation = await conversationOf(context);
      return {
        url: `/api/messaging/conversations/${conversation.id}/read`,
        payload: { upTo: conversation.messageId },
      };
    },
    expect: signedIn(200),
  },
  'DELETE /api/messaging/messages/:id': {
    request: async (context) => ({
      url: `/api/messaging/messages/${(await conversationOf(context)).messageId}`,
    }),
    expect: signedIn(200),
  },
  'GET /api/messaging/senders': {
    request: () => ({ url: '/api/messaging/senders' }),
    expect: signedIn(200),
  },
};
