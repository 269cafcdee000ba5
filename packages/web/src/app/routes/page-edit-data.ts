import { isId } from '@backline/domain';
import { pageQuery } from '../../features/pages/api/pages-api.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/page/edit?id={pageId}`: the page the form edits (its role decides the sections below it). */
export async function prefetch({ url, queryClient }: PrefetchArgs) {
  const id = url.searchParams.get('id');
  if (id && isId(id)) await queryClient.prefetchQuery(pageQuery(id));
}
