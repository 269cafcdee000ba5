import { lazy, Suspense } from 'react';
import Divider from '@mui/material/Divider';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { RouteLoading } from '../route-loading.tsx';
import { ME_QUERY_KEY } from '../../features/auth/api/fetch-me.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { SettingsScreen } from '../../features/account-settings/components/settings-screen.tsx';

// The security cards come from their own features and load after the account part, so the
// settings route stays inside the first-load budget.
const TwoFactorSettings = lazy(() =>
  import('../../features/two-factor/components/two-factor-settings.tsx').then((module) => ({
    default: module.TwoFactorSettings,
  })),
);
// Links onwards to the collecting-society and bookmark screens, loaded with the security cards.
const GemaSettingsCard = lazy(() =>
  import('../../features/gema/components/gema-settings-card.tsx').then((module) => ({
    default: module.GemaSettingsCard,
  })),
);
const BookmarksSettingsCard = lazy(() =>
  import('../../features/bookmarks/components/bookmarks-settings-card.tsx').then((module) => ({
    default: module.BookmarksSettingsCard,
  })),
);
const AccountDangerZone = lazy(() =>
  import('../../features/account-lifecycle/components/account-danger-zone.tsx').then((module) => ({
    default: module.AccountDangerZone,
  })),
);

export function Component() {
  const session = useSession();
  const queryClient = useQueryClient();
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  if (session.status === 'error') return <ErrorAlert error={session.error} />;
  if (session.status !== 'authenticated') return <RouteLoading />;
  return (
    <SettingsScreen
      user={session.user}
      onUserChanged={refreshUser}
      security={
        <Suspense fallback={<RouteLoading />}>
          <TwoFactorSettings status={session.user.twoFactor} onChanged={refreshUser} />
          <GemaSettingsCard to="/user/gema" />
          <BookmarksSettingsCard to="/user/bookmarks" />
          <Divider sx={{ my: 3 }} />
          <AccountDangerZone />
        </Suspense>
      }
    />
  );
}
