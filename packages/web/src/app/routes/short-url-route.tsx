import { AppError } from '@backline/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { resolveQuery } from '../../features/pages/api/pages-api.ts';
import { PageDetailScreen } from '../../features/pages/components/page-detail-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';
import { RouteLoading } from '../route-loading.tsx';
import { LazyFairPayCard, LazyMediaGallery, LazyReceivedRatings } from './media-slots.tsx';
import { pageMessageSlot } from './page-message-slot.tsx';
import { withVenueSection } from './venue-slot.tsx';

/**
 * `/{shortUrl}` (public): a page address or id, or a user id, resolved by the server
 * (`GET /api/resolve/{shortUrl}`). A page shows here, for visitors too; a user goes to their
 * profile; anything else is not found.
 */
export function Component() {
  const { shortUrl = '' } = useParams();
  const session = useSession();
  const resolved = useQuery(resolveQuery(shortUrl));
  if (resolved.error instanceof AppError && resolved.error.code === 'request.entity_not_found') {
    return <NotFoundScreen />;
  }
  if (resolved.isError) return <ErrorAlert error={resolved.error} />;
  if (session.status === 'error') return <ErrorAlert error={session.error} />;
  if (!resolved.data || session.status === 'loading') return <RouteLoading />;
  const target = resolved.data;
  if (target.type === 'user') return <Navigate to={target.resource} replace />;
  return (
    <PageDetailScreen
      id={target.id}
      endpoint={target.type}
      userId={session.user?.id ?? null}
      notFound={<NotFoundScreen />}
      mediaSlot={<LazyMediaGallery owner={{ kind: 'page', id: target.id }} />}
      ratingsSlot={withVenueSection(<LazyReceivedRatings pageId={target.id} />)}
      fairPaySlot={<LazyFairPayCard pageId={target.id} />}
      messageSlot={pageMessageSlot(Boolean(session.user))}
    />
  );
}
