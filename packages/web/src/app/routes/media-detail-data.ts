import { mediaItemQuery } from '../../features/media/api/media-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/video/{id}/…` a video; `/audio/{id}/…` and `/mp3-track/{id}/…` an audio item. */
export const prefetch = ({ params, url, queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(
    mediaItemQuery(url.pathname.startsWith('/video/') ? 'video' : 'audio', params['id'] ?? ''),
  );
