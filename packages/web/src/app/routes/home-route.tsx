import { lazy, Suspense } from 'react';
import { DashboardSkeleton } from '../../features/dashboard/components/dashboard-layout.tsx';
import { HomeScreen } from '../../features/dashboard/components/home-screen.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';

/** Only administrators and moderators without two-factor sign-in load it. */
const TwoFactorNotice = lazy(
  () => import('../../features/two-factor/components/two-factor-notice.tsx'),
);

/** The dashboard's sections (started by home-data.ts beside the route's chunk). */
const HomeDashboard = lazy(() => import('./home-dashboard.tsx'));

/** My pages and followed pages, after the dashboard itself. */
const DashboardPages = lazy(() => import('../../features/pages/components/dashboard-pages.tsx'));

export function Component() {
  const session = useSession();
  const twoFactor = session.user?.twoFactor;
  return (
    <HomeScreen
      user={session.user}
      error={session.status === 'error' ? session.error : null}
      notice={
        twoFactor?.required && !twoFactor.enabled ? (
          <Suspense fallback={null}>
            <TwoFactorNotice />
          </Suspense>
        ) : null
      }
      sectionsSlot={
        session.user ? (
          <Suspense fallback={<DashboardSkeleton />}>
            <HomeDashboard />
          </Suspense>
        ) : null
      }
      pagesSlot={
        session.user ? (
          <Suspense fallback={null}>
            <DashboardPages />
          </Suspense>
        ) : null
      }
    />
  );
}
