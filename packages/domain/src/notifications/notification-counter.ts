/**
 * The navigation counter of the unread notifications (`POST /api/resource/counter`). A module of
 * its own: the web's bell is in the entry bundle and must not bring the kinds or schemas along.
 */
export const NOTIFICATIONS_COUNTER = 'notifications';
