import { matchAppRoute, paramsAreValid } from '@backline/domain';
import { loginPath, safeRedirectTarget } from '../lib/navigation.ts';
import type { AppRoute, RouteParams } from './route-table.ts';

/**
 * Matching and the parameter rules are the domain's (`routing/route-match.ts`), shared with the
 * server; `route-match.test.ts` here checks the matcher against React Router's `matchRoutes`.
 */
export { matchAppRoute, paramsAreValid };

/** What the app does with an address, decided by the route table alone. */
export type RouteDecision =
  | { kind: 'render'; route: AppRoute }
  | { kind: 'not-found'; route: AppRoute | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string };

export type RouteContext = {
  signedIn: boolean;
  /** Base URL of the public site, for detail routes opened by a visitor; null when none. */
  publicSiteUrl: string | null;
};

export type AddressParts = { pathname: string; search: string };

/** Keeps the visitor's other query parameters; the redirect's own parameters win. */
function mergeQuery(target: string, search: string): string {
  const [path = '', targetQuery = ''] = target.split('?', 2);
  const merged = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(targetQuery)) merged.set(key, value);
  const query = merged.toString();
  return query ? `${path}?${query}` : path;
}

export function joinPublicSite(base: string, address: AddressParts): string {
  return `${base.replace(/\/+$/, '')}${address.pathname}${address.search}`;
}

/**
 * The order of spec section 2: unknown or malformed → not found; redirect routes redirect first,
 * for everyone; signed-in users skip the visitor-only routes; a visitor on a logged-in route goes
 * to the public site (detail routes, when configured) or to the login with a redirect back.
 */
export function decideRoute(
  route: AppRoute,
  params: RouteParams,
  address: AddressParts,
  context: RouteContext,
): RouteDecision {
  if (!paramsAreValid(route, params)) return { kind: 'not-found', route };
  if (route.redirect) {
    return { kind: 'redirect', to: mergeQuery(route.redirect(params), address.search) };
  }
  if (route.visitorsOnly && context.signedIn) {
    const wanted = new URLSearchParams(address.search).get('redirect');
    return { kind: 'redirect', to: safeRedirectTarget(wanted) ?? '/home' };
  }
  if (route.access === 'login' && !context.signedIn) {
    if (route.publicSite && context.publicSiteUrl) {
      return { kind: 'external', url: joinPublicSite(context.publicSiteUrl, address) };
    }
    return { kind: 'redirect', to: loginPath(`${address.pathname}${address.search}`) };
  }
  if (!route.screen || route.screen === 'not-found') return { kind: 'not-found', route };
  return { kind: 'render', route };
}

/** Matches and decides in one step (what the router's loaders do, as a pure function). */
export function resolveAddress(address: AddressParts, context: RouteContext): RouteDecision {
  const match = matchAppRoute(address.pathname);
  if (!match) return { kind: 'not-found', route: null };
  return decideRoute(match.route, match.params, address, context);
}
