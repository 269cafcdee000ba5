import { parseSlugId } from '@backline/domain';
import { useLocation, useParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { PageDetailScreen } from '../../features/pages/components/page-detail-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';
import { RouteLoading } from '../route-loading.tsx';
import { LazyFairPayCard, LazyMediaGallery, LazyReceivedRatings } from './media-slots.tsx';
import { pageMessageSlot } from './page-message-slot.tsx';
import { withVenueSection } from './venue-slot.tsx';

/**
 * Page detail routes: `/location/{slug}-{id}` and `/livelocation/{slug}-{id}` (venues, loaded
 * from `/api/location/{id}`) and `/firma|bildung|sonstige|stiftung|verein|institution/{slug}-{id}`
 * (loaded from `/api/organization/{id}`).
 */
export function Component() {
  const session = useSession();
  const { slugId = '' } = useParams();
  const { pathname } = useLocation();
  const parsed = parseSlugId(slugId);
  if (!parsed) return <NotFoundScreen />;
  if (session.status === 'error') return <ErrorAlert error={session.error} />;
  if (session.status === 'loading') return <RouteLoading />;
  const venue = pathname.startsWith('/location/') || pathname.startsWith('/livelocation/');
  return (
    <PageDetailScreen
      id={parsed.id}
      endpoint={venue ? 'location' : 'organization'}
      userId={session.user?.id ?? null}
      notFound={<NotFoundScreen />}
      mediaSlot={<LazyMediaGallery owner={{ kind: 'page', id: parsed.id }} />}
      ratingsSlot={withVenueSection(<LazyReceivedRatings pageId={parsed.id} />)}
      fairPaySlot={<LazyFairPayCard pageId={parsed.id} />}
      messageSlot={pageMessageSlot(Boolean(session.user))}
    />
  );
}
