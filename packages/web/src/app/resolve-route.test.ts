import { describe, expect, it } from 'vitest';
import { matchAppRoute, resolveAddress, type RouteContext } from './resolve-route.ts';
import { BACK_TARGET_PATHS, ROUTES, type AppRoute, type ParamRule } from './route-table.ts';

const visitor: RouteContext = { signedIn: false, publicSiteUrl: null };
const visitorWithSite: RouteContext = {
  signedIn: false,
  publicSiteUrl: 'https://www.backline.test/',
};
const member: RouteContext = { signedIn: true, publicSiteUrl: 'https://www.backline.test' };

const VALID: Record<ParamRule, string> = {
  id: 'aB3dE',
  slugId: 'die-aerzte-live-Xy12345678',
  instapostId: 'A'.repeat(64),
  shortUrl: 'the-band-2024',
  themenCategory: 'praxistipps',
  text: 'Baden-Württemberg',
  inviteToken: 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB',
};

const INVALID: Record<ParamRule, string | null> = {
  id: 'ab1',
  slugId: 'ein-titel-ab_c',
  instapostId: 'abcd',
  shortUrl: 'a',
  themenCategory: 'sport',
  text: null,
  inviteToken: 'short',
};

/** A concrete address for a route, with every parameter valid (or one replaced). */
function sample(route: AppRoute, override?: { name: string; value: string }): string {
  return route.path.replace(/\/\*$/, '/trailer').replace(/:(\w+)/g, (_, name: string) => {
    const value = override?.name === name ? override.value : VALID[route.params![name]!];
    return encodeURIComponent(value);
  });
}

const decide = (path: string, context: RouteContext) => {
  const [pathname = '', query = ''] = path.split('?');
  return resolveAddress({ pathname, search: query ? `?${query}` : '' }, context);
};

describe('the route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('lists every route of spec section 2', () => {
    const spec = [
      '/',
      '/login',
      '/clogin',
      '/oauth',
      '/qrlogin',
      '/qrscan',
      '/account',
      '/static/faq',
      '/static/legal',
      '/static/privacy',
      '/static/terms',
      '/static/gewinnspiel',
      '/thema/:slugId',
      '/:shortUrl',
      '/home',
      '/page/create',
      '/page/edit',
      // Not in spec section 2: the invite links of page teams (issue 4).
      '/page/invite/:token',
      '/test',
      '/stats',
      '/themen',
      '/themen/:cat',
      '/themen/tags/tag/:tag',
      '/verzeichnis/musiker',
      '/verzeichnis/livelocations',
      '/verzeichnis/bands',
      '/verzeichnis/firmen',
      '/highlights',
      '/marktplatz',
      '/marktplatz/myads',
      '/musikersuche',
      '/musikersuche/region/:region',
      '/musikersuche/region/:region/:instrument',
      '/musikermarkt',
      '/musikermarkt/myads',
      '/musikermarkt/matches',
      '/gigs',
      '/booking',
      '/booking/:id/applicants',
      '/booking/:id/edit',
      '/booking/:id/voting',
      '/booking/:slugId',
      '/booking/myoffers',
      '/booking/create',
      '/booking/myapplies',
      '/booking/ratings',
      // The spec's "date overview" screen, whose path it does not show (issue 5).
      '/booking/dates',
      '/instapost/list/:id',
      '/user/:slugId',
      '/benutzer/:slugId',
      '/musiker/:slugId',
      '/location/:slugId',
      '/location/rate/:id',
      '/location/facts',
      '/livelocation/:slugId',
      '/firma/:slugId',
      '/bildung/:slugId',
      '/sonstige/:slugId',
      '/stiftung/:slugId',
      '/verein/:slugId',
      '/institution/:slugId',
      '/video/:id/*',
      '/audio/:id/*',
      '/mp3-track/:id/*',
      '/locationrating/:id',
      '/bookingrating/:id',
      '/booking-bewertung/:id',
      '/post/:id',
      '/classified/:slugId',
      '/classified/:id/edit',
      '/classified/create',
      '/kleinanzeige/:slugId',
      '/contactad/:slugId',
      '/contactad/:id/edit',
      '/contactad/create',
      '/musikerkontakt/:slugId',
      '/user/contacts',
      '/user/settings',
      '/user/appsettings',
      '/user/notifications',
      '/user/edit',
      // Not in spec section 2: the bookmarks screen and the GEMA settings ('back to app').
      '/user/bookmarks',
      '/user/gema',
      '/messaging',
      '/directmessaging',
      '/messaging/contacts',
      '/admin/user',
      // Not in spec section 2: the forum (spec section 3; issue 16).
      '/forum',
      '/forum/:slugId',
      // Not in spec section 2: search across the platform (issue 17).
      '/suche',
      // Not in spec section 2: moderation (issue 16), the moderators' and every member's.
      '/moderation',
      '/account/moderation',
      '/event',
      '/event/:id/edit',
      '/event/create',
      '/event/:slugId',
      '/404',
      '*',
    ];
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...spec].sort());
  });

  it('marks exactly the list routes of spec section 2 as back-navigation targets', () => {
    expect([...BACK_TARGET_PATHS].sort()).toEqual(
      [
        '/home',
        '/booking',
        '/themen',
        '/highlights',
        '/musikersuche',
        '/marktplatz',
        '/verzeichnis/livelocations',
        '/verzeichnis/musiker',
        '/verzeichnis/bands',
        '/verzeichnis/firmen',
      ].sort(),
    );
  });
});

describe('matching', () => {
  it.each(ROUTES.filter((route) => route.path !== '*'))(
    '$path matches a valid address',
    (route) => {
      expect(matchAppRoute(sample(route))?.route.id).toBe(route.id);
    },
  );

  const withParams = ROUTES.flatMap((route) =>
    Object.entries(route.params ?? {})
      .filter(([, rule]) => INVALID[rule] !== null)
      .map(([name, rule]) => ({ route, name, value: INVALID[rule]! })),
  );

  it.each(withParams)('$route.path with $name="$value" is not found', ({ route, name, value }) => {
    const path = sample(route, { name, value });
    expect(decide(path, member).kind).toBe('not-found');
    expect(decide(path, visitor).kind).toBe('not-found');
  });

  it('prefers the fixed paths over parameters', () => {
    expect(matchAppRoute('/booking/create')?.route.id).toBe('booking-create');
    expect(matchAppRoute('/booking/ratings')?.route.id).toBe('booking-ratings');
    expect(matchAppRoute('/booking/dates')?.route.id).toBe('booking-dates');
    expect(matchAppRoute('/user/settings')?.route.id).toBe('user-settings');
    expect(matchAppRoute('/event/create')?.route.id).toBe('event-create');
    expect(matchAppRoute('/location/facts')?.route.id).toBe('location-facts');
    expect(matchAppRoute('/home')?.route.id).toBe('home');
    expect(matchAppRoute('/404')?.route.id).toBe('not-found');
  });

  it('splits slug and id: the slug may be empty, the id must be 5-12 letters or digits', () => {
    expect(decide('/booking/abcde', member).kind).toBe('render');
    expect(matchAppRoute('/booking/abcde')?.route.id).toBe('booking-detail');
    expect(decide('/booking/indie-abend-abcde', member).kind).toBe('render');
    expect(decide('/booking/indie-abend-abc_1', member).kind).toBe('not-found');
    expect(decide('/user/max-mustermann-abcdefghijklm', member)).toEqual({
      kind: 'not-found',
      route: expect.objectContaining({ id: 'user-detail' }),
    });
    expect(decide('/user/max-mustermann-abc_1', member).kind).toBe('not-found');
  });

  it('accepts short URLs of 2-256 letters, digits and hyphens only', () => {
    expect(matchAppRoute('/ab')?.route.id).toBe('short-url');
    expect(matchAppRoute(`/${'a'.repeat(256)}`)?.route.id).toBe('short-url');
    expect(decide(`/${'a'.repeat(257)}`, visitor).kind).toBe('not-found');
    expect(decide('/a', visitor).kind).toBe('not-found');
    expect(decide('/band_name', visitor).kind).toBe('not-found');
  });

  it('sends unknown paths to the not-found screen', () => {
    for (const path of ['/does/not/exist', '/static/nothing', '/booking/abcde/unknown', '/404']) {
      expect(decide(path, visitor).kind).toBe('not-found');
      expect(decide(path, member).kind).toBe('not-found');
    }
  });
});

describe('redirects', () => {
  it.each([
    ['/musikermarkt', '/musikersuche'],
    ['/musikermarkt/myads', '/musikersuche?filter=myads'],
    ['/musikermarkt/matches', '/musikersuche?filter=matches'],
    ['/marktplatz/myads', '/marktplatz?filter=myads'],
    ['/messaging/contacts', '/user/contacts'],
    ['/bookingrating/aB3dE9', '/booking/ratings?rating=aB3dE9'],
    ['/booking-bewertung/aB3dE9', '/booking/ratings?rating=aB3dE9'],
    ['/musikersuche/region/Bayern', '/musikersuche?region=Bayern'],
    ['/musikersuche/region/Bayern/Bass', '/musikersuche?region=Bayern&inst=Bass'],
  ])('%s → %s, for visitors and members alike', (from, to) => {
    expect(decide(from, visitor)).toEqual({ kind: 'redirect', to });
    expect(decide(from, member)).toEqual({ kind: 'redirect', to });
  });

  it('decodes path parameters and encodes them again as query values', () => {
    const region = encodeURIComponent('Baden-Württemberg');
    const instrument = encodeURIComponent('E-Gitarre & Gesang');
    const decision = decide(`/musikersuche/region/${region}/${instrument}`, member);
    expect(decision.kind).toBe('redirect');
    const target = new URL((decision as { to: string }).to, 'https://x.test');
    expect(target.pathname).toBe('/musikersuche');
    expect(target.searchParams.get('region')).toBe('Baden-Württemberg');
    expect(target.searchParams.get('inst')).toBe('E-Gitarre & Gesang');
  });

  it('keeps an encoded slash inside one parameter', () => {
    const decision = decide(
      `/musikersuche/region/${encodeURIComponent('Berlin/Brandenburg')}`,
      member,
    );
    const target = new URL((decision as { to: string }).to, 'https://x.test');
    expect(target.searchParams.get('region')).toBe('Berlin/Brandenburg');
  });

  it('keeps the other query parameters of the address', () => {
    expect(decide('/musikermarkt/myads?sort=new&filter=old', member)).toEqual({
      kind: 'redirect',
      to: '/musikersuche?sort=new&filter=myads',
    });
  });

  it('rejects a rating redirect with a malformed id', () => {
    expect(decide('/bookingrating/x', visitor).kind).toBe('not-found');
  });

  it('redirects first, then the target applies its guard', () => {
    const first = decide('/musikermarkt/matches', visitor);
    expect(first).toEqual({ kind: 'redirect', to: '/musikersuche?filter=matches' });
    expect(decide((first as { to: string }).to, visitor)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/musikersuche?filter=matches')}`,
    });
    expect(decide((first as { to: string }).to, member).kind).toBe('render');
  });
});

describe('the logged-in guard', () => {
  const loginOnly = ROUTES.filter((route) => route.access === 'login' && !route.publicSite);

  it.each(loginOnly)('$path sends a visitor to the login with a redirect back', (route) => {
    const path = sample(route);
    expect(decide(`${path}?tab=2`, visitor)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent(`${path}?tab=2`)}`,
    });
  });

  it('lets a member through: to the screen, or not found while the screen is not built', () => {
    expect(decide('/home', member)).toEqual({
      kind: 'render',
      route: expect.objectContaining({ id: 'home' }),
    });
    expect(decide('/gigs', member)).toEqual({
      kind: 'render',
      route: expect.objectContaining({ id: 'gigs' }),
    });
    expect(decide('/booking/ratings', member)).toEqual({
      kind: 'render',
      route: expect.objectContaining({ id: 'booking-ratings' }),
    });
    expect(decide('/verzeichnis/livelocations', member)).toEqual({
      kind: 'render',
      route: expect.objectContaining({ id: 'verzeichnis-livelocations', screen: 'directory' }),
    });
  });

  it('shows public screens to everyone', () => {
    for (const path of ['/static/faq', '/static/legal', '/static/privacy', '/static/terms']) {
      expect(decide(path, visitor).kind).toBe('render');
      expect(decide(path, member).kind).toBe('render');
    }
    expect(decide('/static/gewinnspiel', visitor).kind).toBe('render');
  });

  it('sends signed-in users from the landing page and the login to /home or their redirect', () => {
    expect(decide('/', visitor).kind).toBe('render');
    expect(decide('/login', visitor).kind).toBe('render');
    expect(decide('/', member)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/login', member)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/account?activate=mia%40backline.test', visitor).kind).toBe('render');
    expect(decide('/account', member)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide(`/login?redirect=${encodeURIComponent('/gigs?x=1')}`, member)).toEqual({
      kind: 'redirect',
      to: '/gigs?x=1',
    });
  });

  it('never follows a redirect to another site', () => {
    for (const target of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'javascript:x']) {
      expect(decide(`/login?redirect=${encodeURIComponent(target)}`, member)).toEqual({
        kind: 'redirect',
        to: '/home',
      });
    }
  });
});

describe('detail routes for visitors', () => {
  const publicSite = ROUTES.filter((route) => route.publicSite);

  it('are the user, organization, booking, classified, contact ad and event details', () => {
    expect(publicSite.map((route) => route.id).sort()).toEqual(
      [
        'user-detail',
        'benutzer-detail',
        'musiker-detail',
        'firma-detail',
        'bildung-detail',
        'sonstige-detail',
        'stiftung-detail',
        'verein-detail',
        'institution-detail',
        'booking-detail',
        'classified-detail',
        'kleinanzeige-detail',
        'contactad-detail',
        'musikerkontakt-detail',
        'event-detail',
      ].sort(),
    );
  });

  it.each(publicSite)('$path goes to the public site when one is configured', (route) => {
    const path = sample(route);
    expect(decide(`${path}?ref=mail`, visitorWithSite)).toEqual({
      kind: 'external',
      url: `https://www.backline.test${path}?ref=mail`,
    });
  });

  it.each(publicSite)('$path goes to the login without a public site', (route) => {
    const path = sample(route);
    expect(decide(path, visitor)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent(path)}`,
    });
  });

  it('are shown in the app to members', () => {
    expect(decide('/event/sommerfest-abcde12', member).kind).toBe('not-found'); // screen comes later
  });
});
