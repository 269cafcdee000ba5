/**
 * The closed catalogue of error codes (spec section 8 plus the validation messages of section 5):
 * each code's HTTP status. Codes marked `clientOnly` never travel over the wire (camera, offline)
 * but share the catalogue so that every user-facing failure text lives in one place. The texts
 * are in `error-texts.de.ts` and `error-texts.en.ts`, one module per language, so that the web
 * loads only the language it shows (docs/decisions.md, 25); `error-catalogue.ts` joins them.
 *
 * Statuses: the spec's client treats statuses of 400 and below as success, so every rejection
 * here is above 400 (422 for rule and validation failures).
 */
type Entry = { status: number; clientOnly?: true };

export const ERROR_STATUSES = {
  // Authentication and authorization
  'auth.required': { status: 401 },
  'auth.invalid_credentials': { status: 422 },
  'auth.external_failed': { status: 422 },
  'auth.external_password_required': { status: 409 },
  'auth.forbidden': { status: 403 },
  'auth.rate_limited': { status: 429 },
  'auth.two_factor_required': { status: 422 },
  'auth.two_factor_invalid': { status: 422 },
  'auth.two_factor_setup_required': { status: 403 },
  'auth.two_factor_mandatory': { status: 403 },
  'auth.two_factor_already_enabled': { status: 409 },
  'auth.two_factor_not_enabled': { status: 409 },
  'auth.two_factor_setup_missing': { status: 409 },
  'auth.account_deactivated': { status: 403 },
  'auth.account_deactivated_by_admin': { status: 403 },
  'auth.account_deletion_pending': { status: 403 },
  'auth.account_deletion_pending_by_admin': { status: 403 },
  // Accounts
  'account.in_use': { status: 409 },
  'account.not_found_or_active': { status: 422 },
  'account.email_unavailable': { status: 409 },
  'account.sms_limit': { status: 429 },
  'account.number_unavailable': { status: 409 },
  'account.wrong_code': { status: 422 },
  'qr.challenge_invalid': { status: 422 },
  'qr.code_unreadable': { status: 422, clientOnly: true },
  'account.link_invalid': { status: 422 },
  'account.wrong_password': { status: 422 },
  'account.user_blocked': { status: 403 },
  'account.gema_already_linked': { status: 409 },
  // Links and media
  'link.unavailable': { status: 404 },
  'link.unprocessable': { status: 422 },
  'media.invalid_audio_link': { status: 422 },
  // Media uploads (media module)
  'media.wrong_type': { status: 422 },
  'media.limit_reached': { status: 422 },
  'media.range_not_satisfiable': { status: 416 },
  'media.zip_rejected': { status: 422 },
  // Comments and moderation
  'comment.not_posted': { status: 422 },
  'comment.not_found': { status: 404 },
  'comment.hidden': { status: 403 },
  'moderation.community_ban': { status: 403 },
  'moderation.action_not_applicable': { status: 422 },
  'moderation.own_subject': { status: 422 },
  'moderation.no_open_reports': { status: 409 },
  'moderation.ban_end_in_past': { status: 422 },
  'moderation.not_appealable': { status: 422 },
  'moderation.appeal_exists': { status: 409 },
  'moderation.appeal_not_open': { status: 409 },
  'moderation.same_moderator': { status: 403 },
  'moderation.not_reversible': { status: 422 },
  'admin.role_of_admin': { status: 422 },
  // Site administration
  'admin.self_action': { status: 422 },
  // Contacts (contacts module)
  'contacts.self': { status: 422 },
  'contacts.public_profile_required': { status: 422 },
  'contacts.request_pending': { status: 409 },
  'contacts.already_contacts': { status: 409 },
  'contacts.no_request': { status: 409 },
  'contacts.not_contacts': { status: 409 },
  'contacts.already_blocked': { status: 409 },
  'contacts.not_blocked': { status: 409 },
  // Messaging (messaging module)
  'messaging.not_a_sender': { status: 403 },
  'messaging.partner_gone': { status: 422 },
  'messaging.self': { status: 422 },
  'messaging.not_own_message': { status: 403 },
  'messaging.attachments_contacts_only': { status: 403 },
  // Reports (reports module)
  'reports.already_reported': { status: 409 },
  'reports.own_subject': { status: 422 },
  // Forum (forum module)
  'forum.topic_not_found': { status: 404 },
  'forum.comment_not_found': { status: 404 },
  'forum.category_not_found': { status: 422 },
  'forum.thread_closed': { status: 409 },
  'forum.thread_hidden': { status: 409 },
  'forum.thread_banned': { status: 403 },
  'forum.not_author': { status: 403 },
  'forum.not_a_sender': { status: 403 },
  'forum.moderator_not_found': { status: 422 },
  // Directory (directory module)
  'directory.filter_not_available': { status: 422 },
  'directory.invalid_cursor': { status: 422 },
  // Venues (venues module): factsheets and ratings
  'venues.not_a_venue': { status: 404 },
  'venues.rating_not_found': { status: 404 },
  'venues.already_rated': { status: 409 },
  'venues.edit_window_closed': { status: 409 },
  'venues.own_venue': { status: 403 },
  'venues.not_rater': { status: 403 },
  // Musician contact ads (contactads module)
  'contactads.not_found': { status: 404 },
  'contactads.limit_reached': { status: 409 },
  'contactads.publisher_not_allowed': { status: 422 },
  'contactads.city_required': { status: 422 },
  'contactads.media_not_found': { status: 422 },
  'contactads.not_active': { status: 409 },
  'contactads.not_renewable': { status: 409 },
  'highlights.subject_not_found': { status: 422 },
  'highlights.already_added': { status: 409 },
  'highlights.full': { status: 409 },
  'admin.user_not_found': { status: 404 },
  'admin.account_not_active': { status: 422 },
  'admin.ban_end_in_past': { status: 422 },
  // Pages, bookmarks, booking, voting
  'page.invalid_address': { status: 422 },
  'page.address_unavailable': { status: 409 },
  // Pages (issue 4): team, ownership, acting as a page
  'page.not_affiliated': { status: 403 },
  'page.already_in_team': { status: 409 },
  'page.not_in_team': { status: 404 },
  'page.user_not_found': { status: 404 },
  'page.owner_cannot_leave': { status: 422 },
  'page.command_not_allowed': { status: 409 },
  'page.ownership_changed': { status: 409 },
  'page.no_ownership_request': { status: 404 },
  'page.invitation_pending': { status: 409 },
  'page.join_request_pending': { status: 409 },
  'page.no_invitation': { status: 404 },
  'page.no_join_request': { status: 404 },
  'bookmark.exists': { status: 409 },
  'booking.stub_needs_saving': { status: 422 },
  'booking.series_needs_date': { status: 422 },
  'booking.venue_required': { status: 422 },
  'booking.slots_below_confirmed': { status: 422 },
  'booking.command_not_allowed': { status: 409 },
  'booking.offer_over': { status: 409 },
  'booking.no_free_slot': { status: 409 },
  'booking.reschedule_used': { status: 409 },
  'booking.dates_need_reschedule': { status: 409 },
  'booking.reapply_barred': { status: 409 },
  'booking.already_applied': { status: 409 },
  'booking.not_accepting': { status: 409 },
  'booking.pay_amount_required': { status: 422 },
  'booking.duplicate_date': { status: 422 },
  'booking.wanted_and_excluded': { status: 422 },
  'booking.deadline_after_date': { status: 422 },
  'booking.date_in_past': { status: 422 },
  'booking.private_event_only': { status: 422 },
  'booking.artist_page_required': { status: 422 },
  'booking.premium_requirements': { status: 422 },
  'booking.field_locked': { status: 409 },
  'booking.rating_not_allowed': { status: 409 },
  'booking.rating_exists': { status: 409 },
  'booking.rating_answered': { status: 409 },
  'voting.email_used': { status: 409 },
  // Bookmarks and GEMA verification (issue 4)
  'bookmark.limit_reached': { status: 422 },
  'gema.invalid_member_number': { status: 422 },
  'gema.verification_invalid': { status: 422 },
  'gema.verification_expired': { status: 422 },
  'gema.unavailable': { status: 503 },
  // Validation (spec section 5)
  'validation.invalid': { status: 422 },
  'validation.required': { status: 422 },
  'validation.too_short': { status: 422 },
  'validation.too_long': { status: 422 },
  'validation.numbers_only': { status: 422 },
  'validation.invalid_date': { status: 422 },
  'validation.date_out_of_range': { status: 422 },
  'validation.email': { status: 422 },
  'validation.password': { status: 422 },
  'validation.password_rules': { status: 422 },
  'validation.password_common': { status: 422 },
  'validation.terms_required': { status: 422 },
  'validation.passwords_mismatch': { status: 422 },
  'validation.image_required': { status: 422 },
  'validation.cover_too_narrow': { status: 422 },
  'validation.aspect_ratio': { status: 422 },
  'validation.file_too_large': { status: 413 },
  'validation.min_age': { status: 422 },
  // Generic request and server failures
  'request.not_found': { status: 404 },
  'request.unknown_type': { status: 404 },
  'request.entity_not_found': { status: 404 },
  'request.method_not_allowed': { status: 405 },
  'request.too_large': { status: 413 },
  'request.headers_too_large': { status: 431 },
  'request.timeout': { status: 408 },
  'request.unsupported_media_type': { status: 415 },
  'request.malformed': { status: 422 },
  'server.action_failed': { status: 422 },
  'server.backend_error': { status: 500 },
  'server.unavailable': { status: 503 },
  'server.database_unavailable': { status: 503 },
  'server.restarting': { status: 503 },
  // Client-only failures (never sent by the server)
  'client.error_occurred': { status: 500, clientOnly: true },
  'client.network': { status: 503, clientOnly: true },
  'client.camera_not_found': { status: 422, clientOnly: true },
  'client.camera_no_access': { status: 422, clientOnly: true },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERROR_STATUSES;
export const ERROR_CODES = Object.keys(ERROR_STATUSES) as ErrorCode[];

export type ErrorParams = Record<string, string | number>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUSES, value);

export const errorStatus = (code: ErrorCode): number => ERROR_STATUSES[code].status;

/** Fills `{name}` placeholders from params; unknown placeholders stay as they are. */
export function interpolate(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
