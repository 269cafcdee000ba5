import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { useTranslation } from 'react-i18next';
import { RouteLoading } from '../route-loading.tsx';
import { ME_QUERY_KEY } from '../../features/auth/api/fetch-me.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { ProfileEditScreen } from '../../features/profiles/components/profile-edit-screen.tsx';
import { LazyMediaManager } from './media-slots.tsx';
import { OwnAvatarCoverEditor } from './own-avatar-cover-editor.tsx';

// The account tab is not the default one: its code loads when it is opened.
const AccountEditScreen = lazy(() =>
  import('../../features/account-settings/components/account-edit-screen.tsx').then((module) => ({
    default: module.AccountEditScreen,
  })),
);

/**
 * `/user/edit`: the profile (default tab) and the account's display name (`?tab=account`).
 * The media module mounts the avatar/cover upload in `avatarSlot` and its sections in `mediaSlot`.
 */
export function Component() {
  const { t } = useTranslation('profiles');
  const session = useSession();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'account' ? 'account' : 'profile';
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  if (session.status === 'error') return <ErrorAlert error={session.error} />;
  if (session.status !== 'authenticated') return <RouteLoading />;
  return (
    <>
      <Box
        component="nav"
        aria-label={t('edit.title')}
        sx={{ display: 'flex', gap: 1, maxWidth: 720, mx: 'auto', mb: 2 }}
      >
        {(['profile', 'account'] as const).map((key) => (
          <Button
            key={key}
            variant={tab === key ? 'contained' : 'outlined'}
            aria-current={tab === key ? 'page' : undefined}
            onClick={() =>
              setSearchParams(key === 'account' ? { tab: 'account' } : {}, { replace: true })
            }
            sx={{ flex: 1 }}
          >
            {t(key === 'profile' ? 'edit.tabProfile' : 'edit.tabAccount')}
          </Button>
        ))}
      </Box>
      {tab === 'profile' ? (
        <ProfileEditScreen
          onSaved={() => void refreshUser()}
          avatarSlot={<OwnAvatarCoverEditor userId={session.user.id} />}
          mediaSlot={<LazyMediaManager owner={{ kind: 'user', id: session.user.id }} />}
        />
      ) : (
        <Suspense fallback={<RouteLoading />}>
          <AccountEditScreen user={session.user} onUserChanged={refreshUser} />
        </Suspense>
      )}
    </>
  );
}
