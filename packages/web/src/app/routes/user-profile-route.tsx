import { parseSlugId } from '@backline/domain';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { ProfileDetailScreen } from '../../features/profiles/components/profile-detail-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';
import { RouteLoading } from '../route-loading.tsx';
import { LazyContactButton } from './contact-slot.tsx';
import { LazyMediaGallery } from './media-slots.tsx';

/**
 * User detail routes `/user/{slug}-{id}`, `/benutzer/…`, `/musiker/…`: the public profile from
 * `GET /api/user/{id}`. The media module's sections go into `mediaSlot`; a signed-in member
 * looking at someone else's profile gets the contacts feature's action.
 */
export function Component() {
  const session = useSession();
  const { slugId = '' } = useParams();
  const parsed = parseSlugId(slugId);
  if (!parsed) return <NotFoundScreen />;
  if (session.status === 'error') return <ErrorAlert error={session.error} />;
  if (session.status === 'loading') return <RouteLoading />;
  const viewerId = session.user?.id ?? null;
  return (
    <ProfileDetailScreen
      id={parsed.id}
      viewerId={viewerId}
      notFound={<NotFoundScreen />}
      contactAction={
        viewerId && viewerId !== parsed.id
          ? (profile) => <LazyContactButton userId={profile.id} name={profile.name} />
          : undefined
      }
      mediaSlot={<LazyMediaGallery owner={{ kind: 'user', id: parsed.id }} />}
    />
  );
}
