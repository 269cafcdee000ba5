import { forumComments, forumTopics } from '../../db/schema/index.ts';
import type { RowContext } from './matrix-rules.ts';
import { publishing, signedIn, siteAdmin, type MatrixRow } from './matrix-rules.ts';

/** A category the migration creates. */
const CATEGORY_ID = 'fcatallg01';

/** A topic written (straight into the table, so bans do not stop it) by the caller or anyone. */
async function topicOf({ app, fx, actor }: RowContext): Promise<string> {
  const authorUserId = actor.account?.id ?? (await fx.createAccount()).id;
  const [row] = await app.database.db
    .insert(forumTopics)
    .values({ categoryId: CATEGORY_ID, authorUserId, title: 'Matrix', body: 'Text' })
    .returning({ id: forumTopics.id });
  if (!row) throw new Error('no topic');
  return row.id;
}

/** A comment of the caller (or anyone's) in a topic of someone else. */
async function commentOf(context: RowContext): Promise<string> {
  const topicId = await topicOf({ ...context, actor: { ...context.actor, account: null } });
  const authorUserId = context.actor.account?.id ?? (await context.fx.createAccount()).id;
  const [row] = await context.app.database.db
    .insert(forumComments)
    .values({ topicId, authorUserId, body: 'Kommentar' })
    .returning({ id: forumComments.id });
  if (!row) throw new Error('no comment');
  return row.id;
}

const someonesTopic = (context: RowContext) =>
  topicOf({ ...context, actor: { ...context.actor, account: null } });

/** The authorization matrix rows of the forum routes (merged into ROUTE_MATRIX). */
export const FORUM_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/forum/categories': {
    request: () => ({ url: '/api/forum/categories' }),
    expect: signedIn(200),
    note: 'The forum is for members only.',
  },
  'PUT /api/forum/categories/:id/moderators': {
    request: () => ({
      url: `/api/forum/categories/${CATEGORY_ID}/moderators`,
      payload: { userIds: [] },
    }),
    ...siteAdmin(200),
  },
  'GET /api/forum/topics': {
    request: () => ({ url: '/api/forum/topics?sort=newest' }),
    expect: signedIn(200),
  },
  'POST /api/forum/topics': publishing({
    request: () => ({
      url: '/api/forum/topics',
      payload: { categoryId: CATEGORY_ID, title: 'Neues Thema', body: 'Hallo', tags: ['test'] },
    }),
    expect: signedIn(200),
  }),
  'GET /api/forum/topics/:id': {
    request: async (context) => ({ url: `/api/forum/topics/${await someonesTopic(context)}` }),
    expect: signedIn(200),
  },
  'PUT /api/forum/topics/:id (own)': publishing({
    request: async (context) => ({
      url: `/api/forum/topics/${await topicOf(context)}`,
      payload: { categoryId: CATEGORY_ID, title: 'Geändert', body: 'Neu', tags: [] },
    }),
    expect: signedIn(200),
  }),
  'DELETE /api/forum/topics/:id (own)': {
    request: async (context) => ({ url: `/api/forum/topics/${await topicOf(context)}` }),
    expect: signedIn(200),
    note: 'Deleting publishes nothing: a community ban does not stop it.',
  },
  'PUT /api/forum/topics/:id/follow': {
    request: async (context) => ({
      url: `/api/forum/topics/${await someonesTopic(context)}/follow`,
    }),
    expect: signedIn(200),
  },
  'DELETE /api/forum/topics/:id/follow': {
    request: async (context) => ({
      url: `/api/forum/topics/${await someonesTopic(context)}/follow`,
    }),
    expect: signedIn(200),
  },
  'GET /api/forum/topics/:id/comments': {
    request: async (context) => ({
      url: `/api/forum/topics/${await someonesTopic(context)}/comments`,
    }),
    expect: signedIn(200),
  },
  'POST /api/forum/topics/:id/comments': publishing({
    request: async (context) => ({
      url: `/api/forum/topics/${await someonesTopic(context)}/comments`,
      payload: { body: 'Guter Punkt!' },
    }),
    expect: signedIn(200),
  }),
  'PUT /api/forum/comments/:id (own)': publishing({
    request: async (context) => ({
      url: `/api/forum/comments/${await commentOf(context)}`,
      payload: { body: 'Korrigiert' },
    }),
    expect: signedIn(200),
  }),
  'DELETE /api/forum/comments/:id (own)': {
    request: async (context) => ({ url: `/api/forum/comments/${await commentOf(context)}` }),
    expect: signedIn(200),
  },
};
