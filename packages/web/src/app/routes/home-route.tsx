import { HomeScreen } from '../../features/dashboard/components/home-screen.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';

export function Component() {
  const session = useSession();
  return (
    <HomeScreen user={session.user} error={session.status === 'error' ? session.error : null} />
  );
}
