import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRouteMatcher, matchAppRoute } from '@backline/domain';
import { ROUTES, type AppRoute, type ParamRule } from './route-table.ts';

/**
 * The domain's matcher (used by the server to answer 404, and by the web's guards) must pick the
 * very route React Router renders, with the same parameters, for any address.
 */

const ROUTER_ROUTES = ROUTES.map((route) => ({ id: route.id, path: route.path }));

type Picked = { id: string; params: Record<string, string | undefined> } | null;

function byReactRouter(pathname: string, routes = ROUTER_ROUTES): Picked {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf ? { id: leaf.route.id, params: { ...leaf.params } } : null;
}

function byDomain(pathname: string): Picked {
  const match = matchAppRoute(pathname);
  return match ? { id: match.route.id, params: { ...match.params } } : null;
}

const VALID: Record<ParamRule, string> = {
  id: 'aB3dE',
  slugId: 'die-aerzte-live-Xy12345678',
  instapostId: 'A'.repeat(64),
  shortUrl: 'the-band-2024',
  themenCategory: 'praxistipps',
  text: 'Baden-Württemberg',
  inviteToken: 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB',
};

/** Values that fail each rule (some of them still match the route's pattern). */
const INVALID: Record<ParamRule, readonly string[]> = {
  id: ['ab1', 'abcdefghijklm', 'ab-cd', 'ab%2Fcd'],
  slugId: ['ein-titel-ab_c', 'x', 'titel-'],
  instapostId: ['abcd', 'A'.repeat(65)],
  shortUrl: ['a', 'band_name', 'a'.repeat(257), 'b%C3%A4nd'],
  themenCategory: ['sport', 'NEWS'],
  text: ['a'.repeat(201)],
  inviteToken: ['short', 'with space in it 123456'],
};

/** A concrete address for a route; `values` replaces parameters (already encoded). */
function sample(route: AppRoute, values: Record<string, string> = {}, splat = 'trailer'): string {
  return route.path.replace(/\/\*$/, `/${splat}`).replace(/:(\w+)/g, (_, name: string) => {
    if (values[name] !== undefined) return values[name];
    return encodeURIComponent(VALID[route.params![name]!]);
  });
}

const routed = ROUTES.filter((route) => route.path !== '*');

/** Every route's example addresses: valid, with trailing slashes, in capitals, with a splat. */
const examplePaths = routed.flatMap((route) => {
  const path = sample(route);
  return [
    path,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    sample(route, {}, ''),
    sample(route, {}, 'a/b/c'),
    sample(route, {}, 'x%2Fy'),
  ];
});

/** Every parameter replaced by values that fail its rule. */
const failingParamPaths = routed.flatMap((route) =>
  Object.entries(route.params ?? {}).flatMap(([name, rule]) =>
    INVALID[rule].map((value) => sample(route, { [name]: value })),
  ),
);

const edgePaths = [
  // Unknown and malformed addresses
  '',
  '/',
  '//',
  '///',
  '/does/not/exist',
  '/static/nothing',
  '/booking/abcde/unknown',
  '/booking/abcde/edit/more',
  '/booking//abcde',
  '//home',
  '/home/x',
  '/user/',
  '/video/',
  '/video/abcde',
  '/video/abcde/',
  '/video/abcde//x',
  '/404',
  '/404/',
  '/a',
  '/ab',
  '/no-such-page-anywhere',
  'home',
  // Encoded characters
  '/%68ome',
  '/home%2F',
  '/%2F',
  '/%2Fhome',
  '/booking/%2Fabcde',
  '/musikersuche/region/Berlin%2FBrandenburg',
  '/musikersuche/region/Berlin%2FBrandenburg/E-Gitarre%20%26%20Gesang',
  '/musikersuche/region/%252F',
  '/musikersuche/region/a/b/c',
  '/user/m%C3%BCller-abcde',
  '/user/müller-abcde',
  '/%C3%BC%C3%B6',
  '/themen/tags/tag/%23rock',
  '/themen/tags/tag/%3Frock',
  '/themen/tags/tag/a%20b',
  '/themen/tags/tag/',
  '/%E0%A4%A',
  '/user/%E0%A4%A-abcde',
  '/video/abcde/%E0%A4%A',
  '/foo%0Abar',
  '/ab%0A',
  '/video/abcde/a%0Ab',
  '/video/abcde%0A/x',
  '/video/abcde/%E2%80%A8',
  '/booking/abcde%0D',
  '/a b',
  // Case: only ASCII letters fold (the Kelvin sign is not a K)
  '/HOME',
  '/Static/FAQ',
  '/BOOKING/CREATE',
  '/boo\u212Aing',
  '/boo%E2%84%AAing',
  '/booking/\u212Aabcde',
  '/\u017Ftatic/faq',
];

describe('the domain route matcher', () => {
  it('has example paths for every route', () => {
    expect(new Set(examplePaths.map((path) => byDomain(path)?.id))).toEqual(
      new Set(routed.map((route) => route.id)),
    );
  });

  it.each([...examplePaths, ...failingParamPaths, ...edgePaths].map((path) => [path]))(
    'picks the route React Router picks for %j',
    (path) => {
      // React Router warns about undecodable addresses; that is expected here.
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(byDomain(path)).toEqual(byReactRouter(path));
    },
  );

  it('agrees with React Router on random addresses built from the table and odd characters', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tableSegments = [
      ...new Set(ROUTES.flatMap((route) => route.path.split('/')).filter((s) => /^\w/.test(s))),
    ];
    const segment = fc.oneof(
      fc.constantFrom(...tableSegments),
      fc.constantFrom(...tableSegments.map((s) => s.toUpperCase())),
      fc.constantFrom('', 'abcde', 'Ab12Cd34Ef', 'x', 'titel-aB3dE', 'news', 'a'.repeat(13)),
      fc.constantFrom('%2F', '%0A', '%E0%A4', '%C3%BC', '%20', '%25', '\u212A', '*', ':id'),
      // Anything but the query and fragment delimiters (the caller passes a pathname).
      fc.string({ maxLength: 6 }).map((s) => s.replace(/[?#]/g, encodeURIComponent)),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(byDomain(path)).toEqual(byReactRouter(path));
      }),
      { numRuns: 2000 },
    );
  });

  it('ranks like React Router for other tables too (order, splats, parameters)', () => {
    const routes = [
      { id: 'param-a', path: '/:a' },
      { id: 'param-b', path: '/:b' },
      { id: 'splat-x', path: '/x/*' },
      { id: 'x-param', path: '/x/:y' },
      { id: 'x-static', path: '/x/y' },
      { id: 'deep', path: '/x/:y/:z' },
      { id: 'root', path: '/' },
      { id: 'all', path: '*' },
    ];
    const match = createRouteMatcher(routes);
    for (const path of ['/', '/q', '/x', '/x/', '/x/y', '/x/z', '/x/y/z', '/x/y/z/w', '/q/r']) {
      const mine = match(path);
      expect(mine ? { id: mine.route.id, params: { ...mine.params } } : null).toEqual(
        byReactRouter(path, routes),
      );
    }
  });
});
