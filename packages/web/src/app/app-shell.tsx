import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { OfflineWatcher } from '../components/ui/offline-watcher.tsx';
import { useKeyLogin } from '../features/auth/hooks/use-key-login.ts';
import { useStartPing } from '../features/auth/hooks/use-start-ping.ts';
import { useServerPreferences } from '../features/account-settings/hooks/use-server-preferences.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { rememberListRoute } from '../lib/back-navigation.ts';
import { useWakeUpRefresh } from '../lib/device/use-device-lifecycle.ts';
import { useLanguageQueryParam } from '../lib/use-language-query-param.ts';
import { useRouteChangeEffects } from '../lib/use-route-change-effects.ts';
import { AppLayout, MAIN_ID } from './layout/app-layout.tsx';
import { registerNavigator } from '../lib/navigation.ts';
import { matchAppRoute } from './resolve-route.ts';
import { NavigationProgress } from './layout/navigation-progress.tsx';
import { RealtimeProvider } from './realtime-provider.tsx';
import { RouteLoading } from './route-loading.tsx';

/** Remembers the list routes of spec section 2 as the target of back navigation. */
function useRememberListRoute(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (matchAppRoute(pathname)?.route.backTarget) rememberListRoute(`${pathname}${search}`);
  }, [pathname, search]);
}

/** Lets the API client's 401 handling navigate inside the app (lib/navigation.ts). */
function useRegisterNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
  }, [navigate]);
}

/**
 * The root route: layout around every screen, the progress of a navigation, the realtime socket
 * of a signed-in tab, and the app-wide device and session effects. The screen of the address renders in the outlet; while the next
 * one's chunk, texts and data load, the old one stays (React Router with transitions).
 */
export function AppShell() {
  useLanguageQueryParam();
  useRouteChangeEffects(MAIN_ID);
  useRememberListRoute();
  useWakeUpRefresh();
  useStartPing();
  const session = useSession();
  useServerPreferences(session.status === 'anonymous', session.user);
  useKeyLogin();
  useRegisterNavigator();
  return (
    <RealtimeProvider>
      <AppLayout progress={<NavigationProgress />}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
        <OfflineWatcher />
      </AppLayout>
    </RealtimeProvider>
  );
}
