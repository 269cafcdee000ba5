import { parseSlugId } from '@backline/domain';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { ProfileDetailScreen } from '../../features/profiles/components/profile-detail-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';
import { RouteLoading } from '../route-loading.tsx';
import { LazyMediaGallery } from './media-slots.tsx';

/**
 * User detail routes `/user/{slug}-{id}`, `/benutzer/…`, `/musiker/…`: the public profile from
 * `GET /api/user/{id}`. The media module's sections go into `mediaSlot`.
 */
export function Component() {
  const session = useSession();
  const { slugId = '' } = useParams();
  const parsed = parseSlugId(slugId);
  if (!parsed) return <NotFoundScreen />;
  if (session.status === 'error') return <ErrorAlert error={session.error} />;
  if (session.status === 'loading') return <RouteLoading />;
  return (
    <ProfileDetailScreen
      id={parsed.id}
      viewerId={session.user?.id ?? null}
      notFound={<NotFoundScreen />}
      mediaSlot={<LazyMediaGallery owner={{ kind: 'user', id: parsed.id }} />}
    />
  );
}
