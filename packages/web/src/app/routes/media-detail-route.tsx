import { useLocation, useParams } from 'react-router';
import { MediaDetailScreen } from '../../features/media/components/media-detail-screen.tsx';

/** `/video/{id}/…` shows a video; `/audio/{id}/…` and `/mp3-track/{id}/…` an audio item. */
export function Component() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const kind = pathname.startsWith('/video/') ? 'video' : 'audio';
  return <MediaDetailScreen key={`${kind}:${id}`} kind={kind} id={id} />;
}
