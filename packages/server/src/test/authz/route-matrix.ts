import { everyone, ownOrAny, type MatrixRow } from './matrix-rules.ts';

import { PROFILES_ROWS } from './route-matrix.profiles.ts';
import { MEDIA_ROWS } from './route-matrix.media.ts';
import { PAGES_ROWS } from './route-matrix.pages.ts';
import { PAGE_ADMIN_ROWS } from './route-matrix.page-admin.ts';
import { BOOKMARKS_ROWS } from './route-matrix.bookmarks.ts';
import { BOOKING_ROWS } from './route-matrix.booking.ts';
import { GEMA_ROWS } from './route-matrix.gema.ts';
import { NOTIFICATIONS_ROWS } from './route-matrix.notifications.ts';
import { SIGN_IN_ROWS } from './route-matrix.sign-in.ts';
import { ACCOUNT_ROWS } from './route-matrix.account.ts';
import { ADMIN_ROWS } from './route-matrix.admin.ts';
import { CONTACTS_ROWS } from './route-matrix.contacts.ts';
import { DASHBOARD_ROWS } from './route-matrix.dashboard.ts';
import { MESSAGING_ROWS } from './route-matrix.messaging.ts';
import { MESSAGING_ATTACHMENT_ROWS } from './route-matrix.messaging-attachments.ts';
import { REALTIME_ROWS } from './route-matrix.realtime.ts';
import { REPORTS_ROWS } from './route-matrix.reports.ts';
import { MODERATION_ROWS } from './route-matrix.moderation.ts';
import { FORUM_ROWS } from './route-matrix.forum.ts';
import { DIRECTORY_ROWS } from './route-matrix.directory.ts';
import { VENUES_ROWS } from './route-matrix.venues.ts';
import { CONTACTADS_ROWS } from './route-matrix.contactads.ts';
import { HIGHLIGHTS_ROWS } from './route-matrix.highlights.ts';
import { SEARCH_ROWS } from './route-matrix.search.ts';
import { MATCHES_ROWS } from './route-matrix.matches.ts';

export type { MatrixRequest, MatrixRow, RowContext } from './matrix-rules.ts';

/**
 * THE authorization matrix (quality.md): every API route × every caller context → the status the
 * product must answer. A row's key is `METHOD /route/pattern` as registered in Fastify, optionally
 * followed by ` (variant)` when one route needs several objects (own vs someone else's).
 *
 * Each row sends a minimal VALID request (`request`), so that the status shows authorization, not
 * validation. A new route without a row fails `authorization.integration.test.ts`.
 *
 * Expected statuses are what the product should do. When a route answers otherwise, the cell is
 * NOT changed to match: the defect is listed in `defects` with the status seen and whom it was
 * reported to; the test then checks that the defect is still there (and fails once it is fixed,
 * so that the entry is removed).
 */

// ---- The table ---------------------------------------------------------------------------------

export const ROUTE_MATRIX: Readonly<Record<string, MatrixRow>> = {
  ...PROFILES_ROWS,
  ...MEDIA_ROWS,
  ...PAGES_ROWS,
  ...PAGE_ADMIN_ROWS,
  ...BOOKMARKS_ROWS,
  ...BOOKING_ROWS,
  ...GEMA_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...CONTACTS_ROWS,
  ...MESSAGING_ROWS,
  ...MESSAGING_ATTACHMENT_ROWS,
  ...REALTIME_ROWS,
  ...REPORTS_ROWS,
  ...MODERATION_ROWS,
  ...FORUM_ROWS,
  ...DIRECTORY_ROWS,
  ...VENUES_ROWS,
  ...CONTACTADS_ROWS,
  ...HIGHLIGHTS_ROWS,
  ...DASHBOARD_ROWS,
  ...SEARCH_ROWS,
  ...MATCHES_ROWS,
  // --- Platform ---
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/config': { request: () => ({ url: '/api/config' }), expect: everyone(200) },

  // --- Entities (spec: GET|DELETE /api/{type}/{id}) ---
  'GET /api/:type/:id (user: someone)': {
    request: async ({ fx }) => ({ url: `/api/user/${(await fx.createAccount()).id}` }),
    expect: everyone(200),
  },
  'GET /api/:type/:id (user: deactivated)': {
    request: async ({ fx }) => {
      const account = await fx.createAccount();
      await fx.deactivate(account.id);
      return { url: `/api/user/${account.id}` };
    },
    expect: everyone(404),
    note: 'A deactivated account does not exist for anyone.',
  },
  'GET /api/:type/:id (unknown type)': {
    request: () => ({ url: '/api/nosuchtype/abcdefghij' }),
    expect: everyone(404),
  },
  'GET /api/:type/:id (user: own)': {
    request: async (context) => ({ url: `/api/user/${(await ownOrAny(context)).id}` }),
    expect: { ...everyone(200), deactivated: 404 },
    note: "Own profile; the visitor asks for someone's, the deactivated caller's is gone (404).",
  },
  'DELETE /api/:type/:id (user: own)': {
    request: async (context) => ({ url: `/api/user/${(await ownOrAny(context)).id}` }),
    expect: everyone(405),
    note: 'Users are not deleted through the generic route (POST /api/user/delete is).',
  },

  ...SIGN_IN_ROWS,
  ...ACCOUNT_ROWS,
  ...ADMIN_ROWS,
};

/** `METHOD /pattern (variant)` → `METHOD /pattern`. */
export const routeOfKey = (key: string): string => key.replace(/ \(.*\)$/, '');
