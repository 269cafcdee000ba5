import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { multipart } from '../../modules/media/test-files.ts';
import { everyone, signedIn, type MatrixRow, type RowContext, publishing } from './matrix-rules.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/**
 * Runs `setup` for a community-banned caller with the ban lifted (a banned caller cannot write or
 * upload; the rows test what the ban leaves them: taking back and reading), then bans again.
 */
async function withBanLifted<T>({ app, actor }: RowContext, setup: () => Promise<T>): Promise<T> {
  if (actor.role !== 'banned' || !actor.account) return setup();
  const { db } = app.database;
  const banned = eq(users.id, actor.account.id);
  await db.update(users).set({ communityBanUntil: null }).where(banned);
  try {
    return await setup();
  } finally {
    const nextYear = new Date(Date.now() + 365 * 86_400_000);
    await db.update(users).set({ communityBanUntil: nextYear }).where(banned);
  }
}

/**
 * A conversation of the caller (for the visitor and a dead session: of somebody) with a fresh
 * partner; with `replied`, the partner has answered, so the caller may attach (a prior contacter).
 */
function conversationOf(
  context: RowContext,
  replied: boolean,
): Promise<{ id: string; token: string }> {
  return withBanLifted(context, () => startConversation(context, replied));
}

async function startConversation(
  { app, fx, actor }: RowContext,
  replied: boolean,
): Promise<{ id: string; token: string }> {
  const live = actor.account && actor.token && actor.role !== 'deactivated';
  const token = live && actor.token ? actor.token : (await fx.createSignedInAccount()).token;
  const partner = await fx.createSignedInAccount({ type: 'musician' });
  const started = await app.inject({
    method: 'POST',
    url: '/api/messaging/conversations',
    headers: { authorization: `Bearer ${token}` },
    payload: { to: { kind: 'user', id: partner.id }, text: 'Matrix' },
  });
  const id = started.json<{ conversation: { id: string } }>().conversation.id;
  if (replied) {
    await app.inject({
      method: 'POST',
      url: `/api/messaging/conversations/${id}/messages`,
      headers: { authorization: `Bearer ${partner.token}` },
      payload: { text: 'Antwort' },
    });
  }
  return { id, token };
}

const pdfUpload = (conversationId: string) => {
  const { payload, headers } = multipart({}, { fileName: 'matrix.pdf', data: PDF });
  return {
    url: `/api/messaging/conversations/${conversationId}/attachments`,
    body: payload,
    headers,
  };
};

/** A pending upload of the caller (of somebody for the visitor and a dead session). */
function uploadOf(context: RowContext) {
  return withBanLifted(context, () => upload(context));
}

async function upload(context: RowContext) {
  const conversation = await startConversation(context, true);
  const { body, headers, url } = pdfUpload(conversation.id);
  const response = await context.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, authorization: `Bearer ${conversation.token}` },
    payload: body,
  });
  return response.json<{ attachment: { id: string; url: string } }>().attachment;
}

/** The authorization matrix rows of chat attachments (merged into ROUTE_MATRIX). */
export const MESSAGING_ATTACHMENT_ROWS: Readonly<Record<string, MatrixRow>> = {
  'POST /api/messaging/conversations/:id/attachments': publishing({
    request: async (context) => pdfUpload((await conversationOf(context, true)).id),
    expect: signedIn(200),
    note:
      'The partner has written: the caller answers a prior contacter with a file; an upload ' +
      'publishes, so a community ban refuses it.',
  }),
  'POST /api/messaging/conversations/:id/attachments (no contact, no reply)': publishing({
    request: async (context) => pdfUpload((await conversationOf(context, false)).id),
    expect: signedIn(403),
    codes: {
      musician: 'messaging.attachments_contacts_only',
      pageOwner: 'messaging.attachments_contacts_only',
    },
    note: 'Spec: chat attachments only go to confirmed contacts or prior contacters.',
  }),
  'DELETE /api/messaging/attachments/:id': {
    request: async (context) => ({
      url: `/api/messaging/attachments/${(await uploadOf(context)).id}`,
    }),
    expect: signedIn(200),
    note: 'The caller takes back their own upload not sent yet.',
  },
  'GET /api/messaging/attachments/:id/:variant': {
    request: async (context) => ({ url: (await uploadOf(context)).url }),
    expect: everyone(200),
    note:
      'A signed url is the credential (an <img> sends no bearer token): only the users of the ' +
      'two sides are handed one, and it expires within two hours.',
  },
  'GET /api/messaging/attachments/:id/:variant (forged signature)': {
    request: async (context) => {
      const url = new URL((await uploadOf(context)).url, 'http://matrix');
      url.searchParams.set('signature', 'A'.repeat(43));
      return { url: url.pathname + url.search };
    },
    expect: everyone(404),
  },
};
