import { z } from 'zod/mini';

/**
 * Page addresses (`urlname`, spec section 5): `/{urlname}` is a short URL of the page, so an
 * address must never shadow a route of the app. Lowercase letters, digits and hyphens, 2-256
 * characters, no hyphen at either end (the database checks the same).
 */
export const URLNAME_MIN_LENGTH = 2;
export const URLNAME_MAX_LENGTH = 256;
export const URLNAME_FORMAT = /^[a-z0-9](?:[a-z0-9-]{0,254}[a-z0-9])?$/;

/**
 * Every first path segment of the route table (`routing/route-table.ts`; a unit test checks they
 * match).
 */
export const ROUTE_FIRST_SEGMENTS = [
  '404',
  'account',
  'admin',
  'audio',
  'benutzer',
  'bildung',
  'booking',
  'booking-bewertung',
  'bookingrating',
  'classified',
  'clogin',
  'contactad',
  'directmessaging',
  'event',
  'firma',
  'forum',
  'gigs',
  'highlights',
  'home',
  'instapost',
  'institution',
  'kleinanzeige',
  'livelocation',
  'location',
  'locationrating',
  'login',
  'marktplatz',
  'messaging',
  'moderation',
  'mp3-track',
  'musiker',
  'musikerkontakt',
  'musikermarkt',
  'musikersuche',
  'oauth',
  'page',
  'post',
  'qrlogin',
  'qrscan',
  'sonstige',
  'static',
  'stats',
  'stiftung',
  'suche',
  'test',
  'thema',
  'themen',
  'user',
  'verein',
  'verzeichnis',
  'video',
] as const;

/** Not routes today, but must stay free for the server, assets and likely future screens. */
export const RESERVED_EXTRA = [
  'api',
  'assets',
  'media',
  'files',
  'uploads',
  'docs',
  'help',
  'hilfe',
  'support',
  'settings',
  'einstellungen',
  'search',
  'suche',
  'organization',
  'organisation',
  'pages',
  'users',
  'profile',
  'profil',
  'backline',
  'impressum',
  'datenschutz',
  'agb',
  'kontakt',
  'contact',
  'about',
  'ueber-uns',
  'logout',
  'register',
  'registrieren',
  'signup',
  'invite',
  'einladung',
  'forum',
  'chat',
  'calendar',
  'kalender',
  'notifications',
  'moderation',
  'root',
  'www',
  'mail',
  'favicon-ico',
  'robots-txt',
  'sw-js',
  'manifest-webmanifest',
] as const;

export const RESERVED_URLNAMES: ReadonlySet<string> = new Set<string>([
  ...ROUTE_FIRST_SEGMENTS,
  ...RESERVED_EXTRA,
]);

export type UrlnameProblem = 'page.invalid_address' | 'page.address_unavailable';

/**
 * Why a page address cannot be used, judged without the database: wrong form (invalid) or a
 * reserved name (unavailable, like a taken one). Null when it may be used if nobody has it.
 */
export function urlnameProblem(value: string): UrlnameProblem | null {
  if (
    value.length < URLNAME_MIN_LENGTH ||
    value.length > URLNAME_MAX_LENGTH ||
    !URLNAME_FORMAT.test(value)
  ) {
    return 'page.invalid_address';
  }
  return RESERVED_URLNAMES.has(value) ? 'page.address_unavailable' : null;
}

/** A well-formed address (reserved names pass here; `urlnameProblem` tells them apart). */
export const UrlnameSchema = z
  .string()
  .check(z.minLength(URLNAME_MIN_LENGTH), z.maxLength(URLNAME_MAX_LENGTH), z.regex(URLNAME_FORMAT));
export type Urlname = z.infer<typeof UrlnameSchema>;

/**
 * What a page form sends as `urlname`: any text up to 1000 characters. The server judges it with
 * `urlnameProblem` so that every wrong form answers `page.invalid_address` (field `urlname`),
 * not a generic validation code.
 */
export const UrlnameInputSchema = z.string().check(z.maxLength(1000));
