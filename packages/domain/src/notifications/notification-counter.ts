/**
 * The navigation counters (`POST /api/resource/counter`, and the realtime `counters.changed`
 * frames that name them). A module of its own: the web's bell and menu are in the entry bundle
 * and must not bring the kinds or schemas along. The server's owning modules answer them.
 */

/** Unread notifications (the notifications module). */
export const NOTIFICATIONS_COUNTER = 'notifications';
/** Unread messages of the viewer's own conversations (the messaging module). */
export const UNREAD_MESSAGES_COUNTER = 'unread-messages';
/** Contact requests waiting for the viewer's answer (the contacts module). */
export const CONTACT_REQUESTS_COUNTER = 'contact-requests';
