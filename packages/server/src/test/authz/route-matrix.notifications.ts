import { notifications } from '../../db/schema/index.ts';
import { signedIn, type MatrixRow, type RowContext } from './matrix-rules.ts';

/** A notification of the actor (of a fresh account for the visitor) or of someone else. */
async function notificationOf({ app, fx, actor }: RowContext, whose: 'own' | 'other') {
  const userId =
    whose === 'own' && actor.account ? actor.account.id : (await fx.createAccount()).id;
  const [row] = await app.database.db
    .insert(notifications)
    .values({
      userId,
      kind: 'booking.offer_full',
      params: { offerTitle: 'Matrix Gig' },
      path: '/booking/matrix-gig-abcde12345',
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('Inserting a matrix notification returned no row.');
  return row.id;
}

const OTHER_NOTE = "Someone else's notification looks like one that does not exist.";

/** The authorization matrix rows of the notifications routes (merged into ROUTE_MATRIX). */
export const NOTIFICATIONS_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/user/notifications': {
    request: () => ({ url: '/api/user/notifications?limit=5' }),
    expect: signedIn(200),
  },
  'POST /api/user/notifications/read': {
    request: () => ({ url: '/api/user/notifications/read' }),
    expect: signedIn(200),
  },
  'POST /api/user/notifications/:id/read (own)': {
    request: async (context) => ({
      url: `/api/user/notifications/${await notificationOf(context, 'own')}/read`,
    }),
    expect: signedIn(200),
  },
  'POST /api/user/notifications/:id/read (someone else)': {
    request: async (context) => ({
      url: `/api/user/notifications/${await notificationOf(context, 'other')}/read`,
    }),
    expect: signedIn(404),
    note: OTHER_NOTE,
  },
  'DELETE /api/user/notifications/:id (own)': {
    request: async (context) => ({
      url: `/api/user/notifications/${await notificationOf(context, 'own')}`,
    }),
    expect: signedIn(200),
  },
  'DELETE /api/user/notifications/:id (someone else)': {
    request: async (context) => ({
      url: `/api/user/notifications/${await notificationOf(context, 'other')}`,
    }),
    expect: signedIn(404),
    note: OTHER_NOTE,
  },
};
