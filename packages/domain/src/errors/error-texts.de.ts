import type { ErrorCode } from './error-codes.ts';

/** The German text of every error code (`{name}` placeholders filled from the error's params). */
export const ERROR_TEXTS_DE = {
  // Authentication and authorization
  'auth.required': 'Anmeldung erforderlich',
  'auth.invalid_credentials': 'Unbekanntes Konto oder falsche Zugangsdaten',
  'auth.external_failed': 'Die externe Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
  'auth.external_password_required':
    'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Gib sein Passwort ein, um die externe Anmeldung damit zu verbinden.',
  'auth.forbidden': 'Dafür fehlt dir die Berechtigung.',
  'auth.rate_limited': 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
  'auth.two_factor_required': 'Gib den Code aus deiner Authenticator-App ein.',
  'auth.two_factor_invalid': 'Der Code ist falsch oder abgelaufen.',
  'auth.two_factor_setup_required':
    'Richte zuerst die Zwei-Faktor-Anmeldung in deinen Einstellungen ein.',
  'auth.two_factor_mandatory':
    'Für Administratoren und Moderatoren ist die Zwei-Faktor-Anmeldung Pflicht.',
  'auth.two_factor_already_enabled': 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  'auth.two_factor_not_enabled': 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
  'auth.two_factor_setup_missing': 'Starte die Einrichtung der Zwei-Faktor-Anmeldung neu.',
  'auth.account_deactivated':
    'Dieses Konto ist deaktiviert. Wir haben dir einen Link zum Reaktivieren geschickt.',
  'auth.account_deactivated_by_admin': 'Dieses Konto wurde von der Administration deaktiviert.',
  'auth.account_deletion_pending':
    'Dieses Konto wird am {date} gelöscht. Den Link zum Abbrechen der Löschung haben wir dir geschickt.',
  'auth.account_deletion_pending_by_admin':
    'Dieses Konto wurde von der Administration gelöscht und wird am {date} endgültig entfernt.',
  // Accounts
  'account.in_use': 'E-Mail oder Telefonnummer wird bereits verwendet',
  'account.not_found_or_active': 'Das Konto existiert nicht oder wurde bereits aktiviert',
  'account.email_unavailable': 'Diese E-Mail-Adresse ist nicht verfügbar',
  'account.sms_limit': 'SMS-Limit erreicht',
  'account.number_unavailable': 'Nummer nicht verfügbar',
  'account.wrong_code': 'Falscher Code',
  'qr.challenge_invalid': 'Dieser QR-Code ist abgelaufen oder wurde schon verwendet.',
  'qr.code_unreadable': 'Das ist kein gültiger Code.',
  'account.link_invalid': 'Dieser Link ist ungültig oder abgelaufen. Fordere einen neuen an.',
  'account.wrong_password': 'Das aktuelle Passwort ist falsch',
  'account.user_blocked': 'Dieses Mitglied hat dich blockiert oder wurde blockiert.',
  'account.gema_already_linked':
    'Das GEMA-Konto ist bereits mit einem anderen Benutzerkonto verknüpft',
  // Links and media
  'link.unavailable': 'Dieser Link ist nicht verfügbar',
  'link.unprocessable': 'Der Link konnte nicht verarbeitet werden',
  'media.invalid_audio_link':
    'Ungültiger Audio-Link: bitte den Link zu einem einzelnen SoundCloud-Track angeben.',
  // Media uploads (media module)
  'media.wrong_type': 'Dieser Dateityp wird hier nicht unterstützt. Erlaubt: {allowed}',
  'media.limit_reached': 'Hier ist kein Platz mehr: höchstens {max} Einträge.',
  'media.range_not_satisfiable': 'Dieser Teil der Datei existiert nicht.',
  'media.zip_rejected':
    'Dieses ZIP-Archiv wird nicht angenommen: zu viele Dateien, zu groß entpackt oder ungültige Pfade.',
  // Comments and moderation
  'comment.not_posted': 'Der Kommentar konnte nicht veröffentlicht werden',
  'comment.not_found': 'Der Kommentar existiert nicht oder wurde gelöscht',
  'comment.hidden':
    'Dieser Kommentar wurde ausgeblendet, weil er gegen unsere Community-Regeln verstößt.',
  'moderation.community_ban': 'Community-Sperre. Du kannst bis {date} nichts veröffentlichen',
  'moderation.action_not_applicable': 'Diese Maßnahme passt hier nicht.',
  'moderation.own_subject': 'Das entscheidet ein anderer Moderator.',
  'moderation.no_open_reports': 'Keine offenen Meldungen mehr.',
  'moderation.ban_end_in_past': 'Das Ende muss in der Zukunft liegen.',
  'moderation.not_appealable': 'Hiergegen ist kein Einspruch möglich.',
  'moderation.appeal_exists': 'Du hast schon Einspruch eingelegt.',
  'moderation.appeal_not_open': 'Darüber ist schon entschieden.',
  'moderation.same_moderator': 'Das entscheidet ein anderer Moderator.',
  'moderation.not_reversible': 'Eine Löschung lässt sich nicht rückgängig machen.',
  // Site administration
  'admin.role_of_admin': 'Die Rolle eines Admins lässt sich hier nicht ändern.',
  'admin.self_action': 'Das kannst du nicht mit deinem eigenen Konto tun.',
  'contacts.self': 'Du kannst dich nicht selbst als Kontakt hinzufügen.',
  'contacts.public_profile_required':
    'Für eine Kontaktanfrage brauchst du ein öffentliches Profil. Stelle es in den Einstellungen auf öffentlich.',
  'contacts.request_pending': 'Du hast diesem Mitglied schon eine Kontaktanfrage geschickt.',
  'contacts.already_contacts': 'Ihr seid bereits Kontakte.',
  'contacts.no_request': 'Es gibt keine offene Kontaktanfrage mehr.',
  'contacts.not_contacts': 'Ihr seid keine Kontakte.',
  'contacts.already_blocked': 'Du hast dieses Mitglied bereits blockiert.',
  'contacts.not_blocked': 'Du hast dieses Mitglied nicht blockiert.',
  'messaging.not_a_sender': 'Als diese Seite kannst du nicht schreiben.',
  'messaging.partner_gone': 'Dieses Mitglied oder diese Seite gibt es nicht mehr.',
  'messaging.self': 'Du kannst dir nicht selbst schreiben.',
  'messaging.not_own_message': 'Du kannst nur deine eigenen Nachrichten löschen.',
  'messaging.attachments_contacts_only':
    'Anhänge gehen nur an bestätigte Kontakte oder an Mitglieder, die dir schon geschrieben haben.',
  'reports.already_reported': 'Das hast du schon gemeldet. Wir sehen es uns an.',
  'reports.own_subject': 'Eigene Inhalte kannst du nicht melden.',
  'forum.topic_not_found': 'Dieses Thema gibt es nicht oder nicht mehr.',
  'forum.comment_not_found': 'Der Kommentar existiert nicht oder wurde gelöscht.',
  'forum.category_not_found': 'Diese Kategorie gibt es nicht.',
  'forum.thread_closed':
    'Kommentar konnte nicht veröffentlicht werden. Diese Diskussion ist geschlossen.',
  'forum.thread_hidden':
    'Kommentar konnte nicht veröffentlicht werden. Diese Diskussion ist ausgeblendet.',
  'forum.thread_banned':
    'Kommentar konnte nicht veröffentlicht werden. Du bist für diese Diskussion gesperrt.',
  'forum.not_author': 'Das kann nur, wer es geschrieben hat.',
  'forum.not_a_sender': 'Als diese Seite kannst du nicht schreiben.',
  'forum.moderator_not_found': 'Dieses Mitglied gibt es nicht.',
  'directory.filter_not_available': 'Nach diesem Merkmal lässt sich diese Liste nicht filtern.',
  'directory.invalid_cursor':
    'Diese Seite der Liste gibt es nicht mehr. Bitte beginne wieder oben.',
  'venues.not_a_venue': 'Diese Location gibt es nicht.',
  'venues.rating_not_found': 'Diese Bewertung gibt es nicht oder nicht mehr.',
  'venues.already_rated':
    'Du hast diese Location schon bewertet. Du kannst deine Bewertung bearbeiten.',
  'venues.edit_window_closed': 'Eine Bewertung kann nur in den ersten 30 Tagen geändert werden.',
  'venues.own_venue': 'Die eigene Location kannst du nicht bewerten.',
  'venues.not_rater': 'Das kann nur, wer die Bewertung geschrieben hat.',
  'contactads.not_found': 'Diese Kontaktanzeige gibt es nicht oder nicht mehr.',
  'contactads.limit_reached':
    'Pro Profil sind höchstens drei verschiedene Kontaktanzeigen möglich.',
  'contactads.publisher_not_allowed':
    'Als dieses Profil kannst du eine solche Anzeige nicht aufgeben.',
  'contactads.city_required': 'Bitte gib einen Ort an, oder wähle „nur remote“.',
  'contactads.media_not_found': 'Dieses Bild oder diese Aufnahme gehört nicht zu deinem Profil.',
  'contactads.not_active': 'Diese Anzeige ist nicht aktiv.',
  'contactads.not_renewable': 'Diese Anzeige kann noch nicht verlängert werden.',
  'highlights.subject_not_found': 'Nicht gefunden oder nicht öffentlich.',
  'highlights.already_added': 'Das steht schon in den Highlights.',
  'highlights.full': 'Die Liste ist voll.',
  'admin.user_not_found': 'Dieses Konto gibt es nicht.',
  'admin.account_not_active':
    'Das Konto ist nicht aktiv (noch nicht aktiviert, deaktiviert oder gelöscht).',
  'admin.ban_end_in_past': 'Das Ende der Sperre muss in der Zukunft liegen.',
  // Pages, bookmarks, booking, voting
  'page.invalid_address': 'Ungültige Seitenadresse: nur Kleinbuchstaben, Ziffern und Bindestriche.',
  'page.address_unavailable': 'Diese Adresse ist bereits vergeben.',
  // Pages (issue 4): team, ownership, acting as a page
  'page.not_affiliated':
    'Du gehörst nicht zu dieser Seite und kannst nicht in ihrem Namen handeln.',
  'page.already_in_team': 'Diese Person gehört bereits zum Team der Seite.',
  'page.not_in_team': 'Diese Person gehört nicht zum Team der Seite.',
  'page.user_not_found': 'Dieses Mitglied gibt es nicht.',
  'page.owner_cannot_leave':
    'Als Inhaber:in kannst du die Seite erst verlassen, wenn du sie übergeben hast.',
  'page.command_not_allowed': 'Diese Änderung ist für dieses Teammitglied nicht möglich.',
  'page.ownership_changed':
    'Die Inhaberschaft der Seite hat sich gerade geändert. Bitte lade die Seite neu.',
  'page.no_ownership_request': 'Es gibt keine Anfrage auf Inhaberschaft von diesem Mitglied.',
  'page.invitation_pending': 'Es gibt schon eine offene Einladung in dieses Team.',
  'page.join_request_pending': 'Es gibt schon eine offene Beitrittsanfrage für dieses Team.',
  'page.no_invitation': 'Es gibt keine offene Einladung in dieses Team.',
  'page.no_join_request': 'Es gibt keine offene Beitrittsanfrage für dieses Team.',
  'bookmark.exists': 'Ein Lesezeichen mit diesem Namen gibt es bereits.',
  'booking.stub_needs_saving':
    'Bitte vervollständige und speichere zuerst die Location bzw. Organisation.',
  'booking.series_needs_date': 'Eine Serie braucht mindestens einen Termin.',
  'booking.venue_required':
    'Ein Auftritt vor Ort (live oder hybrid) braucht eine Location. Wähle eine aus oder lege sie neu an.',
  'booking.slots_below_confirmed': 'Es kann nicht weniger Slots geben als bereits bestätigte Acts.',
  'booking.command_not_allowed':
    'Das ist bei diesem Angebot in seinem jetzigen Zustand nicht möglich.',
  'booking.offer_over': 'Dieses Angebot ist vorbei.',
  'booking.no_free_slot': 'Für diesen Termin sind alle Slots vergeben.',
  'booking.reschedule_used': 'Ein Angebot kann nur einmal verschoben werden.',
  'booking.dates_need_reschedule':
    'Die Termine eines veröffentlichten Angebots ändern sich nur durch Verschieben.',
  'booking.reapply_barred':
    'Nach einer Ablehnung oder Absage kann sich dieser Act für diesen Termin nicht erneut bewerben und nicht mehr bestätigt werden.',
  'booking.already_applied': 'Diese Künstlerseite hat sich für diesen Termin schon beworben.',
  'booking.not_accepting': 'Für diesen Termin sind gerade keine Bewerbungen möglich.',
  'booking.pay_amount_required': 'Für die Gage muss ein Betrag eingegeben werden.',
  'booking.duplicate_date': 'Dieser Termin ist doppelt.',
  'booking.wanted_and_excluded':
    'Eine Auswahl kann nicht zugleich gesucht und ausgeschlossen sein.',
  'booking.deadline_after_date': 'Die Bewerbungsfrist muss vor dem letzten Termin enden.',
  'booking.date_in_past': 'Dieser Zeitpunkt liegt in der Vergangenheit.',
  'booking.private_event_only':
    'Mit einem privaten Konto kannst du nur Angebote für private Veranstaltungen veröffentlichen.',
  'booking.artist_page_required': 'Für eine Bewerbung brauchst du eine Künstlerseite.',
  'booking.premium_requirements':
    'Für eine Bewerbung auf ein Premium-Angebot braucht die Künstlerseite ein Profilbild, eine Website oder Facebook-Seite, mindestens ein Video oder Audio und einen Infotext.',
  'booking.field_locked': 'Sobald Bewerbungen vorliegen, lässt sich das nicht mehr ändern.',
  'booking.rating_not_allowed':
    'Bewerten können nur die Beteiligten eines bestätigten Gigs, nachdem er stattgefunden hat.',
  'booking.rating_exists': 'Du hast diesen Gig schon bewertet.',
  'booking.rating_answered': 'Auf diese Bewertung wurde schon geantwortet.',
  'voting.email_used': 'Mit dieser E-Mail-Adresse kann nicht (erneut) abgestimmt werden',
  // Bookmarks and GEMA verification (issue 4)
  'bookmark.limit_reached':
    'Du hast die Höchstzahl von {max} Lesezeichen erreicht. Lösche eines, um ein neues zu speichern.',
  'gema.invalid_member_number': 'Eine GEMA-Mitgliedsnummer besteht aus 4 bis 12 Ziffern.',
  'gema.verification_invalid':
    'Diese Bestätigung ist unbekannt oder wurde schon abgeschlossen. Bitte starte die Verifizierung neu.',
  'gema.verification_expired':
    'Die Bestätigung hat zu lange gedauert und ist abgelaufen. Bitte starte die Verifizierung neu.',
  'gema.unavailable': 'Die GEMA-Verifizierung ist zurzeit nicht verfügbar.',
  // Validation (spec section 5)
  'validation.invalid': 'Ungültige Eingabe',
  'validation.required': 'Pflichtfeld',
  'validation.too_short': 'Zu kurz',
  'validation.too_long': 'Zu lang',
  'validation.numbers_only': 'Nur Ziffern',
  'validation.invalid_date': 'Ungültiges Datum',
  'validation.date_out_of_range': 'Bitte gib ein Datum zwischen 1900 und 2100 an',
  'validation.email': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'validation.password': 'Bitte gib ein gültiges Passwort ein',
  'validation.password_rules':
    'Mindestens 8 Zeichen, Klein- und Großbuchstaben, mindestens eine Ziffer',
  'validation.password_common':
    'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
  'validation.terms_required': 'Bitte akzeptiere die Nutzungsbedingungen.',
  'validation.passwords_mismatch': 'Die Passwörter stimmen nicht überein',
  'validation.image_required': 'Bild-Upload erforderlich',
  'validation.cover_too_narrow': 'Das Bild ist nicht breit genug (mindestens 960px)',
  'validation.aspect_ratio': 'Das Seitenverhältnis ist nicht geeignet',
  'validation.file_too_large': 'Datei zu groß, erlaubt sind {allowed}',
  'validation.min_age': 'Du musst mindestens 16 Jahre alt sein',
  // Generic request and server failures
  'request.not_found': 'Diese Adresse gibt es nicht.',
  'request.unknown_type': 'Diesen Inhaltstyp gibt es nicht.',
  'request.entity_not_found': 'Der Inhalt existiert nicht oder wurde gelöscht.',
  'request.method_not_allowed': 'Diese Aktion ist hier nicht möglich.',
  'request.too_large': 'Die Anfrage ist zu groß.',
  'request.headers_too_large': 'Die Kopfzeilen der Anfrage sind zu groß.',
  'request.timeout': 'Die Anfrage kam nicht rechtzeitig vollständig an.',
  'request.unsupported_media_type': 'Dieses Datenformat wird nicht unterstützt.',
  'request.malformed': 'Die Anfrage konnte nicht gelesen werden.',
  'server.action_failed': 'Die gewünschte Aktion konnte nicht erfolgreich ausgeführt werden',
  'server.backend_error': 'Serverfehler',
  'server.unavailable':
    'Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'server.database_unavailable':
    'Die Verbindung zur Datenbank wurde unterbrochen. Bitte versuche es gleich noch einmal.',
  'server.restarting':
    'Der Server startet gerade neu. Bitte versuche es in ein paar Sekunden noch einmal.',
  // Client-only failures (never sent by the server)
  'client.error_occurred': 'Ein Fehler ist aufgetreten',
  'client.network': 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
  'client.camera_not_found': 'Keine geeignete Kamera gefunden',
  'client.camera_no_access': 'Kein Zugriff auf Kamera',
} satisfies Record<ErrorCode, string>;
