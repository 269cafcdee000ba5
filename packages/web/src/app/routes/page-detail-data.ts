import { parseSlugId } from '@backline/domain';
import { pageQuery, resolveQuery } from '../../features/pages/api/pages-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/**
 * A page: `/location/{slug}-{id}` and `/livelocation/…` (venues), the organization routes, and
 * `/{shortUrl}`, whose address the server resolves first.
 */
export async function prefetch({ params, url, queryClient }: PrefetchArgs) {
  const shortUrl = params['shortUrl'];
  if (shortUrl !== undefined) {
    const target = await queryClient.fetchQuery(resolveQuery(shortUrl)).catch(() => null);
    if (target && target.type !== 'user') {
      await queryClient.prefetchQuery(pageQuery(target.id, target.type));
    }
    return;
  }
  const id = parseSlugId(params['slugId'] ?? '')?.id;
  if (!id) return;
  const venue = /^\/(location|livelocation)\//.test(url.pathname);
  await queryClient.prefetchQuery(pageQuery(id, venue ? 'location' : 'organization'));
}
