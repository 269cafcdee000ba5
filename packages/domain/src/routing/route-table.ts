import {
  INSTAPOST_ID_PATTERN,
  ID_PATTERN,
  SHORT_URL_PATTERN,
  SLUG_ID_PATTERN,
} from './route-params.ts';

/**
 * Every route of spec section 2, in one typed table: its React Router path, the rules its
 * parameters must meet (a path whose parameters fail is not found), whether it needs a login,
 * the redirects, the public-site redirect of detail routes, the list routes back navigation
 * returns to, and the screen once its capability exists. A route without a screen renders the
 * not-found screen after its guard (docs/decisions.md, 6).
 *
 * Pure data shared by the web (React Router renders it, `resolve-route.ts` guards it) and the
 * server (an address outside the table answers 404; `route-match.ts`).
 */

export const ROUTE_PARAM_RULES = {
  /** 5-12 letters or digits. */
  id: ID_PATTERN,
  /** `{slug}-{id}`, the slug may be empty. */
  slugId: SLUG_ID_PATTERN,
  /** 5-64 letters or digits. */
  instapostId: INSTAPOST_ID_PATTERN,
  /** 2-256 letters, digits or hyphens. */
  shortUrl: SHORT_URL_PATTERN,
  themenCategory: /^(news|praxistipps|marken|interviews)$/,
  /** A page invite token: base64url, 20-128 characters. */
  inviteToken: /^[A-Za-z0-9_-]{20,128}$/,
  /** Free text of one path segment, decoded (a tag, a region, an instrument). */
  text: /^[\s\S]{1,200}$/,
} as const satisfies Record<string, RegExp>;

export type ParamRule = keyof typeof ROUTE_PARAM_RULES;

/** Screens that exist (the web maps each to its lazily loaded module). */
export const SCREEN_KEYS = [
  'landing',
  'login',
  'oauth',
  'account',
  'home',
  'static-page',
  'not-found',
  'admin-user',
  'settings',
  'appsettings',
  'user-edit',
  'qr-login',
  'qr-scan',
  'page-create',
  'page-edit',
  'page-detail',
  'page-join',
  'short-url',
  'media-detail',
  'user-profile',
  'bookmarks',
  'gema',
  'gigs',
  'booking-detail',
  'booking-form',
  'booking-applicants',
  'booking-mine',
  'booking-ratings',
  'booking-voting',
  'booking-dates',
  'notifications',
  'contacts',
  'messaging',
  'chat',
  'moderation',
  'my-moderation',
  'forum',
  'forum-topic',
  'directory',
  'venue-facts',
  'venue-rate',
  'venue-rating',
  'highlights',
  'search',
  'contactads',
  'contactad-detail',
  'contactad-form',
] as const;
export type ScreenKey = (typeof SCREEN_KEYS)[number];

export type RouteParams = Readonly<Record<string, string | undefined>>;

export type AppRoute = {
  /** Unique, stable name: a screen stays mounted while the address stays on its route. */
  id: string;
  /** React Router path pattern. */
  path: string;
  params?: Readonly<Record<string, ParamRule>>;
  /** `login`: a visitor is sent to `/login?redirect=<path+query>`. */
  access: 'public' | 'login';
  /** Redirect routes go to this path (with query) for everyone, before any guard. */
  redirect?: (params: RouteParams) => string;
  /** A detail route that a logged-out visitor sees on the public site, when one is configured. */
  publicSite?: true;
  /** Signed-in users do not see this route; they go to `redirect` (if safe) or /home. */
  visitorsOnly?: true;
  /** One of the list routes that back navigation returns to (spec section 2). */
  backTarget?: true;
  /** The screen, when its capability exists. */
  screen?: ScreenKey;
};

const param = (params: RouteParams, name: string): string => params[name] ?? '';

/**
 * A path with a query built from pairs; keys and values are percent-encoded (the web's guard
 * merges it with the address's own query through URLSearchParams).
 */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const login = (id: string, path: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  id,
  path,
  access: 'login',
  ...extra,
});

const open = (id: string, path: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  id,
  path,
  access: 'public',
  ...extra,
});

const redirectRoute = (
  id: string,
  path: string,
  redirect: (params: RouteParams) => string,
  params?: Readonly<Record<string, ParamRule>>,
): AppRoute => ({ id, path, access: 'public', redirect, ...(params ? { params } : {}) });

const SLUG_ID = { slugId: 'slugId' } as const;
const ID = { id: 'id' } as const;

/** Organization detail routes: one per organization type (spec section 2). */
const ORGANIZATION_PREFIXES = [
  'firma',
  'bildung',
  'sonstige',
  'stiftung',
  'verein',
  'institution',
] as const;

export const APP_ROUTES: readonly AppRoute[] = [
  // Public routes
  open('landing', '/', { visitorsOnly: true, screen: 'landing' }),
  open('login', '/login', { visitorsOnly: true, screen: 'login' }),
  open('clogin', '/clogin', { visitorsOnly: true, screen: 'login' }),
  open('oauth', '/oauth', { screen: 'oauth' }),
  open('qrlogin', '/qrlogin', { visitorsOnly: true, screen: 'qr-login' }),
  login('qrscan', '/qrscan', { screen: 'qr-scan' }),
  open('account', '/account', { visitorsOnly: true, screen: 'account' }),
  open('static-faq', '/static/faq', { screen: 'static-page' }),
  open('static-legal', '/static/legal', { screen: 'static-page' }),
  open('static-privacy', '/static/privacy', { screen: 'static-page' }),
  open('static-terms', '/static/terms', { screen: 'static-page' }),
  open('static-gewinnspiel', '/static/gewinnspiel', { screen: 'static-page' }),
  open('story-detail', '/thema/:slugId', { params: SLUG_ID }),
  open('short-url', '/:shortUrl', { params: { shortUrl: 'shortUrl' }, screen: 'short-url' }),

  // Logged-in routes
  login('home', '/home', { backTarget: true, screen: 'home' }),
  login('page-create', '/page/create', { screen: 'page-create' }),
  // The page is named by a query parameter: `/page/edit?id={pageId}`.
  login('page-edit', '/page/edit', { screen: 'page-edit' }),
  // Invite links into a page's team (the `path` the server gives with a new invite).
  login('page-invite', '/page/invite/:token', {
    params: { token: 'inviteToken' },
    screen: 'page-join',
  }),
  login('test', '/test'),
  login('stats', '/stats'),
  login('themen', '/themen', { backTarget: true }),
  login('themen-category', '/themen/:cat', { params: { cat: 'themenCategory' } }),
  login('themen-tag', '/themen/tags/tag/:tag', { params: { tag: 'text' } }),
  login('verzeichnis-musiker', '/verzeichnis/musiker', { backTarget: true, screen: 'directory' }),
  login('verzeichnis-livelocations', '/verzeichnis/livelocations', {
    backTarget: true,
    screen: 'directory',
  }),
  login('verzeichnis-bands', '/verzeichnis/bands', { backTarget: true, screen: 'directory' }),
  login('verzeichnis-firmen', '/verzeichnis/firmen', { backTarget: true, screen: 'directory' }),
  // Public (issue 17: a shareable view for visitors too), unlike the spec's logged-in list.
  open('highlights', '/highlights', { backTarget: true, screen: 'highlights' }),
  login('marktplatz', '/marktplatz', { backTarget: true }),
  redirectRoute('marktplatz-myads', '/marktplatz/myads', () =>
    withQuery('/marktplatz', { filter: 'myads' }),
  ),
  login('musikersuche', '/musikersuche', { backTarget: true, screen: 'contactads' }),
  redirectRoute(
    'musikersuche-region',
    '/musikersuche/region/:region',
    (p) => withQuery('/musikersuche', { region: param(p, 'region') }),
    { region: 'text' },
  ),
  redirectRoute(
    'musikersuche-region-instrument',
    '/musikersuche/region/:region/:instrument',
    (p) => withQuery('/musikersuche', { region: param(p, 'region'), inst: param(p, 'instrument') }),
    { region: 'text', instrument: 'text' },
  ),
  redirectRoute('musikermarkt', '/musikermarkt', () => '/musikersuche'),
  redirectRoute('musikermarkt-myads', '/musikermarkt/myads', () =>
    withQuery('/musikersuche', { filter: 'myads' }),
  ),
  redirectRoute('musikermarkt-matches', '/musikermarkt/matches', () =>
    withQuery('/musikersuche', { filter: 'matches' }),
  ),
  login('gigs', '/gigs', { screen: 'gigs' }),
  login('booking', '/booking', { backTarget: true, screen: 'gigs' }),
  login('booking-applicants', '/booking/:id/applicants', {
    params: ID,
    screen: 'booking-applicants',
  }),
  login('booking-edit', '/booking/:id/edit', { params: ID, screen: 'booking-form' }),
  login('booking-voting', '/booking/:id/voting', { params: ID, screen: 'booking-voting' }),
  login('booking-detail', '/booking/:slugId', {
    params: SLUG_ID,
    publicSite: true,
    screen: 'booking-detail',
  }),
  login('booking-myoffers', '/booking/myoffers', { screen: 'booking-mine' }),
  login('booking-create', '/booking/create', { screen: 'booking-form' }),
  login('booking-myapplies', '/booking/myapplies', { screen: 'booking-mine' }),
  login('booking-ratings', '/booking/ratings', { screen: 'booking-ratings' }),
  // The spec names a "date overview" screen without a path.
  login('booking-dates', '/booking/dates', { screen: 'booking-dates' }),
  redirectRoute(
    'bookingrating',
    '/bookingrating/:id',
    (p) => withQuery('/booking/ratings', { rating: param(p, 'id') }),
    ID,
  ),
  redirectRoute(
    'booking-bewertung',
    '/booking-bewertung/:id',
    (p) => withQuery('/booking/ratings', { rating: param(p, 'id') }),
    ID,
  ),
  login('instapost-list', '/instapost/list/:id', { params: { id: 'instapostId' } }),
  login('user-detail', '/user/:slugId', {
    params: SLUG_ID,
    publicSite: true,
    screen: 'user-profile',
  }),
  login('benutzer-detail', '/benutzer/:slugId', {
    params: SLUG_ID,
    publicSite: true,
    screen: 'user-profile',
  }),
  login('musiker-detail', '/musiker/:slugId', {
    params: SLUG_ID,
    publicSite: true,
    screen: 'user-profile',
  }),
  login('location-detail', '/location/:slugId', { params: SLUG_ID, screen: 'page-detail' }),
  login('location-rate', '/location/rate/:id', { params: ID, screen: 'venue-rate' }),
  login('location-facts', '/location/facts', { screen: 'venue-facts' }),
  login('livelocation-detail', '/livelocation/:slugId', {
    params: SLUG_ID,
    screen: 'page-detail',
  }),
  ...ORGANIZATION_PREFIXES.map((prefix) =>
    login(`${prefix}-detail`, `/${prefix}/:slugId`, {
      params: SLUG_ID,
      publicSite: true,
      screen: 'page-detail',
    }),
  ),
  login('video-detail', '/video/:id/*', { params: ID, screen: 'media-detail' }),
  login('audio-detail', '/audio/:id/*', { params: ID, screen: 'media-detail' }),
  login('mp3-track-detail', '/mp3-track/:id/*', { params: ID, screen: 'media-detail' }),
  login('locationrating-detail', '/locationrating/:id', { params: ID, screen: 'venue-rating' }),
  login('post-detail', '/post/:id', { params: ID }),
  login('classified-detail', '/classified/:slugId', { params: SLUG_ID, publicSite: true }),
  login('classified-edit', '/classified/:id/edit', { params: ID }),
  login('classified-create', '/classified/create'),
  login('kleinanzeige-detail', '/kleinanzeige/:slugId', { params: SLUG_ID, publicSite: true }),
  login('contactad-detail', '/contactad/:slugId', {
    params: SLUG_ID,
    publicSite: true,
    screen: 'contactad-detail',
  }),
  login('contactad-edit', '/contactad/:id/edit', { params: ID, screen: 'contactad-form' }),
  login('contactad-create', '/contactad/create', { screen: 'contactad-form' }),
  login('musikerkontakt-detail', '/musikerkontakt/:slugId', {
    params: SLUG_ID,
    publicSite: true,
    screen: 'contactad-detail',
  }),
  login('user-contacts', '/user/contacts', { screen: 'contacts' }),
  login('user-settings', '/user/settings', { screen: 'settings' }),
  login('user-appsettings', '/user/appsettings', { screen: 'appsettings' }),
  login('user-notifications', '/user/notifications', { screen: 'notifications' }),
  login('user-edit', '/user/edit', { screen: 'user-edit' }),
  // Not among spec section 2's routes: the bookmarks screen and the collecting-society settings
  // (also the 'back to app' target of the GEMA verification); docs/decisions.md 21.
  login('user-bookmarks', '/user/bookmarks', { screen: 'bookmarks' }),
  login('user-gema', '/user/gema', { screen: 'gema' }),
  login('messaging', '/messaging', { screen: 'messaging' }),
  login('directmessaging', '/directmessaging', { screen: 'chat' }),
  redirectRoute('messaging-contacts', '/messaging/contacts', () => '/user/contacts'),
  login('admin-user', '/admin/user', { screen: 'admin-user' }),
  // Not among spec section 2's routes (issue 16): the moderators' queue and objections, and every
  // member's moderation page (measures affecting them, their reports); decisions §57.
  login('moderation', '/moderation', { screen: 'moderation' }),
  login('account-moderation', '/account/moderation', { screen: 'my-moderation' }),
  // Not among spec section 2's routes: the forum (spec section 3 "Forum"; issue 16).
  login('forum', '/forum', { screen: 'forum' }),
  login('forum-topic', '/forum/:slugId', { params: SLUG_ID, screen: 'forum-topic' }),
  // Not among spec section 2's routes: search across the platform (issue 17; decisions §60).
  login('search', '/suche', { screen: 'search' }),
  login('event', '/event'),
  login('event-edit', '/event/:id/edit', { params: ID }),
  login('event-create', '/event/create'),
  login('event-detail', '/event/:slugId', { params: SLUG_ID, publicSite: true }),

  // Not found
  open('not-found', '/404', { screen: 'not-found' }),
  open('catch-all', '*', { screen: 'not-found' }),
];

/** The list routes of spec section 2's back navigation. */
export const BACK_TARGET_PATHS: readonly string[] = APP_ROUTES.filter(
  (route) => route.backTarget,
).map((route) => route.path);
