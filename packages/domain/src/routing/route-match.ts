import { APP_ROUTES, ROUTE_PARAM_RULES, type AppRoute, type RouteParams } from './route-table.ts';

/**
 * React Router's matching of a flat list of top-level routes, as a pure function, so that the
 * server can tell which address the web app renders without React Router. It covers the path
 * patterns the route table uses: static segments, `:param` segments and a trailing `/*` (or `*`
 * alone). A web test checks it against react-router's own `matchRoutes` for many addresses.
 *
 * What it copies from React Router (v7/v8 `matchRoutes`):
 * - ranking: a score per path (segments count; static 10, `:param` 3, the leading empty segment
 *   1, a splat −2), highest first; equal scores keep the table's order;
 * - each `%`-escape is decoded per segment (an encoded `/` stays inside its segment); when any
 *   segment is malformed the path is matched undecoded;
 * - static segments compare ignoring ASCII case; trailing slashes are ignored; a parameter is one
 *   non-empty segment; a splat takes the rest, but (like the regular expression's `.`) no line
 *   break.
 */

export type RouteMatch<R> = { route: R; params: RouteParams };

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string };

type CompiledRoute<R> = {
  route: R;
  segments: readonly Segment[];
  splat: boolean;
  score: number;
  index: number;
};

const PARAM_SEGMENT = /^:([\w-]+)$/;
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/** React Router's `computeScore` for the patterns we support. */
function computeScore(path: string): number {
  const segments = `/${path}`.replace(/\/\/+/g, '/').split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    if (PARAM_SEGMENT.test(segment)) score += 3;
    else if (segment === '') score += 1;
    else score += 10;
  }
  return score;
}

function compile<R extends { path: string }>(route: R, index: number): CompiledRoute<R> {
  const { path } = route;
  const splat = path === '*' || path.endsWith('/*');
  if (path.includes('*') && !splat) {
    throw new Error(`Route path "${path}": a splat must be the whole last segment.`);
  }
  const body = path.replace(/\/*\*?$/, '').replace(/^\/*/, '');
  const segments: Segment[] =
    body === ''
      ? []
      : body.split('/').map((segment) => {
          const param = PARAM_SEGMENT.exec(segment);
          if (param?.[1]) return { kind: 'param', name: param[1] };
          if (segment === '' || /[:?*]/.test(segment)) {
            throw new Error(
              `Route path "${path}": the matcher supports static, :param and /* only.`,
            );
          }
          return { kind: 'static', value: segment };
        });
  return { route, segments, splat, score: computeScore(path), index };
}

/** React Router's `decodePath`: each segment decoded, a decoded `/` kept as `%2F`. */
function decodeSegments(pathname: string): string[] {
  const raw = pathname.split('/');
  try {
    return raw.map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'));
  } catch {
    return raw;
  }
}

/** ASCII-only case folding, like a case-insensitive regular expression without the `u` flag. */
function sameIgnoringAsciiCase(actual: string, expected: string): boolean {
  if (actual.length !== expected.length) return false;
  for (let i = 0; i < actual.length; i += 1) {
    const a = actual.charCodeAt(i);
    const b = expected.charCodeAt(i);
    if (a === b) continue;
    const lowerA = a >= 65 && a <= 90 ? a + 32 : a;
    const lowerB = b >= 65 && b <= 90 ? b + 32 : b;
    if (lowerA !== lowerB) return false;
  }
  return true;
}

const paramValue = (segment: string) => segment.replace(/%2F/g, '/');

function matchCompiled<R>(
  compiled: CompiledRoute<R>,
  parts: readonly string[],
): RouteParams | null {
  const { segments, splat } = compiled;
  let candidate = parts;
  if (!splat) {
    // Trailing slashes are ignored: `/home/` and `/home//` are `/home`.
    let end = parts.length;
    while (end > 0 && parts[end - 1] === '') end -= 1;
    candidate = parts.slice(0, end);
    if (candidate.length !== segments.length) return null;
  } else if (parts.length < segments.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = candidate[i] ?? '';
    if (segment.kind === 'static') {
      if (!sameIgnoringAsciiCase(part, segment.value)) return null;
    } else {
      if (part === '') return null;
      params[segment.name] = paramValue(part);
    }
  }
  if (splat) {
    // `*` alone takes everything after the first slash; `/x/*` takes what follows `/x/`.
    const rest = segments.length === 0 ? parts.join('/') : parts.slice(segments.length).join('/');
    if (LINE_TERMINATOR.test(rest)) return null;
    params['*'] = paramValue(rest);
  }
  return params;
}

/**
 * A matcher over a list of routes: the route React Router renders for a pathname (without query
 * or hash; an empty pathname is `/`) and its decoded parameters, or null when none matches.
 */
export function createRouteMatcher<R extends { path: string }>(
  routes: readonly R[],
): (pathname: string) => RouteMatch<R> | null {
  const ranked = routes
    .map((route, index) => compile(route, index))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return (pathname) => {
    const decoded = decodeSegments(pathname === '' ? '/' : pathname);
    // Every pattern starts with a slash: the first element is the empty text before it.
    if (decoded[0] !== '') return null;
    const parts = decoded.slice(1);
    for (const compiled of ranked) {
      const params = matchCompiled(compiled, parts);
      if (params) return { route: compiled.route, params };
    }
    return null;
  };
}

/** The route table's entry the web app renders for a pathname, with its decoded parameters. */
export const matchAppRoute: (pathname: string) => RouteMatch<AppRoute> | null =
  createRouteMatcher(APP_ROUTES);

/** The parameters meet the route's rules (`id` 5-12 alphanumerics, …); else it is not found. */
/**
 * Whether the app has a screen at this address yet. The route table holds every route of the spec;
 * one whose capability is still to come has no screen (it answers "page not found"), so links to
 * it (navigation entries, dashboard shortcuts) are hidden until it has one (decisions §49).
 */
export function hasScreen(path: string): boolean {
  const screen = matchAppRoute(path)?.route.screen;
  return screen !== undefined && screen !== 'not-found';
}

export function paramsAreValid(route: AppRoute, params: RouteParams): boolean {
  for (const [name, rule] of Object.entries(route.params ?? {})) {
    const value = params[name];
    if (value === undefined || !ROUTE_PARAM_RULES[rule].test(value)) return false;
  }
  return true;
}

/**
 * What an address is, judged by the route table alone (the server's answer for a page address):
 * - `not-found`: no route, the not-found routes (`/404`, the catch-all), parameters that fail
 *   their rules, or a route whose screen does not exist yet (redirect routes excepted);
 * - `short-url`: `/{shortUrl}`, which exists only if the short URL names a page or a user;
 * - `found`: anything else (the web app's guards may still redirect).
 */
export type AddressKind =
  | { kind: 'found'; route: AppRoute }
  | { kind: 'short-url'; route: AppRoute; shortUrl: string }
  | { kind: 'not-found'; route: AppRoute | null };

export function classifyAddress(pathname: string): AddressKind {
  const match = matchAppRoute(pathname);
  if (!match) return { kind: 'not-found', route: null };
  const { route, params } = match;
  if (route.screen === 'not-found' || !paramsAreValid(route, params)) {
    return { kind: 'not-found', route };
  }
  if (route.redirect) return { kind: 'found', route };
  if (!route.screen) return { kind: 'not-found', route };
  if (route.screen === 'short-url') {
    return { kind: 'short-url', route, shortUrl: params.shortUrl ?? '' };
  }
  return { kind: 'found', route };
}
