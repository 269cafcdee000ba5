import type { ErrorCode } from './error-codes.ts';

/** The English text of every error code (`{name}` placeholders filled from the error's params). */
export const ERROR_TEXTS_EN = {
  // Authentication and authorization
  'auth.required': 'Authentication required',
  'auth.invalid_credentials': 'Unknown account or wrong credentials',
  'auth.external_failed': 'External authentication failed. Please try again.',
  'auth.external_password_required':
    'An account with this e-mail address already exists. Enter its password to connect the external sign-in to it.',
  'auth.forbidden': 'You are not allowed to do this.',
  'auth.rate_limited': 'Too many attempts. Please wait a moment and try again.',
  'auth.two_factor_required': 'Enter the code from your authenticator app.',
  'auth.two_factor_invalid': 'The code is wrong or has expired.',
  'auth.two_factor_setup_required': 'Set up two-factor sign-in in your settings first.',
  'auth.two_factor_mandatory': 'Two-factor sign-in is required for administrators and moderators.',
  'auth.two_factor_already_enabled': 'Two-factor sign-in is already on.',
  'auth.two_factor_not_enabled': 'Two-factor sign-in is not on.',
  'auth.two_factor_setup_missing': 'Start setting up two-factor sign-in again.',
  'auth.account_deactivated':
    'This account is deactivated. We have mailed you a link to reactivate it.',
  'auth.account_deactivated_by_admin':
    'This account has been deactivated by the site administration.',
  'auth.account_deletion_pending':
    'This account will be deleted on {date}. We have mailed you a link to cancel the deletion.',
  'auth.account_deletion_pending_by_admin':
    'This account has been deleted by the site administration and will be removed on {date}.',
  // Accounts
  'account.in_use': 'E-Mail or phone number is already in use',
  'account.not_found_or_active': 'The account does not exist or has already been activated',
  'account.email_unavailable': 'This email address is not available',
  'account.sms_limit': 'SMS limit reached',
  'account.number_unavailable': 'Number not available',
  'account.wrong_code': 'Wrong code',
  'qr.challenge_invalid': 'This QR code has expired or was already used.',
  'qr.code_unreadable': 'This is not a valid code.',
  'account.link_invalid': 'This link is invalid or has expired. Ask for a new one.',
  'account.wrong_password': 'The current password is wrong',
  'account.user_blocked': 'This member has blocked you or has been blocked.',
  'account.gema_already_linked': 'The GEMA account is already linked to another user account',
  // Links and media
  'link.unavailable': 'This link is not available',
  'link.unprocessable': 'The link could not be processed',
  'media.invalid_audio_link':
    'Invalid audio link: please enter the link to a single SoundCloud track.',
  // Media uploads (media module)
  'media.wrong_type': 'This file type is not supported here. Allowed: {allowed}',
  'media.limit_reached': 'There is no more room here: at most {max} items.',
  'media.range_not_satisfiable': 'This part of the file does not exist.',
  'media.zip_rejected':
    'This ZIP archive is not accepted: too many files, too large when unpacked, or invalid paths.',
  // Comments and moderation
  'comment.not_posted': 'Comment could not be posted',
  'comment.not_found': 'The comment does not exist or was deleted',
  'comment.hidden': 'This comment was hidden because it violates our community rules.',
  'moderation.community_ban': 'Community ban. You can not post until {date}',
  // Site administration
  'admin.self_action': 'You can not do this to your own account.',
  'contacts.self': 'You can not add yourself as a contact.',
  'contacts.public_profile_required':
    'A contact request needs a public profile. Make yours public in the settings.',
  'contacts.request_pending': 'You have already sent this member a contact request.',
  'contacts.already_contacts': 'You are contacts already.',
  'contacts.no_request': 'There is no open contact request any more.',
  'contacts.not_contacts': 'You are not contacts.',
  'contacts.already_blocked': 'You have already blocked this member.',
  'contacts.not_blocked': 'You have not blocked this member.',
  'messaging.not_a_sender': 'You can not write as this page.',
  'messaging.partner_gone': 'This member or page no longer exists.',
  'messaging.self': 'You can not write to yourself.',
  'messaging.not_own_message': 'You can only delete your own messages.',
  'messaging.attachments_contacts_only':
    'Attachments only go to confirmed contacts or to members who have written to you before.',
  'reports.already_reported': 'You have reported this already. We are looking into it.',
  'reports.own_subject': 'You can not report your own content.',
  'forum.topic_not_found': 'This topic does not exist or no longer exists.',
  'forum.comment_not_found': 'The comment does not exist or was deleted',
  'forum.category_not_found': 'This category does not exist.',
  'forum.thread_closed': 'Comment could not be posted. This discussion is closed.',
  'forum.thread_hidden': 'Comment could not be posted. This discussion is hidden.',
  'forum.thread_banned': 'Comment could not be posted. You are banned from this discussion.',
  'forum.not_author': 'Only its author can do that.',
  'forum.not_a_sender': 'You can not write as this page.',
  'forum.moderator_not_found': 'This member does not exist.',
  'admin.user_not_found': 'This account does not exist.',
  'admin.account_not_active':
    'The account is not active (not yet activated, deactivated or deleted).',
  'admin.ban_end_in_past': 'The ban must end in the future.',
  // Pages, bookmarks, booking, voting
  'page.invalid_address': 'Invalid page address: lowercase letters, numbers and hyphens only.',
  'page.address_unavailable': 'This address is already taken.',
  // Pages (issue 4): team, ownership, acting as a page
  'page.not_affiliated': 'You are not part of this page and cannot act on its behalf.',
  'page.already_in_team': 'This person is already on the page team.',
  'page.not_in_team': 'This person is not on the page team.',
  'page.user_not_found': 'This member does not exist.',
  'page.owner_cannot_leave': 'As the owner you can only leave the page after transferring it.',
  'page.command_not_allowed': 'This change is not possible for this team member.',
  'page.ownership_changed': 'The ownership of the page has just changed. Please reload.',
  'page.no_ownership_request': 'There is no ownership request from this member.',
  'page.invitation_pending': 'There is already an open invitation to this team.',
  'page.join_request_pending': 'There is already an open request to join this team.',
  'page.no_invitation': 'There is no open invitation to this team.',
  'page.no_join_request': 'There is no open request to join this team.',
  'bookmark.exists': 'A bookmark with this name already exists.',
  'booking.stub_needs_saving': 'Please complete and save the venue or organization first.',
  'booking.series_needs_date': 'A series needs at least one date.',
  'booking.venue_required':
    'A gig on site (live or hybrid) needs a venue. Choose one or add it as a new one.',
  'booking.slots_below_confirmed': 'There cannot be fewer slots than confirmed acts.',
  'booking.command_not_allowed': 'This is not possible for this offer in its current state.',
  'booking.offer_over': 'This offer is over.',
  'booking.no_free_slot': 'All slots of this date are taken.',
  'booking.reschedule_used': 'A booking can be rescheduled only once.',
  'booking.dates_need_reschedule': 'The dates of a published offer only change by rescheduling it.',
  'booking.reapply_barred':
    'After a rejection or a cancellation, this act cannot apply for this date again or be confirmed again.',
  'booking.already_applied': 'This artist page has already applied for this date.',
  'booking.not_accepting': 'This date takes no applications right now.',
  'booking.pay_amount_required': 'An amount for pay must be entered.',
  'booking.duplicate_date': 'This date appears twice.',
  'booking.wanted_and_excluded': 'A choice cannot be both wanted and excluded.',
  'booking.deadline_after_date': 'The application deadline must end before the last date.',
  'booking.date_in_past': 'This point in time is in the past.',
  'booking.private_event_only': 'A private account may only publish offers for private events.',
  'booking.artist_page_required': 'An application needs an artist page.',
  'booking.premium_requirements':
    'Applying for a premium offer needs an artist page with a profile picture, a website or Facebook link, at least one video or audio, and a bio.',
  'booking.field_locked': 'This can no longer change once applications exist.',
  'booking.rating_not_allowed':
    'Only the participants of a confirmed gig can rate it, after it took place.',
  'booking.rating_exists': 'You have already rated this gig.',
  'booking.rating_answered': 'This rating has already been answered.',
  'voting.email_used': 'This email cannot be used to vote (again)',
  // Bookmarks and GEMA verification (issue 4)
  'bookmark.limit_reached':
    'You have reached the maximum of {max} bookmarks. Delete one to save a new one.',
  'gema.invalid_member_number': 'A GEMA member number has 4 to 12 digits.',
  'gema.verification_invalid':
    'This confirmation is unknown or already finished. Please start the verification again.',
  'gema.verification_expired':
    'The confirmation took too long and has expired. Please start the verification again.',
  'gema.unavailable': 'GEMA verification is not available at the moment.',
  // Validation (spec section 5)
  'validation.invalid': 'Invalid input',
  'validation.required': 'Required',
  'validation.too_short': 'Too short',
  'validation.too_long': 'Too long',
  'validation.numbers_only': 'Numbers only',
  'validation.invalid_date': 'Invalid date',
  'validation.date_out_of_range': 'Please enter a date between 1900 and 2100',
  'validation.email': 'Please enter a valid email address',
  'validation.password': 'Please enter a valid password',
  'validation.password_rules':
    'At least 8 characters, lowercase and uppercase letters, at least one number',
  'validation.password_common':
    'This password is too common and easy to guess. Please choose another one.',
  'validation.terms_required': 'Please accept the terms of use.',
  'validation.passwords_mismatch': "Passwords don't match",
  'validation.image_required': 'Image upload required',
  'validation.cover_too_narrow': 'The image is not wide enough (960px minimum)',
  'validation.aspect_ratio': 'The aspect ratio is not suitable',
  'validation.file_too_large': 'File too large, {allowed} are allowed',
  'validation.min_age': 'You must be at least 16 years old',
  // Generic request and server failures
  'request.not_found': 'This address does not exist.',
  'request.unknown_type': 'This type of content does not exist.',
  'request.entity_not_found': 'The content does not exist or was deleted.',
  'request.method_not_allowed': 'This action is not possible here.',
  'request.too_large': 'The request is too large.',
  'request.headers_too_large': 'The request headers are too large.',
  'request.timeout': 'The request took too long to arrive.',
  'request.unsupported_media_type': 'This data format is not supported.',
  'request.malformed': 'The request could not be read.',
  'server.action_failed': 'The requested action could not be performed successfully',
  'server.backend_error': 'Backend error',
  'server.unavailable': 'The service is unavailable right now. Please try again shortly.',
  'server.database_unavailable':
    'The connection to the database was interrupted. Please try again shortly.',
  'server.restarting': 'The server is restarting. Please try again in a few seconds.',
  // Client-only failures (never sent by the server)
  'client.error_occurred': 'An error occurred',
  'client.network': 'No connection to the server. Please check your internet connection.',
  'client.camera_not_found': 'No suitable camera found',
  'client.camera_no_access': 'No access to camera',
} satisfies Record<ErrorCode, string>;
