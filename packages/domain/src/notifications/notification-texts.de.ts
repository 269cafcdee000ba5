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
} satisfies Record<NotificationKind, string>;
