import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
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
import { ROUTES_BY_ID } from './route-table.ts';

/** Remembers the list routes of spec section 2 as the target of back navigation. */
function useRememberListRoute(): void {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const leafId = matches[matches.length - 1]?.id;
  useEffect(() => {
    if (leafId && ROUTES_BY_ID.get(leafId)?.backTarget) rememberListRoute(`${pathname}${search}`);
  }, [leafId, pathname, search]);
}

/** The root route: layout around every screen, plus the app-wide device and session effects. */
export function AppShell() {
  useLanguageQueryParam();
  useRouteChangeEffects(MAIN_ID);
  useRememberListRoute();
  useWakeUpRefresh();
  useStartPing();
  const session = useSession();
  useServerPreferences(session.status === 'anonymous', session.user);
  useKeyLogin();
  return (
    <AppLayout>
      <Outlet />
      <OfflineWatcher />
    </AppLayout>
  );
}
