import type { NotificationKind } from './notification.constants.ts';

/** The notifications' texts in English: `{param}` placeholders, filled from the notice's params. */
export const NOTIFICATION_TEXTS_EN = {
  'booking.application_received': '{artistName} applied for "{offerTitle}".',
  'booking.application_confirmed': 'You are confirmed for "{offerTitle}".',
  'booking.offer_full': '"{offerTitle}" is fully booked: every slot is taken.',
  'booking.application_rejected': 'Your application for "{offerTitle}" was rejected.',
  'booking.application_withdrawn': '{artistName} withdrew the application for "{offerTitle}".',
  'booking.gig_cancelled': '{by} cancelled the gig at "{offerTitle}".',
  'booking.offer_cancelled': 'The booking "{offerTitle}" was cancelled.',
  'booking.offer_rescheduled': 'The booking "{offerTitle}" was rescheduled.',
  'booking.confirmation_revoked':
    '"{offerTitle}" was rescheduled and your confirmation revoked. Please check the new dates.',
  'booking.offer_changed': 'The booking "{offerTitle}" you applied for was changed.',
  'booking.rating_received': '{raterName} rated you for "{offerTitle}".',
  'booking.rating_reminder': 'Please rate your gig at "{offerTitle}".',
  'pages.team_invitation': '{inviterName} invited you to the team of "{pageName}".',
  'pages.team_invitation_withdrawn': 'Your invitation to the team of "{pageName}" was withdrawn.',
  'pages.team_invitation_accepted':
    '{userName} accepted the invitation to the team of "{pageName}".',
  'pages.team_invitation_declined':
    '{userName} declined the invitation to the team of "{pageName}".',
  'pages.join_requested': '{userName} asks to join the team of "{pageName}".',
  'pages.join_request_approved':
    'Your request to join "{pageName}" was approved: you are on the team now.',
  'pages.join_request_refused': 'Your request to join "{pageName}" was refused.',
  'contacts.request': '{userName} would like to be your contact.',
  'contacts.confirmed': '{userName} accepted your contact request.',
  'messages.new': 'New message from {senderName}.',
  'moderation.measure_taken':
    'A moderator took a measure concerning your content or account. You can object to it.',
  'moderation.measure_lifted':
    'A moderation measure concerning your content or account was lifted.',
  'moderation.appeal_upheld': 'Your objection was reviewed: the measure stands.',
  'moderation.appeal_overturned': 'Your objection succeeded: the measure was reversed.',
  'moderation.report_upheld': 'Your report was reviewed: the moderators took action. Thank you!',
  'moderation.report_rejected': 'Your report was reviewed: we found no violation.',
  'forum.new_comment': '{authorName} commented on "{topicTitle}".',
  'venues.rating_received': '{raterName} rated your venue "{venueName}".',
  'venues.statement_received': '"{venueName}" answered your rating.',
  'contactads.new_match': 'A new ad fits your ad "{adTitle}": "{matchTitle}".',
  'contactads.matches_found': 'Your ad "{adTitle}" has {count} matching ads already.',
  'alerts.new_items': 'New for your saved search "{bookmarkName}": "{itemTitle}".',
} satisfies Record<NotificationKind, string>;
