import type { NotificationMailKind } from '../accounts/settings.schema.ts';

/**
 * In-app notifications (spec section 3: the user's `notifications`). Each kind names a text in
 * both languages (`notification-texts.de.ts` / `.en.ts`) and lists the params that fill it:
 * - `params`: what the text's `{placeholders}` are filled with (strings);
 * - `dates`: params that carry an ISO date-time, shown in the reader's language ('' = no date);
 * - `detail`: a param shown below the text when not empty (a reason as given, a date formatted);
 * - `mail`: the e-mail preference (`/user/appsettings`) that decides whether the notice is also
 *   mailed, `always` when it is mailed whatever the preferences (moderation), or null when it is never mailed by the notifications module (the offer cancellation
 *   mails its applicants itself, with the reason, whatever the preference: spec section 4).
 */
export type NotificationKindSpec = {
  readonly params: readonly string[];
  readonly dates?: readonly string[];
  readonly detail?: string;
  readonly mail: NotificationMailKind | typeof ALWAYS_MAILED | null;
  /**
   * Not mailed one by one (`mail` is null) but in the daily digest mail, under this e-mail
   * preference (saved-search alerts and contact-ad matches, issue 18).
   */
  readonly digest?: NotificationMailKind;
};

/** A notice mailed whatever the preferences (a moderation measure concerns the account itself). */
export const ALWAYS_MAILED = 'always';

export const NOTIFICATION_KINDS = {
  /** To the offerer: an artist page applied for one or more dates. */
  'booking.application_received': { params: ['offerTitle', 'artistName'], mail: 'booking' },
  /** To the artist: the offerer confirmed the application for a date. */
  'booking.application_confirmed': {
    params: ['offerTitle', 'date'],
    dates: ['date'],
    detail: 'date',
    mail: 'booking',
  },
  /** To the offerer: the last free slot is taken, the offer closed by itself. */
  'booking.offer_full': { params: ['offerTitle'], mail: 'booking' },
  /** To the artist: the application was rejected, maybe with a reason. */
  'booking.application_rejected': {
    params: ['offerTitle', 'reason'],
    detail: 'reason',
    mail: 'booking',
  },
  /** To the offerer: an artist withdrew an application. */
  'booking.application_withdrawn': { params: ['offerTitle', 'artistName'], mail: 'booking' },
  /** To the other side: a confirmed gig was called off (`by` names who did it). */
  'booking.gig_cancelled': { params: ['offerTitle', 'by'], mail: 'booking' },
  /** To every live applicant: the offer was cancelled and deleted, with the reason. */
  'booking.offer_cancelled': { params: ['offerTitle', 'reason'], detail: 'reason', mail: null },
  /** To every live applicant: the offer's dates moved (rescheduling, once). */
  'booking.offer_rescheduled': { params: ['offerTitle'], mail: 'booking' },
  /** To a confirmed applicant: the dates moved and the confirmation was revoked. */
  'booking.confirmation_revoked': { params: ['offerTitle'], mail: 'booking' },
  /** To every live applicant: the offerer changed the published offer's details. */
  'booking.offer_changed': { params: ['offerTitle'], mail: 'booking' },
  /** To the rated side: a rating arrived. */
  'booking.rating_received': { params: ['offerTitle', 'raterName'], mail: 'booking' },
  /** To a side that has not rated a past gig yet (once). */
  'booking.rating_reminder': { params: ['offerTitle'], mail: 'booking' },
  // Page teams: mailed under "contact requests" (someone wants you in, or answered you).
  /** To a user the page invited into its team (they accept or decline on the page). */
  'pages.team_invitation': { params: ['pageName', 'inviterName'], mail: 'contactRequests' },
  /** To the invited user: the page took its invitation back. */
  'pages.team_invitation_withdrawn': { params: ['pageName'], mail: 'contactRequests' },
  /** To the page's owner and admins: the invited user accepted (is on the team now) ... */
  'pages.team_invitation_accepted': { params: ['pageName', 'userName'], mail: 'contactRequests' },
  /** ... or declined. */
  'pages.team_invitation_declined': { params: ['pageName', 'userName'], mail: 'contactRequests' },
  /** To the page's owner and admins: someone asks to join the team. */
  'pages.join_requested': { params: ['pageName', 'userName'], mail: 'contactRequests' },
  /** To the user who asked: the page approved (they are on the team now) ... */
  'pages.join_request_approved': { params: ['pageName'], mail: 'contactRequests' },
  /** ... or refused. */
  'pages.join_request_refused': { params: ['pageName'], mail: 'contactRequests' },
  // Contacts: mailed under "contact requests".
  /** To the user asked: someone wants to be their contact (they confirm or decline). */
  'contacts.request': { params: ['userName'], mail: 'contactRequests' },
  /** To the user who asked: the request was confirmed. */
  'contacts.confirmed': { params: ['userName'], mail: 'contactRequests' },
  // Messaging: mailed under "messages"; one notice per conversation until it is read.
  /** To the other side: a new message (senderName is the person or page who wrote). */
  'messages.new': { params: ['senderName'], mail: 'messages' },
  // Moderation (decisions §57): the affected user is always mailed, reporters are not.
  /** To the affected user: a measure against their content or account, with the reason. */
  'moderation.measure_taken': { params: ['reason'], detail: 'reason', mail: 'always' },
  /** To the affected user: a measure was lifted (unhidden, republished, ban lifted). */
  'moderation.measure_lifted': { params: ['reason'], detail: 'reason', mail: 'always' },
  /** To the affected user: their objection was decided; the measure stands ... */
  'moderation.appeal_upheld': { params: ['reason'], detail: 'reason', mail: 'always' },
  /** ... or was reversed. */
  'moderation.appeal_overturned': { params: ['reason'], detail: 'reason', mail: 'always' },
  /** To a reporter: a moderator acted on what they reported. */
  'moderation.report_upheld': { params: [], mail: null },
  /** To a reporter: nothing against the rules, with the moderator's reason. */
  'moderation.report_rejected': { params: ['reason'], detail: 'reason', mail: null },
  // Forum: mailed under "comments".
  /** To a topic's followers: a new comment (authorName wrote it). */
  'forum.new_comment': { params: ['topicTitle', 'authorName'], mail: 'comments' },
  // Venues: mailed under "booking".
  /** To the venue page's owner and admins: a new rating of the venue. */
  'venues.rating_received': { params: ['venueName', 'raterName'], mail: 'booking' },
  /** To the rater: the venue answered their rating with a statement. */
  'venues.statement_received': { params: ['venueName'], mail: 'booking' },
  // Contact ads and saved searches (issue 18): in the daily digest mail under "search alerts".
  /** To the publisher of an ad: another member's new ad fits it (`adTitle` is theirs). */
  'contactads.new_match': {
    params: ['adTitle', 'matchTitle'],
    mail: null,
    digest: 'searchAlerts',
  },
  /** To the writer of a newly published ad: how many ads fit it already. */
  'contactads.matches_found': { params: ['adTitle', 'count'], mail: null, digest: 'searchAlerts' },
  /** To the owner of a saved search with alerts on: a new item passes its filter. */
  'alerts.new_items': {
    params: ['bookmarkName', 'itemTitle'],
    mail: null,
    digest: 'searchAlerts',
  },
} as const satisfies Record<string, NotificationKindSpec>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, value);

/** The params a notice of `kind` carries: every named param, a string each. */
export type NotificationParams = Record<string, string>;

/** The kind's e-mail preference (`always`: none), or null when the notice is never mailed from here. */
export const notificationMailKind = (
  kind: NotificationKind,
): NotificationMailKind | typeof ALWAYS_MAILED | null => NOTIFICATION_KINDS[kind].mail;

/** Notifications per page of `GET /api/user/notifications` (default and most). */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 50;
/** `Me.notifications` lists at most this many unread notifications, newest first. */
export const ME_UNREAD_NOTIFICATIONS_MAX = 20;
/** Read notifications older than this are deleted by the scheduled job. */
export const READ_NOTIFICATIONS_KEPT_DAYS = 90;
/** Longest text a param may carry (titles, names, reasons are shorter; a bound all the same). */
export const NOTIFICATION_PARAM_MAX_LENGTH = 2000;
