import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { loadChunk } from '../lib/chunk-load.ts';
import { withTexts } from '../lib/i18n.ts';
import { loadPublicSiteUrl } from '../lib/public-config.ts';
import { hasToken } from '../lib/session-storage.ts';
import { AppShell } from './app-shell.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { decideRoute, paramsAreValid } from './resolve-route.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { RouteLoading } from './route-loading.tsx';
import { ROUTES, type AppRoute, type ScreenKey } from './route-table.ts';

type RouteModule = { Component: ComponentType };

/** Screens are separate chunks, loaded on first visit (with the 120 s chunk timeout). */
const SCREENS: Record<Exclude<ScreenKey, 'not-found'>, () => Promise<RouteModule>> = {
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

/** The guard of one route: redirects, the public site, not found, or on to the screen. */
function createGuard(route: AppRoute, queryClient: QueryClient) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const signedIn = hasToken();
    const publicSiteUrl =
      route.publicSite && !signedIn && paramsAreValid(route, params)
        ? await loadPublicSiteUrl(queryClient)
        : null;
    const decision = decideRoute(
      route,
      params,
      { pathname: url.pathname, search: url.search },
      { signedIn, publicSiteUrl },
    );
    switch (decision.kind) {
      case 'redirect':
        throw replace(decision.to);
      case 'external':
        throw replace(decision.url);
      case 'not-found':
        throw data(null, { status: 404, statusText: 'Not Found' });
      case 'render':
        return null;
    }
  };
}

function toRouteObject(route: AppRoute, queryClient: QueryClient): RouteObject {
  const screen = route.screen;
  return {
    id: route.id,
    path: route.path,
    loader: createGuard(route, queryClient),
    HydrateFallback: RouteLoading,
    ...(screen && screen !== 'not-found'
      ? { lazy: () => loadChunk(SCREENS[screen]).then(withTexts) }
      : { Component: NotFoundScreen }),
  };
}

export function createRouteObjects(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      children: [
        {
          id: 'screens',
          errorElement: <RouteErrorScreen />,
          children: ROUTES.map((route) => toRouteObject(route, queryClient)),
        },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createRouteObjects(queryClient));
