import { ModerationScreen } from '../../features/moderation/components/moderation-screen.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';

export function Component() {
  const session = useSession();
  // Signed out or failed: no moderator; the route's guard sends visitors to /login anyway.
  const role = session.status === 'loading' ? null : (session.user?.role ?? 'user');
  return <ModerationScreen siteRole={role} />;
}
