import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { loadChunk } from '../lib/chunk-load.ts';
import { i18nReady, loadTexts, type Namespace } from '../lib/i18n.ts';
import { loadPublicSiteUrl } from '../lib/public-config.ts';
import { hasToken } from '../lib/session-storage.ts';
import { AppShell } from './app-shell.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { decideRoute, paramsAreValid, type RouteDecision } from './resolve-route.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { RouteLoading } from './route-loading.tsx';
import { ROUTES, type AppRoute, type ScreenKey } from './route-table.ts';

/** What a screen's data module gets: the address it opens and the app's query cache. */
export type PrefetchArgs = { params: Params; url: URL; queryClient: QueryClient };
export type PrefetchModule = { prefetch: (args: PrefetchArgs) => Promise<unknown> };

export type ScreenDefinition = {
  /** The screen's chunk. */
  load: () => Promise<{ Component: ComponentType }>;
  /** The text namespaces the screen renders with (a test checks them against its code). */
  namespaces: readonly Namespace[];
  /**
   * A small module that starts the screen's requests (TanStack Query prefetches with the same
   * query options the screen reads). It is a chunk of its own, so the requests start while the
   * screen's larger chunk is still loading.
   */
  data?: () => Promise<PrefetchModule>;
};

export type ScreenDefinitions = Record<Exclude<ScreenKey, 'not-found'>, ScreenDefinition>;

/** Every screen: its chunk, its texts and its data, loaded in parallel by its route's loader. */
export const SCREENS: ScreenDefinitions = {
  landing: { load: () => import('./routes/landing-route.tsx'), namespaces: ['landing'] },
  login: { load: () => import('./routes/login-route.tsx'), namespaces: ['auth'] },
  oauth: { load: () => import('./routes/oauth-route.tsx'), namespaces: ['oauth', 'auth'] },
  account: { load: () => import('./routes/account-route.tsx'), namespaces: ['auth'] },
  home: {
    load: () => import('./routes/home-route.tsx'),
    // The dashboard's cards come from the features that own them, with their texts.
    namespaces: ['home', 'booking', 'booking-desk', 'messaging', 'contacts'],
    data: () => import('./routes/home-data.ts'),
  },
  'static-page': {
    load: () => import('./routes/static-page-route.tsx'),
    namespaces: [],
    data: () => import('./routes/static-page-data.ts'),
  },
  settings: {
    load: () => import('./routes/settings-route.tsx'),
    namespaces: ['settings'],
    data: () => import('./routes/settings-data.ts'),
  },
  appsettings: { load: () => import('./routes/appsettings-route.tsx'), namespaces: ['settings'] },
  'user-edit': {
    load: () => import('./routes/user-edit-route.tsx'),
    namespaces: ['profiles'],
    data: () => import('./routes/user-edit-data.ts'),
  },
  moderation: {
    load: () => import('./routes/moderation-route.tsx'),
    namespaces: ['moderation', 'reports'],
    data: () => import('./routes/moderation-data.ts'),
  },
  'my-moderation': {
    load: () => import('./routes/my-moderation-route.tsx'),
    namespaces: ['moderation', 'reports'],
    data: () => import('./routes/my-moderation-data.ts'),
  },
  'admin-user': {
    load: () => import('./routes/admin-user-route.tsx'),
    namespaces: ['admin'],
    data: () => import('./routes/admin-user-data.ts'),
  },
  'qr-login': { load: () => import('./routes/qr-login-route.tsx'), namespaces: ['qr-login'] },
  'qr-scan': {
    load: () => import('./routes/qr-scan-route.tsx'),
    namespaces: ['qr-login'],
    data: () => import('./routes/qr-scan-data.ts'),
  },
  'page-create': { load: () => import('./routes/page-create-route.tsx'), namespaces: ['pages'] },
  'page-edit': {
    load: () => import('./routes/page-edit-route.tsx'),
    namespaces: ['pages'],
    data: () => import('./routes/page-edit-data.ts'),
  },
  'page-detail': {
    load: () => import('./routes/page-detail-route.tsx'),
    namespaces: ['pages', 'messaging', 'venues'],
    data: () => import('./routes/page-detail-data.ts'),
  },
  'page-join': {
    load: () => import('./routes/page-join-route.tsx'),
    namespaces: ['pages'],
    data: () => import('./routes/page-join-data.ts'),
  },
  'short-url': {
    load: () => import('./routes/short-url-route.tsx'),
    namespaces: ['pages', 'messaging'],
    data: () => import('./routes/page-detail-data.ts'),
  },
  'media-detail': {
    load: () => import('./routes/media-detail-route.tsx'),
    namespaces: ['media'],
    data: () => import('./routes/media-detail-data.ts'),
  },
  'user-profile': {
    load: () => import('./routes/user-profile-route.tsx'),
    // The contact action's texts come with the profile (the button itself loads after it).
    namespaces: ['profiles', 'contacts', 'messaging'],
    data: () => import('./routes/user-profile-data.ts'),
  },
  bookmarks: {
    load: () => import('./routes/bookmarks-route.tsx'),
    // The filters are worded with the gig list's labels.
    namespaces: ['bookmarks', 'booking'],
    data: () => import('./routes/bookmarks-data.ts'),
  },
  gema: {
    load: () => import('./routes/gema-route.tsx'),
    namespaces: ['gema'],
    data: () => import('./routes/gema-data.ts'),
  },
  gigs: {
    load: () => import('./routes/gigs-route.tsx'),
    namespaces: ['booking'],
    data: () => import('./routes/gigs-data.ts'),
  },
  'booking-detail': {
    load: () => import('./routes/booking-detail-route.tsx'),
    namespaces: ['booking', 'messaging'],
    data: () => import('./routes/booking-detail-data.ts'),
  },
  'booking-form': {
    load: () => import('./routes/booking-form-route.tsx'),
    namespaces: ['booking'],
    data: () => import('./routes/booking-form-data.ts'),
  },
  'booking-applicants': {
    load: () => import('./routes/booking-applicants-route.tsx'),
    namespaces: ['booking', 'booking-desk', 'messaging'],
    data: () => import('./routes/booking-applicants-data.ts'),
  },
  'booking-mine': {
    load: () => import('./routes/booking-mine-route.tsx'),
    namespaces: ['booking', 'booking-desk', 'messaging'],
    data: () => import('./routes/booking-mine-data.ts'),
  },
  'booking-ratings': {
    load: () => import('./routes/booking-ratings-route.tsx'),
    namespaces: ['booking', 'booking-desk'],
    data: () => import('./routes/booking-ratings-data.ts'),
  },
  'booking-voting': {
    load: () => import('./routes/booking-voting-route.tsx'),
    namespaces: ['booking'],
    data: () => import('./routes/booking-voting-data.ts'),
  },
  'booking-dates': {
    load: () => import('./routes/booking-dates-route.tsx'),
    namespaces: ['booking', 'booking-desk'],
    data: () => import('./routes/booking-dates-data.ts'),
  },
  notifications: {
    load: () => import('./routes/notifications-route.tsx'),
    namespaces: ['notifications'],
    data: () => import('./routes/notifications-data.ts'),
  },
  contacts: {
    load: () => import('./routes/contacts-route.tsx'),
    namespaces: ['contacts'],
    data: () => import('./routes/contacts-data.ts'),
  },
  messaging: {
    load: () => import('./routes/messaging-route.tsx'),
    namespaces: ['messaging'],
    data: () => import('./routes/messaging-data.ts'),
  },
  forum: {
    load: () => import('./routes/forum-route.tsx'),
    // The filter panel offers the bookmarks of this list.
    namespaces: ['forum', 'bookmarks'],
    data: () => import('./routes/forum-data.ts'),
  },
  directory: {
    load: () => import('./routes/directory-route.tsx'),
    // The cards name kinds and forms with the pages' words; the filter panel offers bookmarks.
    namespaces: ['directory', 'pages', 'messaging', 'bookmarks'],
    data: () => import('./routes/directory-data.ts'),
  },
  highlights: {
    load: () => import('./routes/highlights-route.tsx'),
    namespaces: ['highlights'],
    data: () => import('./routes/highlights-data.ts'),
  },
  'forum-topic': {
    load: () => import('./routes/forum-topic-route.tsx'),
    // Topics and comments have "Melden" (its dialog loads on demand).
    namespaces: ['forum', 'reports', 'messaging'],
    data: () => import('./routes/forum-topic-data.ts'),
  },
  'venue-facts': {
    load: () => import('./routes/venue-facts-route.tsx'),
    namespaces: ['venues'],
  },
  'venue-rate': {
    load: () => import('./routes/venue-rate-route.tsx'),
    namespaces: ['venues'],
    data: () => import('./routes/venue-rate-data.ts'),
  },
  'venue-rating': {
    load: () => import('./routes/venue-rating-route.tsx'),
    // The rating has "Melden" (its dialog loads on demand).
    namespaces: ['venues', 'reports', 'messaging'],
    data: () => import('./routes/venue-rating-data.ts'),
  },
  search: {
    load: () => import('./routes/search-route.tsx'),
    namespaces: ['search'],
    data: () => import('./routes/search-data.ts'),
  },
  contactads: {
    load: () => import('./routes/contactads-route.tsx'),
    // The filter panel offers the bookmarks of this list.
    namespaces: ['contactads', 'bookmarks'],
    data: () => import('./routes/contactads-data.ts'),
  },
  'contactad-detail': {
    load: () => import('./routes/contactad-detail-route.tsx'),
    // The gallery and players are the media's; "Melden" sits in the messaging's menu.
    namespaces: ['contactads', 'media', 'messaging', 'reports'],
    data: () => import('./routes/contactads-data.ts'),
  },
  'contactad-form': {
    load: () => import('./routes/contactad-form-route.tsx'),
    namespaces: ['contactads'],
    data: () => import('./routes/contactads-data.ts'),
  },
  chat: {
    load: () => import('./routes/chat-route.tsx'),
    // The chat header's menu has "Melden" (its dialog loads on demand).
    namespaces: ['messaging', 'reports'],
    data: () => import('./routes/chat-data.ts'),
  },
};

/** The guard of one route for one address, with the session of this navigation. */
async function decide(
  route: AppRoute,
  params: Params,
  url: URL,
  queryClient: QueryClient,
): Promise<RouteDecision> {
  const signedIn = hasToken();
  const address = { pathname: url.pathname, search: url.search };
  // Only a visitor on a detail route needs the server: the public site's address (cached).
  const publicSiteUrl =
    route.publicSite && !signedIn && paramsAreValid(route, params)
      ? await loadPublicSiteUrl(queryClient)
      : null;
  return decideRoute(route, params, address, { signedIn, publicSiteUrl });
}

/** The not-found answer of a loader: the screens' error element shows the not-found screen. */
const notFound = () => data(null, { status: 404 });

/**
 * One route of the table as a data route. Its loader decides the guard once per navigation, then
 * loads the screen's texts and starts its data while React Router loads the screen's chunk
 * (`lazy`), all in parallel; the old screen stays until all three are there.
 */
function routeObject(
  route: AppRoute,
  screens: ScreenDefinitions,
  queryClient: QueryClient,
): RouteObject {
  const screen = route.screen && route.screen !== 'not-found' ? screens[route.screen] : undefined;
  const loader = async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = await decide(route, params, url, queryClient);
    switch (decision.kind) {
      case 'redirect':
        throw redirect(decision.to);
      case 'external':
        // Leaves the app for the public site; the old screen stays until the browser goes.
        window.location.replace(decision.url);
        return new Promise<never>(() => undefined);
      case 'not-found':
        throw notFound();
      case 'render':
        break;
    }
    if (!screen) throw notFound();
    // The language is settled first: texts and data (a static page's text) are the reader's.
    await i18nReady.catch(() => undefined);
    await Promise.all([
      loadTexts(screen.namespaces),
      screen.data?.().then((module) => module.prefetch({ params, url, queryClient })),
    ]);
    return null;
  };
  return {
    id: route.id,
    path: route.path,
    loader,
    // The first load of the app shows the layout with this in the main area.
    HydrateFallback: RouteLoading,
    // Filters and pages live in the query string: changing them re-renders the screen, which
    // fetches on its own, instead of holding the address until a loader ran again.
    shouldRevalidate: ({
      currentUrl,
      nextUrl,
      defaultShouldRevalidate,
    }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
    ...(screen
      ? {
          lazy: {
            Component: async () => (await loadChunk(screen.load)).Component,
          },
        }
      : { Component: NotFoundScreen }),
  };
}

/**
 * The app's routes: the shell (layout, device and session effects) around every screen of the
 * route table, with one error element that shows not-found, a chunk that did not load, or a
 * failure inside the layout. `screens` replaces the screens' chunks in tests.
 */
export function createAppRoutes(
  queryClient: QueryClient,
  screens: ScreenDefinitions = SCREENS,
): RouteObject[] {
  return [
    {
      id: 'shell',
      Component: AppShell,
      children: [
        {
          id: 'screens',
          ErrorBoundary: RouteErrorScreen,
          children: ROUTES.map((route) => routeObject(route, screens, queryClient)),
        },
      ],
    },
  ];
}
