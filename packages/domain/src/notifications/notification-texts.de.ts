import type { NotificationKind } from './notification.constants.ts';

/** The notifications' texts in German: `{param}` placeholders, filled from the notice's params. */
export const NOTIFICATION_TEXTS_DE = {
  'booking.application_received': '{artistName} hat sich auf „{offerTitle}“ beworben.',
  'booking.application_confirmed': 'Du bist für „{offerTitle}“ bestätigt.',
  'booking.offer_full': '„{offerTitle}“ ist ausgebucht: Alle Slots sind vergeben.',
  'booking.application_rejected': 'Deine Bewerbung für „{offerTitle}“ wurde abgelehnt.',
  'booking.application_withdrawn':
    '{artistName} hat die Bewerbung für „{offerTitle}“ zurückgezogen.',
  'booking.gig_cancelled': '{by} hat den Auftritt bei „{offerTitle}“ abgesagt.',
  'booking.offer_cancelled': 'Das Booking „{offerTitle}“ wurde abgesagt.',
  'booking.offer_rescheduled': 'Das Booking „{offerTitle}“ wurde verschoben.',
  'booking.confirmation_revoked':
    '„{offerTitle}“ wurde verschoben, deine Bestätigung ist aufgehoben. Bitte prüfe die neuen Termine.',
  'booking.offer_changed':
    'Das Booking „{offerTitle}“, auf das du dich beworben hast, wurde geändert.',
  'booking.rating_received': '{raterName} hat dich für „{offerTitle}“ bewertet.',
  'booking.rating_reminder': 'Bitte bewerte deinen Auftritt bei „{offerTitle}“.',
  'pages.team_invitation': '{inviterName} hat dich ins Team von „{pageName}“ eingeladen.',
  'pages.team_invitation_withdrawn':
    'Deine Einladung ins Team von „{pageName}“ wurde zurückgezogen.',
  'pages.team_invitation_accepted':
    '{userName} hat die Einladung ins Team von „{pageName}“ angenommen.',
  'pages.team_invitation_declined':
    '{userName} hat die Einladung ins Team von „{pageName}“ abgelehnt.',
  'pages.join_requested': '{userName} möchte dem Team von „{pageName}“ beitreten.',
  'pages.join_request_approved':
    'Deine Beitrittsanfrage bei „{pageName}“ wurde angenommen: Du bist jetzt im Team.',
  'pages.join_request_refused': 'Deine Beitrittsanfrage bei „{pageName}“ wurde abgelehnt.',
  'contacts.request': '{userName} möchte dein Kontakt werden.',
  'contacts.confirmed': '{userName} hat deine Kontaktanfrage angenommen.',
  'messages.new': 'Neue Nachricht von {senderName}.',
  'moderation.measure_taken':
    'Ein Moderator hat eine Maßnahme zu deinen Inhalten oder deinem Konto ergriffen. Du kannst Einspruch einlegen.',
  'moderation.measure_lifted':
    'Eine Moderationsmaßnahme zu deinen Inhalten oder deinem Konto wurde aufgehoben.',
  'moderation.appeal_upheld': 'Dein Einspruch wurde geprüft: Die Maßnahme bleibt bestehen.',
  'moderation.appeal_overturned': 'Dein Einspruch war erfolgreich: Die Maßnahme wurde aufgehoben.',
  'moderation.report_upheld':
    'Deine Meldung wurde geprüft: Die Moderation hat eingegriffen. Danke!',
  'moderation.report_rejected':
    'Deine Meldung wurde geprüft: Wir haben keinen Verstoß festgestellt.',
  'forum.new_comment': '{authorName} hat „{topicTitle}“ kommentiert.',
  'venues.rating_received': '{raterName} hat deine Location „{venueName}“ bewertet.',
  'venues.statement_received': '„{venueName}“ hat auf deine Bewertung geantwortet.',
  'contactads.new_match': 'Eine neue Anzeige passt zu deiner Anzeige „{adTitle}“: „{matchTitle}“.',
  'contactads.matches_found': 'Zu deiner Anzeige „{adTitle}“ passen schon {count} Anzeigen.',
  'alerts.new_items': 'Neu für deine gespeicherte Suche „{bookmarkName}“: „{itemTitle}“.',
} satisfies Record<NotificationKind, string>;
