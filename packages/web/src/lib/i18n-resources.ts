import type { ERROR_TEXTS_DE, Locale, NotificationKind } from '@backline/domain';
import type deCommon from '../locales/de/common.json';
import type deAdmin from '../locales/de/admin.json';
import type deAuth from '../locales/de/auth.json';
import type deAccountLifecycle from '../locales/de/account-lifecycle.json';
import type deHome from '../locales/de/home.json';
import type deLanding from '../locales/de/landing.json';
import type deTwoFactor from '../locales/de/two-factor.json';
import type deSettings from '../locales/de/settings.json';
import type deOauth from '../locales/de/oauth.json';
import type deQrLogin from '../locales/de/qr-login.json';
import type deMedia from '../locales/de/media.json';
import type dePages from '../locales/de/pages.json';
import type dePageAdmin from '../locales/de/page-admin.json';
import type deBookmarks from '../locales/de/bookmarks.json';
import type deBooking from '../locales/de/booking.json';
import type deBookingDesk from '../locales/de/booking-desk.json';
import type deGema from '../locales/de/gema.json';
import type deProfiles from '../locales/de/profiles.json';
import type deNotifications from '../locales/de/notifications.json';
import type deContacts from '../locales/de/contacts.json';
import type deMessaging from '../locales/de/messaging.json';
import type deReports from '../locales/de/reports.json';
import type deModeration from '../locales/de/moderation.json';
import type deForum from '../locales/de/forum.json';
import type deDirectory from '../locales/de/directory.json';
import type deVenues from '../locales/de/venues.json';
import type deHighlights from '../locales/de/highlights.json';
import type deFairPay from '../locales/de/fair-pay.json';
import type deSearch from '../locales/de/search.json';
import type deContactAds from '../locales/de/contactads.json';

/** `booking.offer_full` → `booking_offer_full`: i18next reads dots in keys as nesting. */
export type KindKey<K extends string = NotificationKind> = K extends `${infer A}.${infer B}`
  ? `${A}_${B}`
  : K;

export const kindKey = <K extends NotificationKind>(kind: K): KindKey<K> =>
  kind.replace('.', '_') as KindKey<K>;

/** The domain's notice texts of one language under the keys the `notifications` namespace uses. */
const kindTexts = (texts: Record<NotificationKind, string>) =>
  Object.fromEntries(
    Object.entries(texts).map(([kind, text]) => [kindKey(kind as NotificationKind), text]),
  ) as Record<KindKey, string>;

/**
 * Every namespace and the shape of its texts (the German file is the reference; a test checks
 * that English has the same keys). A new namespace: its two JSON files in `locales/` and a line
 * here; a screen lists the namespaces it needs in app/router.tsx, so they load with its route.
 */
type NotificationsCatalogue = {
  [K in keyof typeof deNotifications | 'kinds']: K extends keyof typeof deNotifications
    ? (typeof deNotifications)[K]
    : { [Kind in KindKey]: string };
};

export type Catalogues = {
  common: typeof deCommon;
  errors: typeof ERROR_TEXTS_DE;
  admin: typeof deAdmin;
  auth: typeof deAuth;
  'account-lifecycle': typeof deAccountLifecycle;
  home: typeof deHome;
  landing: typeof deLanding;
  'two-factor': typeof deTwoFactor;
  settings: typeof deSettings;
  oauth: typeof deOauth;
  'qr-login': typeof deQrLogin;
  media: typeof deMedia;
  pages: typeof dePages;
  'page-admin': typeof dePageAdmin;
  bookmarks: typeof deBookmarks;
  booking: typeof deBooking;
  /** The offerer's and applicant's desk: applicants, my offers and applications, dates, ratings. */
  'booking-desk': typeof deBookingDesk;
  gema: typeof deGema;
  profiles: typeof deProfiles;
  /** The screen's texts and, under `kinds`, the notices' texts from the domain (shared with mails). */
  notifications: NotificationsCatalogue;
  /** The contacts screen and the contact button of profiles. */
  contacts: typeof deContacts;
  /** The conversation list, the chat and the message button of profiles, pages and offers. */
  messaging: typeof deMessaging;
  /** The report dialog and the "Melden" entries of messages, chats, profiles, pages and offers. */
  reports: typeof deReports;
  /** The moderators' queue and objections, and every member's moderation page. */
  moderation: typeof deModeration;
  /** The forum: topic list, topic with comments, editors, moderation dialogs. */
  forum: typeof deForum;
  /** The directory: musicians, live locations, bands and companies. */
  directory: typeof deDirectory;
  /** Venue factsheets and ratings: the page's cards, the editor, the rate form, a rating. */
  venues: typeof deVenues;
  /** The curated highlights (`/highlights`) and their editing. */
  highlights: typeof deHighlights;
  /** The fair-pay card of venue and organizer pages. */
  'fair-pay': typeof deFairPay;
  /** Search: the top bar's suggestions (`box`, loaded with it) and the results screen. */
  search: typeof deSearch;
  /** The musician search: contact ads, their form and detail, matches. */
  contactads: typeof deContactAds;
};

export type Namespace = keyof Catalogues;

type Texts = Record<string, unknown>;

/** The JSON catalogues, each its own chunk, fetched when a screen first needs it. */
const localeFiles = import.meta.glob<Texts>('../locales/*/*.json', { import: 'default' });

/**
 * A namespace's texts in one language (the i18next backend). The error catalogue and the
 * notices' texts live in the domain, where the server renders mails from them too.
 */
export async function loadNamespace(language: Locale, namespace: Namespace): Promise<Texts> {
  if (namespace === 'errors') {
    return language === 'en'
      ? (await import('@backline/domain/errors/error-texts.en')).ERROR_TEXTS_EN
      : (await import('@backline/domain/errors/error-texts.de')).ERROR_TEXTS_DE;
  }
  const load = localeFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  const texts = await load();
  if (namespace !== 'notifications') return texts;
  const kinds =
    language === 'en'
      ? (await import('@backline/domain/notifications/notification-texts.en')).NOTIFICATION_TEXTS_EN
      : (await import('@backline/domain/notifications/notification-texts.de'))
          .NOTIFICATION_TEXTS_DE;
  return { ...texts, kinds: kindTexts(kinds) };
}
