import type { ContactAdStatus } from '@backline/domain';
import { contactAds } from '../../db/schema/index.ts';
import type { RowContext } from './matrix-rules.ts';
import { everyone, pageRole, publishing, signedIn, type MatrixRow } from './matrix-rules.ts';

const DAY = 24 * 3600 * 1000;

/** A contact ad straight into the table: by `userId` (a fresh member when not given). */
async function adOf(
  context: RowContext,
  options: {
    userId?: string | undefined;
    pageId?: string | null;
    status?: ContactAdStatus;
    expiresInDays?: number;
  } = {},
): Promise<string> {
  const userId = options.userId ?? (await context.fx.createAccount()).id;
  const [row] = await context.app.database.db
    .insert(contactAds)
    .values({
      publisherUserId: userId,
      publisherPageId: options.pageId ?? null,
      searchType: 1,
      title: 'Band sucht Drummer',
      text: 'Wir proben wöchentlich.',
      ambition: 4,
      remote: 3,
      status: options.status ?? 'active',
      expiresAt: new Date(Date.now() + (options.expiresInDays ?? 30) * DAY),
    })
    .returning({ id: contactAds.id });
  if (!row) throw new Error('no contact ad');
  return row.id;
}

/** The caller's own ad (for the visitor: somebody's). */
const ownAd = (context: RowContext, options: Parameters<typeof adOf>[1] = {}) =>
  adOf(context, { ...options, userId: context.actor.account?.id });

/** An ad of the caller's page context (written by the page's owner), or of someone's page. */
async function pageAd(context: RowContext): Promise<string> {
  const { actor, fx } = context;
  const page = actor.page ? actor.page : await fx.createPage();
  const owner = actor.page?.role === 'owner' && actor.account ? actor.account.id : undefined;
  return adOf(context, { pageId: page.id, userId: owner });
}

const AD = {
  searchType: 2,
  title: 'Jam-Partner gesucht',
  text: 'Wer hat Lust auf Blues-Sessions?',
  instrumentsOffered: ['guitar'],
  instrumentsSearched: ['bass'],
  genres: ['blues'],
  ambition: 2,
  skill: 0,
  bandType: null,
  rehearsalSpace: false,
  mobile: true,
  songsAvailable: false,
  remote: 3,
  cityId: null,
  pictureIds: [],
  audioIds: [],
};

/** The authorization matrix rows of the contact ads (merged into ROUTE_MATRIX). */
export const CONTACTADS_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/contactads': {
    request: () => ({ url: '/api/contactads?type=1,2&remote=1' }),
    expect: everyone(200),
    note: 'Visitors read the listed ads (public data); the web decides what to show.',
  },
  'GET /api/contactads (my ads)': {
    request: () => ({ url: '/api/contactads?filter=myads' }),
    expect: signedIn(200),
  },
  'POST /api/contactads': publishing({
    request: () => ({ url: '/api/contactads', payload: AD }),
    expect: signedIn(201),
  }),
  'PUT /api/contactads/:id (own)': publishing({
    request: async (context) => ({ url: `/api/contactads/${await ownAd(context)}`, payload: AD }),
    expect: signedIn(200),
  }),
  'PUT /api/contactads/:id (page ad)': publishing({
    request: async (context) => ({
      url: `/api/contactads/${await pageAd(context)}`,
      payload: { ...AD, searchType: 1 },
    }),
    expect: pageRole('pageAdmin'),
    note: "A page's ad: its owner and admins manage it, plain members do not.",
  }),
  'POST /api/contactads/:id/pause': publishing({
    request: async (context) => ({ url: `/api/contactads/${await ownAd(context)}/pause` }),
    expect: signedIn(200),
  }),
  'POST /api/contactads/:id/resume': publishing({
    request: async (context) => ({
      url: `/api/contactads/${await ownAd(context, { status: 'paused' })}/resume`,
    }),
    expect: signedIn(200),
  }),
  'POST /api/contactads/:id/renew': publishing({
    request: async (context) => ({
      url: `/api/contactads/${await ownAd(context, { status: 'expired', expiresInDays: -1 })}/renew`,
    }),
    expect: signedIn(200),
  }),
  'POST /api/contactads/:id/pause (someone else)': publishing({
    request: async (context) => ({ url: `/api/contactads/${await adOf(context)}/pause` }),
    expect: signedIn(403),
  }),
  'GET /api/:type/:id (contactad: someone else)': {
    request: async (context) => ({ url: `/api/contactad/${await adOf(context)}` }),
    expect: everyone(200),
    note: 'The detail is public (spec: visitors go to the public view).',
  },
  'DELETE /api/:type/:id (contactad: own)': {
    request: async (context) => ({ url: `/api/contactad/${await ownAd(context)}` }),
    expect: signedIn(200),
    note: 'Deleting publishes nothing: a community ban does not stop it.',
  },
  'DELETE /api/:type/:id (contactad: someone else)': {
    request: async (context) => ({ url: `/api/contactad/${await adOf(context)}` }),
    expect: signedIn(403),
  },
};
