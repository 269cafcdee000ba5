import { useQueryClient } from '@tanstack/react-query';
import { Component, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunk-load.ts';
import { withTexts } from '../lib/i18n.ts';
import { loadPublicSiteUrl } from '../lib/public-config.ts';
import { hasToken } from '../lib/session-storage.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { decideRoute, matchAppRoute, paramsAreValid, type RouteDecision } from './resolve-route.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { RouteLoading } from './route-loading.tsx';
import { ROUTES, type AppRoute, type ScreenKey } from './route-table.ts';

type RouteModule = { Component: ComponentType };
type LoadScreen = () => Promise<RouteModule>;
export type ScreenLoaders = Record<Exclude<ScreenKey, 'not-found'>, LoadScreen>;

/** Screens are separate chunks, loaded on first visit (with the 120 s chunk timeout). */
export const SCREENS: ScreenLoaders = {
  landing: () => import('./routes/landing-route.tsx'),
  login: () => import('./routes/login-route.tsx'),
  oauth: () => import('./routes/oauth-route.tsx'),
  account: () => import('./routes/account-route.tsx'),
  home: () => import('./routes/home-route.tsx'),
  'static-page': () => import('./routes/static-page-route.tsx'),
  settings: () => import('./routes/settings-route.tsx'),
  appsettings: () => import('./routes/appsettings-route.tsx'),
  'user-edit': () => import('./routes/user-edit-route.tsx'),
  'admin-user': () => import('./routes/admin-user-route.tsx'),
  'qr-login': () => import('./routes/qr-login-route.tsx'),
  'qr-scan': () => import('./routes/qr-scan-route.tsx'),
  'page-create': () => import('./routes/page-create-route.tsx'),
  'page-edit': () => import('./routes/page-edit-route.tsx'),
  'page-detail': () => import('./routes/page-detail-route.tsx'),
  'page-join': () => import('./routes/page-join-route.tsx'),
  'short-url': () => import('./routes/short-url-route.tsx'),
  'media-detail': () => import('./routes/media-detail-route.tsx'),
  'user-profile': () => import('./routes/user-profile-route.tsx'),
  bookmarks: () => import('./routes/bookmarks-route.tsx'),
  gema: () => import('./routes/gema-route.tsx'),
  gigs: () => import('./routes/gigs-route.tsx'),
  'booking-detail': () => import('./routes/booking-detail-route.tsx'),
  'booking-form': () => import('./routes/booking-form-route.tsx'),
  'booking-applicants': () => import('./routes/booking-applicants-route.tsx'),
  'booking-mine': () => import('./routes/booking-mine-route.tsx'),
  'booking-ratings': () => import('./routes/booking-ratings-route.tsx'),
  'booking-voting': () => import('./routes/booking-voting-route.tsx'),
  'booking-dates': () => import('./routes/booking-dates-route.tsx'),
  notifications: () => import('./routes/notifications-route.tsx'),
};

/** Screens whose chunk (and texts) arrived: a second visit renders at once. */
const loadedScreens = new WeakMap<LoadScreen, ComponentType>();

type ScreenState = { load: LoadScreen; Screen?: ComponentType; error?: unknown };

/** A screen's component once its chunk and the texts it registered are there. */
function useScreen(load: LoadScreen): ScreenState {
  const [state, setState] = useState<ScreenState>(() => ({
    load,
    Screen: loadedScreens.get(load),
  }));
  const current = state.load === load ? state : { load, Screen: loadedScreens.get(load) };
  const missing = current.Screen === undefined && current.error === undefined;
  useEffect(() => {
    if (!missing) return;
    let active = true;
    loadChunk(load)
      .then(withTexts)
      .then(
        (module) => {
          loadedScreens.set(load, module.Component);
          if (active) setState({ load, Screen: module.Component });
        },
        (error: unknown) => {
          if (active) setState({ load, error });
        },
      );
    return () => {
      active = false;
    };
  }, [load, missing]);
  return current;
}

function LazyScreen({ load }: { load: LoadScreen }) {
  const { Screen, error } = useScreen(load);
  // A chunk that did not arrive goes to the error boundary, which offers a reload.
  if (error !== undefined) throw error;
  return Screen ? <Screen /> : <RouteLoading />;
}

type Guarded =
  | { kind: 'decided'; decision: RouteDecision }
  | { kind: 'needs-public-site'; decide: (publicSiteUrl: string | null) => RouteDecision };

/**
 * The guard of one route for one address, with the session as it is now: redirects, not found or
 * the screen at once; a visitor of a detail route first needs the public site's address.
 */
function guard(route: AppRoute, { pathname, search }: Location): Guarded {
  const params = matchAppRoute(pathname)?.params ?? {};
  const signedIn = hasToken();
  const decide = (publicSiteUrl: string | null) =>
    decideRoute(route, params, { pathname, search }, { signedIn, publicSiteUrl });
  return route.publicSite && !signedIn && paramsAreValid(route, params)
    ? { kind: 'needs-public-site', decide }
    : { kind: 'decided', decision: decide(null) };
}

/**
 * Decides once per navigation (a new location), as a loader would, so a session that ends on a
 * screen does not move it before the app navigates. Only the public site's address needs the
 * server (`/api/config`, cached); every other decision is made before the first render.
 */
function useRouteDecision(route: AppRoute): RouteDecision | null {
  const location = useLocation();
  const queryClient = useQueryClient();
  const guarded = useMemo(() => guard(route, location), [route, location]);
  const [decided, setDecided] = useState<{ location: Location; decision: RouteDecision } | null>(
    null,
  );
  useEffect(() => {
    if (guarded.kind !== 'needs-public-site') return;
    let active = true;
    void loadPublicSiteUrl(queryClient).then((publicSiteUrl) => {
      if (active) setDecided({ location, decision: guarded.decide(publicSiteUrl) });
    });
    return () => {
      active = false;
    };
  }, [guarded, location, queryClient]);
  if (guarded.kind === 'decided') return guarded.decision;
  return decided?.location === location ? decided.decision : null;
}

/** Leaves the app for another site (the public site of a detail route), replacing this entry. */
function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return <RouteLoading />;
}

function RouteGate({ route, screens }: { route: AppRoute; screens: ScreenLoaders }) {
  const decision = useRouteDecision(route);
  if (decision === null) return <RouteLoading />;
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'external':
      return <ExternalRedirect url={decision.url} />;
    case 'not-found':
      return <NotFoundScreen />;
    case 'render': {
      const screen = route.screen;
      return screen && screen !== 'not-found' ? (
        <LazyScreen load={screens[screen]} />
      ) : (
        <NotFoundScreen />
      );
    }
  }
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { error: unknown; resetKey: string; failed: boolean };

/** A screen that failed (its code did not load, or it threw) until the next navigation. */
class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** Route objects for React Router's matching (the same ranking as the route table's tests). */
function routeObjects(screens: ScreenLoaders): RouteObject[] {
  return ROUTES.map((route) => ({
    path: route.path,
    element: <RouteGate key={route.id} route={route} screens={screens} />,
  }));
}

const APP_ROUTE_OBJECTS = routeObjects(SCREENS);

/**
 * The screens of the route table, guarded and loaded lazily, inside one error boundary. React
 * Router runs in declarative mode: the data router's loaders and lazy routes cost about 19 KiB
 * gzip in the entry, and the guards are pure and synchronous but for the public site
 * (docs/decisions.md, 10 and 11).
 */
export function AppRoutes({ screens }: { screens?: ScreenLoaders }) {
  const { key } = useLocation();
  const [objects] = useState(() => (screens ? routeObjects(screens) : APP_ROUTE_OBJECTS));
  const element = useRoutes(objects);
  return <ScreenErrorBoundary resetKey={key}>{element}</ScreenErrorBoundary>;
}
