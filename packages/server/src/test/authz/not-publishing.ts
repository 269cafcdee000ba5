/**
 * Every writing route (POST, PUT, PATCH) that does NOT publish what a user writes, each with the
 * reviewed reason (issue 16 item 5). A writing route is either flagged `config: { publishes }`
 * (the publishing guard refuses it during a community ban, and its matrix rows are marked with
 * `publishing(...)`) or listed here: `authorization.integration.test.ts` fails for a route that
 * is neither, so no new writing route goes unclassified.
 *
 * Rule of thumb: a route publishes when it stores a text, a file or a link that another user
 * reads or sees (profile and page texts, media, offers, applications, ratings, messages, contact
 * requests, topics, comments). Reports, settings, decisions on one's own business, sign-in and
 * moderation are not publishing: a banned user must still be able to run their account, answer
 * and cancel what they run, and report abuse.
 */
export const NOT_PUBLISHING: Readonly<Record<string, string>> = {
  // --- Sign-in, account and settings ---
  'POST /api/token': 'Signing in.',
  'POST /api/account': 'Registration; the profile texts are written by PUT /api/user/profile.',
  'POST /api/account/activate': 'Account activation.',
  'POST /api/account/activation-code': 'Mails a code.',
  'POST /api/account/reactivate': 'Account lifecycle.',
  'POST /api/account/reactivation-mail': 'Mails a link.',
  'POST /api/account/restore': 'Account lifecycle.',
  'POST /api/oauth/:provider/start': 'External sign-in.',
  'POST /api/oauth/:provider/callback': 'External sign-in.',
  'POST /api/qrlogin': 'QR sign-in.',
  'POST /api/qrlogin/:id/wait': 'QR sign-in.',
  'POST /api/qrlogin/:id/approve': 'QR sign-in.',
  'POST /api/qrlogin/:id/reject': 'QR sign-in.',
  'POST /api/user/2fa/setup': 'Two-factor sign-in.',
  'POST /api/user/2fa/enable': 'Two-factor sign-in.',
  'POST /api/user/2fa/disable': 'Two-factor sign-in.',
  'POST /api/user/2fa/recovery-codes': 'Two-factor sign-in.',
  'POST /api/user/deactivate': 'A banned user may still leave.',
  'POST /api/user/delete': 'A banned user may still delete their account.',
  'POST /api/user/email': 'Private account data.',
  'POST /api/user/email/cancel': 'Private account data.',
  'POST /api/user/email/confirm': 'Private account data.',
  'POST /api/user/password': 'Password reset.',
  'POST /api/user/password/change': 'Private account data.',
  'POST /api/user/phone': 'Private account data.',
  'POST /api/user/phone/cancel': 'Private account data.',
  'POST /api/user/phone/confirm': 'Private account data.',
  'POST /api/user/phone/delete': 'Private account data.',
  'POST /api/user/sessions/end-others': 'Device sessions.',
  'POST /api/user/settings': 'Private preferences.',
  'PATCH /api/user/settings': 'Private preferences.',
  'POST /api/user/notifications/read': 'Own notices.',
  'POST /api/user/notifications/:id/read': 'Own notices.',
  'POST /api/resource/counter': 'Counts a view; writes nothing anyone reads as text.',

  // --- Site administration (the admins' own tools) ---
  'POST /api/admin/users/:id/community-ban': 'Moderation by a site admin.',
  'POST /api/admin/users/:id/deactivate': 'Moderation by a site admin.',
  'POST /api/admin/users/:id/delete': 'Moderation by a site admin.',
  'POST /api/admin/users/:id/end-sessions': 'Moderation by a site admin.',
  'POST /api/admin/users/:id/login-key': 'Support by a site admin.',
  'POST /api/admin/users/:id/password-reset': 'Support by a site admin.',
  'POST /api/admin/users/:id/reactivate': 'Moderation by a site admin.',
  'POST /api/admin/users/:id/remove-ban': 'Moderation by a site admin.',
  'POST /api/admin/users/:id/restore': 'Moderation by a site admin.',
  'POST /api/admin/users/:id/shadow-ban': 'Moderation by a site admin.',
  'POST /api/admin/users/:id/role': 'Grants or revokes the moderator role.',

  // --- Moderation (measures, rejections and objections are never refused) ---
  'POST /api/moderation/actions': "A moderator's measure; its reason goes to the affected user.",
  'POST /api/moderation/subjects/reject': "A moderator's decision on reports.",
  'POST /api/moderation/appeals/:id/decide': "A moderator's decision on an objection.",
  'POST /api/moderation/measures/:id/appeal':
    'An objection to a measure goes to the moderators only: a banned user must be able to object.',

  // --- Private organising ---
  'POST /api/bookmarks': 'Private bookmarks.',
  'PATCH /api/bookmarks/:id':
    'Private bookmarks (a rename, or the alert switch of a saved search).',
  'POST /api/gema/complete': 'GEMA verification: private data for the collecting society.',
  'POST /api/gema/dev-society': 'GEMA verification (development society).',
  'POST /api/gema/verifications': 'GEMA verification: private data for the collecting society.',
  'PUT /api/gema/badge': 'Shows or hides a verified badge; no text of the user.',
  'PATCH /api/messaging/conversations/:id': 'Archives one side of a conversation.',
  'POST /api/messaging/conversations/:id/read': 'Marks messages read.',
  'POST /api/reports': 'Reporting abuse is never refused to a banned user.',
  'POST /api/pages/:id/follow': 'Following writes no text.',
  'PUT /api/forum/topics/:id/follow': 'Following writes no text.',
  'PUT /api/forum/categories/:id/moderators': "A site admin's choice of moderators.",

  // --- Media order (no new content) ---
  'PUT /api/media/albums/order': 'Reorders what is already published.',
  'PUT /api/media/albums/:id/photos/order': 'Reorders what is already published.',
  'PUT /api/media/audio/order': 'Reorders what is already published.',
  'PUT /api/media/videos/order': 'Reorders what is already published.',
  'POST /api/highlights/:id/move': 'Reorders what is already published.',

  // --- Pages: team and ownership decisions (no text of the user) ---
  'POST /api/pages/:id/blocks/:userId': 'A page blocks a user: protection, never refused.',
  'POST /api/pages/:id/invitation/accept': 'Joining a team writes no text.',
  'POST /api/pages/:id/invitation/decline': 'Declining writes no text.',
  'POST /api/pages/:id/invites': 'An invitation link carries no text of the user.',
  'POST /api/pages/invites/:token/accept': 'Joining a team writes no text.',
  'POST /api/pages/:id/join-request': 'A request without a text.',
  'POST /api/pages/:id/join-requests/:userId/approve': 'A team decision.',
  'POST /api/pages/:id/join-requests/:userId/refuse': 'A team decision.',
  'POST /api/pages/:id/ownership-requests/:userId/accept': 'An ownership decision.',
  'POST /api/pages/:id/team/invitations': 'Adds a member; no text of the user.',
  'POST /api/pages/:id/transfer': 'An ownership decision.',
  'PUT /api/pages/:id/team/:userId/role': 'A team decision.',

  // --- Booking: running what is already published ---
  'POST /api/booking/:id/dates/:dateId/pause': 'Takes a date off; hides, publishes nothing.',
  'POST /api/booking/:id/dates/:dateId/resume':
    'Reopens one date of an offer that stays visible; no new text.',
  'POST /api/booking/:id/reschedule':
    'Moves the dates of a running offer; the organiser must be able to fix them.',
  'POST /api/booking/:id/cancel':
    'Cancelling (with the reason mailed to the applicants) must stay possible under a ban.',
  'POST /api/booking/:id/applications/bulk':
    'Confirm, reject or ignore applications: decisions on the own offer.',
  'POST /api/booking-applications/:id/:command':
    'Confirm, reject, withdraw, cancel an application: decisions, the reason only goes to the other side.',
  'POST /api/booking/:id/votes': 'A band member votes inside the band.',
  'POST /api/booking/:id/votes/confirm': 'A band decision.',
};
