import { useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { RouteLoading } from '../route-loading.tsx';
import { ME_QUERY_KEY } from '../../features/auth/api/fetch-me.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { AccountEditScreen } from '../../features/account-settings/components/account-edit-screen.tsx';

export function Component() {
  const session = useSession();
  const queryClient = useQueryClient();
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  if (session.status === 'error') return <ErrorAlert error={session.error} />;
  if (session.status !== 'authenticated') return <RouteLoading />;
  return <AccountEditScreen user={session.user} onUserChanged={refreshUser} />;
}
