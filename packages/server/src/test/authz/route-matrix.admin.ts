import {
  ownOrAny,
  siteAdmin,
  type MatrixRequest,
  type MatrixRow,
  type RowContext,
} from './matrix-rules.ts';

const ADMIN_TARGET_NOTE = 'The target is a fresh musician (someone else).';

/** An admin action on a fresh musician; the body is made when the request is. */
const adminAction =
  (action: string, payload: () => Record<string, unknown> = () => ({})) =>
  async ({ fx }: RowContext): Promise<MatrixRequest> => {
    const target = await fx.createAccount();
    return { url: `/api/admin/users/${target.id}/${action}`, payload: payload() };
  };

const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

/** Site administration (admin). */
export const ADMIN_ROWS: Readonly<Record<string, MatrixRow>> = {
  // --- Site administration (spec section 6) ---
  'GET /api/admin/users': {
    request: () => ({ url: '/api/admin/users?q=matrix' }),
    ...siteAdmin(200),
  },
  'GET /api/admin/users/:id': {
    request: async ({ fx }) => ({ url: `/api/admin/users/${(await fx.createAccount()).id}` }),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'GET /api/admin/users/:id (unknown id)': {
    request: () => ({ url: '/api/admin/users/nosuchuser' }),
    ...siteAdmin(404),
    note: 'Only an admin learns that the account does not exist.',
  },
  'POST /api/admin/users/:id/password-reset': {
    request: adminAction('password-reset'),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/shadow-ban': {
    request: adminAction('shadow-ban', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/deactivate': {
    request: adminAction('deactivate', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/reactivate': {
    request: adminAction('reactivate', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/restore': {
    request: adminAction('restore', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/deactivate (own account)': {
    request: async (context) => ({
      url: `/api/admin/users/${(await ownOrAny(context)).id}/deactivate`,
      payload: {},
    }),
    ...siteAdmin(422),
    note: 'Not for oneself: admin.self_action (422).',
  },
  'POST /api/admin/users/:id/delete': {
    request: adminAction('delete', () => ({ reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/role': {
    request: adminAction('role', () => ({ role: 'moderator', reason: 'matrix' })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/end-sessions': {
    request: adminAction('end-sessions'),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/login-key': {
    request: adminAction('login-key'),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/community-ban': {
    request: adminAction('community-ban', () => ({ until: inAYear() })),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
  'POST /api/admin/users/:id/remove-ban': {
    request: adminAction('remove-ban'),
    ...siteAdmin(200),
    note: ADMIN_TARGET_NOTE,
  },
};
