/**
 * The closed catalogue of error codes (spec section 8 plus the validation messages of section 5).
 * Every code has one HTTP status and a German and an English text; `{name}` placeholders are
 * filled from the error's params. Codes marked `clientOnly` never travel over the wire (camera,
 * offline) but share the catalogue so that every user-facing failure text lives in one place.
 *
 * Statuses: the spec's client treats statuses of 400 and below as success, so every rejection
 * here is above 400 (422 for rule and validation failures).
 */
type Entry = { status: number; de: string; en: string; clientOnly?: true };

export const ERROR_CATALOGUE = {
  // Authentication and authorization
  'auth.required': {
    status: 401,
    de: 'Anmeldung erforderlich',
    en: 'Authentication required',
  },
  'auth.invalid_credentials': {
    status: 422,
    de: 'Unbekanntes Konto oder falsche Zugangsdaten',
    en: 'Unknown account or wrong credentials',
  },
  'auth.external_failed': {
    status: 422,
    de: 'Die externe Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
    en: 'External authentication failed. Please try again.',
  },
  'auth.external_password_required': {
    status: 409,
    de: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Gib sein Passwort ein, um die externe Anmeldung damit zu verbinden.',
    en: 'An account with this e-mail address already exists. Enter its password to connect the external sign-in to it.',
  },
  'auth.forbidden': {
    status: 403,
    de: 'Dafür fehlt dir die Berechtigung.',
    en: 'You are not allowed to do this.',
  },
  'auth.rate_limited': {
    status: 429,
    de: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
    en: 'Too many attempts. Please wait a moment and try again.',
  },
  'auth.two_factor_required': {
    status: 422,
    de: 'Gib den Code aus deiner Authenticator-App ein.',
    en: 'Enter the code from your authenticator app.',
  },
  'auth.two_factor_invalid': {
    status: 422,
    de: 'Der Code ist falsch oder abgelaufen.',
    en: 'The code is wrong or has expired.',
  },
  'auth.two_factor_setup_required': {
    status: 403,
    de: 'Richte zuerst die Zwei-Faktor-Anmeldung in deinen Einstellungen ein.',
    en: 'Set up two-factor sign-in in your settings first.',
  },
  'auth.two_factor_mandatory': {
    status: 403,
    de: 'Für Administratoren und Moderatoren ist die Zwei-Faktor-Anmeldung Pflicht.',
    en: 'Two-factor sign-in is required for administrators and moderators.',
  },
  'auth.two_factor_already_enabled': {
    status: 409,
    de: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
    en: 'Two-factor sign-in is already on.',
  },
  'auth.two_factor_not_enabled': {
    status: 409,
    de: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
    en: 'Two-factor sign-in is not on.',
  },
  'auth.two_factor_setup_missing': {
    status: 409,
    de: 'Starte die Einrichtung der Zwei-Faktor-Anmeldung neu.',
    en: 'Start setting up two-factor sign-in again.',
  },
  'auth.account_deactivated': {
    status: 403,
    de: 'Dieses Konto ist deaktiviert. Wir haben dir einen Link zum Reaktivieren geschickt.',
    en: 'This account is deactivated. We have mailed you a link to reactivate it.',
  },
  'auth.account_deactivated_by_admin': {
    status: 403,
    de: 'Dieses Konto wurde von der Administration deaktiviert.',
    en: 'This account has been deactivated by the site administration.',
  },
  'auth.account_deletion_pending': {
    status: 403,
    de: 'Dieses Konto wird am {date} gelöscht. Den Link zum Abbrechen der Löschung haben wir dir geschickt.',
    en: 'This account will be deleted on {date}. We have mailed you a link to cancel the deletion.',
  },
  'auth.account_deletion_pending_by_admin': {
    status: 403,
    de: 'Dieses Konto wurde von der Administration gelöscht und wird am {date} endgültig entfernt.',
    en: 'This account has been deleted by the site administration and will be removed on {date}.',
  },
  // Accounts
  'account.in_use': {
    status: 409,
    de: 'E-Mail oder Telefonnummer wird bereits verwendet',
    en: 'E-Mail or phone number is already in use',
  },
  'account.not_found_or_active': {
    status: 422,
    de: 'Das Konto existiert nicht oder wurde bereits aktiviert',
    en: 'The account does not exist or has already been activated',
  },
  'account.email_unavailable': {
    status: 409,
    de: 'Diese E-Mail-Adresse ist nicht verfügbar',
    en: 'This email address is not available',
  },
  'account.sms_limit': {
    status: 429,
    de: 'SMS-Limit erreicht',
    en: 'SMS limit reached',
  },
  'account.number_unavailable': {
    status: 409,
    de: 'Nummer nicht verfügbar',
    en: 'Number not available',
  },
  'account.wrong_code': {
    status: 422,
    de: 'Falscher Code',
    en: 'Wrong code',
  },
  'qr.challenge_invalid': {
    status: 422,
    de: 'Dieser QR-Code ist abgelaufen oder wurde schon verwendet.',
    en: 'This QR code has expired or was already used.',
  },
  'account.link_invalid': {
    status: 422,
    de: 'Dieser Link ist ungültig oder abgelaufen. Fordere einen neuen an.',
    en: 'This link is invalid or has expired. Ask for a new one.',
  },
  'account.wrong_password': {
    status: 422,
    de: 'Das aktuelle Passwort ist falsch',
    en: 'The current password is wrong',
  },
  'account.user_blocked': {
    status: 403,
    de: 'Dieses Mitglied hat dich blockiert oder wurde blockiert.',
    en: 'This member has blocked you or has been blocked.',
  },
  'account.gema_already_linked': {
    status: 409,
    de: 'Das GEMA-Konto ist bereits mit einem anderen Benutzerkonto verknüpft',
    en: 'The GEMA account is already linked to another user account',
  },
  // Links and media
  'link.unavailable': {
    status: 404,
    de: 'Dieser Link ist nicht verfügbar',
    en: 'This link is not available',
  },
  'link.unprocessable': {
    status: 422,
    de: 'Der Link konnte nicht verarbeitet werden',
    en: 'The link could not be processed',
  },
  'media.invalid_audio_link': {
    status: 422,
    de: 'Ungültiger Audio-Link: bitte den Link zu einem einzelnen SoundCloud-Track angeben.',
    en: 'Invalid audio link: please enter the link to a single SoundCloud track.',
  },
  // Media uploads (media module)
  'media.wrong_type': {
    status: 422,
    de: 'Dieser Dateityp wird hier nicht unterstützt. Erlaubt: {allowed}',
    en: 'This file type is not supported here. Allowed: {allowed}',
  },
  'media.limit_reached': {
    status: 422,
    de: 'Hier ist kein Platz mehr: höchstens {max} Einträge.',
    en: 'There is no more room here: at most {max} items.',
  },
  'media.range_not_satisfiable': {
    status: 416,
    de: 'Dieser Teil der Datei existiert nicht.',
    en: 'This part of the file does not exist.',
  },
  'media.zip_rejected': {
    status: 422,
    de: 'Dieses ZIP-Archiv wird nicht angenommen: zu viele Dateien, zu groß entpackt oder ungültige Pfade.',
    en: 'This ZIP archive is not accepted: too many files, too large when unpacked, or invalid paths.',
  },
  // Comments and moderation
  'comment.not_posted': {
    status: 422,
    de: 'Der Kommentar konnte nicht veröffentlicht werden',
    en: 'Comment could not be posted',
  },
  'comment.not_found': {
    status: 404,
    de: 'Der Kommentar existiert nicht oder wurde gelöscht',
    en: 'The comment does not exist or was deleted',
  },
  'comment.hidden': {
    status: 403,
    de: 'Dieser Kommentar wurde ausgeblendet, weil er gegen unsere Community-Regeln verstößt.',
    en: 'This comment was hidden because it violates our community rules.',
  },
  'moderation.community_ban': {
    status: 403,
    de: 'Community-Sperre. Du kannst bis {date} nichts veröffentlichen',
    en: 'Community ban. You can not post until {date}',
  },
  // Site administration
  'admin.self_action': {
    status: 422,
    de: 'Das kannst du nicht mit deinem eigenen Konto tun.',
    en: 'You can not do this to your own account.',
  },
  'admin.user_not_found': {
    status: 404,
    de: 'Dieses Konto gibt es nicht.',
    en: 'This account does not exist.',
  },
  'admin.account_not_active': {
    status: 422,
    de: 'Das Konto ist nicht aktiv (noch nicht aktiviert, deaktiviert oder gelöscht).',
    en: 'The account is not active (not yet activated, deactivated or deleted).',
  },
  'admin.ban_end_in_past': {
    status: 422,
    de: 'Das Ende der Sperre muss in der Zukunft liegen.',
    en: 'The ban must end in the future.',
  },
  // Pages, bookmarks, booking, voting
  'page.invalid_address': {
    status: 422,
    de: 'Ungültige Seitenadresse: nur Kleinbuchstaben, Ziffern und Bindestriche.',
    en: 'Invalid page address: lowercase letters, numbers and hyphens only.',
  },
  'page.address_unavailable': {
    status: 409,
    de: 'Diese Adresse ist bereits vergeben.',
    en: 'This address is already taken.',
  },
  // Pages (issue 4): team, ownership, acting as a page
  'page.not_affiliated': {
    status: 403,
    de: 'Du gehörst nicht zu dieser Seite und kannst nicht in ihrem Namen handeln.',
    en: 'You are not part of this page and cannot act on its behalf.',
  },
  'page.already_in_team': {
    status: 409,
    de: 'Diese Person gehört bereits zum Team der Seite.',
    en: 'This person is already on the page team.',
  },
  'page.not_in_team': {
    status: 404,
    de: 'Diese Person gehört nicht zum Team der Seite.',
    en: 'This person is not on the page team.',
  },
  'page.user_not_found': {
    status: 404,
    de: 'Dieses Mitglied gibt es nicht.',
    en: 'This member does not exist.',
  },
  'page.owner_cannot_leave': {
    status: 422,
    de: 'Als Inhaber:in kannst du die Seite erst verlassen, wenn du sie übergeben hast.',
    en: 'As the owner you can only leave the page after transferring it.',
  },
  'page.command_not_allowed': {
    status: 409,
    de: 'Diese Änderung ist für dieses Teammitglied nicht möglich.',
    en: 'This change is not possible for this team member.',
  },
  'page.ownership_changed': {
    status: 409,
    de: 'Die Inhaberschaft der Seite hat sich gerade geändert. Bitte lade die Seite neu.',
    en: 'The ownership of the page has just changed. Please reload.',
  },
  'page.no_ownership_request': {
    status: 404,
    de: 'Es gibt keine Anfrage auf Inhaberschaft von diesem Mitglied.',
    en: 'There is no ownership request from this member.',
  },
  'bookmark.exists': {
    status: 409,
    de: 'Ein Lesezeichen mit diesem Namen gibt es bereits.',
    en: 'A bookmark with this name already exists.',
  },
  'booking.stub_needs_saving': {
    status: 422,
    de: 'Bitte vervollständige und speichere zuerst die Location bzw. Organisation.',
    en: 'Please complete and save the venue or organization first.',
  },
  'booking.series_needs_date': {
    status: 422,
    de: 'Eine Serie braucht mindestens einen Termin.',
    en: 'A series needs at least one date.',
  },
  'booking.slots_below_confirmed': {
    status: 422,
    de: 'Es kann nicht weniger Slots geben als bereits bestätigte Acts.',
    en: 'There cannot be fewer slots than confirmed acts.',
  },
  'booking.command_not_allowed': {
    status: 409,
    de: 'Das ist bei diesem Angebot in seinem jetzigen Zustand nicht möglich.',
    en: 'This is not possible for this offer in its current state.',
  },
  'booking.offer_over': {
    status: 409,
    de: 'Dieses Angebot ist vorbei.',
    en: 'This offer is over.',
  },
  'booking.no_free_slot': {
    status: 409,
    de: 'Für diesen Termin sind alle Slots vergeben.',
    en: 'All slots of this date are taken.',
  },
  'booking.reschedule_used': {
    status: 409,
    de: 'Ein Booking kann nur einmal verschoben werden.',
    en: 'A booking can be rescheduled only once.',
  },
  'booking.dates_need_reschedule': {
    status: 409,
    de: 'Die Termine eines veröffentlichten Angebots ändern sich nur durch Verschieben.',
    en: 'The dates of a published offer only change by rescheduling it.',
  },
  'booking.reapply_barred': {
    status: 409,
    de: 'Nach einer Absage kannst du dich für diesen Termin nicht erneut bewerben oder bestätigt werden.',
    en: 'After a rejection or cancellation you cannot apply for this date again or be confirmed again.',
  },
  'booking.already_applied': {
    status: 409,
    de: 'Für diesen Termin liegt schon eine Bewerbung vor.',
    en: 'There already is an application for this date.',
  },
  'booking.not_accepting': {
    status: 409,
    de: 'Für diesen Termin sind gerade keine Bewerbungen möglich.',
    en: 'This date takes no applications right now.',
  },
  'booking.pay_amount_required': {
    status: 422,
    de: 'Für die Gage muss ein Betrag eingegeben werden.',
    en: 'An amount for pay must be entered.',
  },
  'booking.duplicate_date': {
    status: 422,
    de: 'Dieser Termin ist doppelt.',
    en: 'This date appears twice.',
  },
  'booking.wanted_and_excluded': {
    status: 422,
    de: 'Eine Auswahl kann nicht zugleich gesucht und ausgeschlossen sein.',
    en: 'A choice cannot be both wanted and excluded.',
  },
  'booking.deadline_after_date': {
    status: 422,
    de: 'Die Bewerbungsfrist muss vor dem letzten Termin enden.',
    en: 'The application deadline must end before the last date.',
  },
  'booking.date_in_past': {
    status: 422,
    de: 'Dieser Zeitpunkt liegt in der Vergangenheit.',
    en: 'This point in time is in the past.',
  },
  'booking.private_event_only': {
    status: 422,
    de: 'Mit einem privaten Konto kannst du nur Angebote für private Veranstaltungen veröffentlichen.',
    en: 'A private account may only publish offers for private events.',
  },
  'booking.artist_page_required': {
    status: 422,
    de: 'Für eine Bewerbung brauchst du eine Künstlerseite.',
    en: 'An application needs an artist page.',
  },
  'booking.premium_requirements': {
    status: 422,
    de: 'Für Premium-Angebote braucht das Profil ein Profilbild, eine Website oder Facebook-Seite, mindestens ein Video oder Audio und einen Infotext.',
    en: 'Premium offers require a profile picture, a website or Facebook link, at least one video or audio, and a bio.',
  },
  'booking.field_locked': {
    status: 409,
    de: 'Sobald Bewerbungen vorliegen, lässt sich das nicht mehr ändern.',
    en: 'This can no longer change once applications exist.',
  },
  'booking.rating_not_allowed': {
    status: 409,
    de: 'Bewerten können nur die Beteiligten eines bestätigten Gigs, nachdem er stattgefunden hat.',
    en: 'Only the participants of a confirmed gig can rate it, after it took place.',
  },
  'booking.rating_exists': {
    status: 409,
    de: 'Du hast diesen Gig schon bewertet.',
    en: 'You have already rated this gig.',
  },
  'booking.rating_answered': {
    status: 409,
    de: 'Auf diese Bewertung wurde schon geantwortet.',
    en: 'This rating has already been answered.',
  },
  'voting.email_used': {
    status: 409,
    de: 'Mit dieser E-Mail-Adresse kann (nicht erneut) abgestimmt werden',
    en: 'This email cannot be used to vote (again)',
  },
  // Bookmarks and GEMA verification (issue 4)
  'bookmark.limit_reached': {
    status: 422,
    de: 'Du hast die Höchstzahl von {max} Lesezeichen erreicht. Lösche eines, um ein neues zu speichern.',
    en: 'You have reached the maximum of {max} bookmarks. Delete one to save a new one.',
  },
  'gema.invalid_member_number': {
    status: 422,
    de: 'Eine GEMA-Mitgliedsnummer besteht aus 4 bis 12 Ziffern.',
    en: 'A GEMA member number has 4 to 12 digits.',
  },
  'gema.verification_invalid': {
    status: 422,
    de: 'Diese Bestätigung ist unbekannt oder wurde schon abgeschlossen. Bitte starte die Verifizierung neu.',
    en: 'This confirmation is unknown or already finished. Please start the verification again.',
  },
  'gema.verification_expired': {
    status: 422,
    de: 'Die Bestätigung hat zu lange gedauert und ist abgelaufen. Bitte starte die Verifizierung neu.',
    en: 'The confirmation took too long and has expired. Please start the verification again.',
  },
  'gema.unavailable': {
    status: 503,
    de: 'Die GEMA-Verifizierung ist zurzeit nicht verfügbar.',
    en: 'GEMA verification is not available at the moment.',
  },
  // Validation (spec section 5)
  'validation.invalid': {
    status: 422,
    de: 'Ungültige Eingabe',
    en: 'Invalid input',
  },
  'validation.required': { status: 422, de: 'Pflichtfeld', en: 'Required' },
  'validation.too_short': { status: 422, de: 'Zu kurz', en: 'Too short' },
  'validation.too_long': { status: 422, de: 'Zu lang', en: 'Too long' },
  'validation.numbers_only': { status: 422, de: 'Nur Ziffern', en: 'Numbers only' },
  'validation.invalid_date': { status: 422, de: 'Ungültiges Datum', en: 'Invalid date' },
  'validation.email': {
    status: 422,
    de: 'Bitte gib eine gültige E-Mail-Adresse ein',
    en: 'Please enter a valid email address',
  },
  'validation.password': {
    status: 422,
    de: 'Bitte gib ein gültiges Passwort ein',
    en: 'Please enter a valid password',
  },
  'validation.password_rules': {
    status: 422,
    de: 'Mindestens 8 Zeichen, Klein- und Großbuchstaben, mindestens eine Ziffer',
    en: 'At least 8 characters, lowercase and uppercase letters, at least one number',
  },
  'validation.password_common': {
    status: 422,
    de: 'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
    en: 'This password is too common and easy to guess. Please choose another one.',
  },
  'validation.terms_required': {
    status: 422,
    de: 'Bitte akzeptiere die Nutzungsbedingungen.',
    en: 'Please accept the terms of use.',
  },
  'validation.passwords_mismatch': {
    status: 422,
    de: 'Die Passwörter stimmen nicht überein',
    en: "Passwords don't match",
  },
  'validation.image_required': {
    status: 422,
    de: 'Bild-Upload erforderlich',
    en: 'Image upload required',
  },
  'validation.cover_too_narrow': {
    status: 422,
    de: 'Das Bild ist nicht breit genug (mindestens 960px)',
    en: 'The image is not wide enough (960px minimum)',
  },
  'validation.aspect_ratio': {
    status: 422,
    de: 'Das Seitenverhältnis ist nicht geeignet',
    en: 'The aspect ratio is not suitable',
  },
  'validation.file_too_large': {
    status: 413,
    de: 'Datei zu groß, erlaubt sind {allowed}',
    en: 'File too large, {allowed} are allowed',
  },
  'validation.min_age': {
    status: 422,
    de: 'Du musst mindestens 16 Jahre alt sein',
    en: 'You must be at least 16 years old',
  },
  // Generic request and server failures
  'request.not_found': {
    status: 404,
    de: 'Diese Adresse gibt es nicht.',
    en: 'This address does not exist.',
  },
  'request.unknown_type': {
    status: 404,
    de: 'Diesen Inhaltstyp gibt es nicht.',
    en: 'This type of content does not exist.',
  },
  'request.entity_not_found': {
    status: 404,
    de: 'Der Inhalt existiert nicht oder wurde gelöscht.',
    en: 'The content does not exist or was deleted.',
  },
  'request.method_not_allowed': {
    status: 405,
    de: 'Diese Aktion ist hier nicht möglich.',
    en: 'This action is not possible here.',
  },
  'request.too_large': {
    status: 413,
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
  },
  'request.unsupported_media_type': {
    status: 415,
    de: 'Dieses Datenformat wird nicht unterstützt.',
    en: 'This data format is not supported.',
  },
  'request.malformed': {
    status: 422,
    de: 'Die Anfrage konnte nicht gelesen werden.',
    en: 'The request could not be read.',
  },
  'server.action_failed': {
    status: 422,
    de: 'Die gewünschte Aktion konnte nicht erfolgreich ausgeführt werden',
    en: 'The requested action could not be performed successfully',
  },
  'server.backend_error': {
    status: 500,
    de: 'Serverfehler',
    en: 'Backend error',
  },
  'server.unavailable': {
    status: 503,
    de: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    en: 'The service is unavailable right now. Please try again shortly.',
  },
  // Client-only failures (never sent by the server)
  'client.error_occurred': {
    status: 500,
    de: 'Ein Fehler ist aufgetreten',
    en: 'An error occurred',
    clientOnly: true,
  },
  'client.network': {
    status: 503,
    de: 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
    en: 'No connection to the server. Please check your internet connection.',
    clientOnly: true,
  },
  'client.camera_not_found': {
    status: 422,
    de: 'Keine geeignete Kamera gefunden',
    en: 'No suitable camera found',
    clientOnly: true,
  },
  'client.camera_no_access': {
    status: 422,
    de: 'Kein Zugriff auf Kamera',
    en: 'No access to camera',
    clientOnly: true,
  },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export type ErrorParams = Record<string, string | number>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);

export const errorStatus = (code: ErrorCode): number => ERROR_CATALOGUE[code].status;

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function interpolate(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function errorMessage(code: ErrorCode, locale: 'de' | 'en', params?: ErrorParams): string {
  return interpolate(ERROR_CATALOGUE[code][locale], params);
}

/** The catalogue as i18next resources for the web's `errors` namespace. */
export function errorResources(locale: 'de' | 'en'): Record<string, string> {
  return Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code][locale]]));
}
