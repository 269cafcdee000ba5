import {
  isStaticPage,
  staticPageQuery,
} from '../../features/static-pages/api/static-page-content.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/static/{page}`: the page's text in the interface language (prerendering needs it too). */
export const prefetch = ({ url, queryClient }: PrefetchArgs) => {
  const segment = url.pathname.split('/')[2]?.toLowerCase();
  return queryClient.prefetchQuery(
    staticPageQuery(isStaticPage(segment) ? segment : 'faq', currentLanguage()),
  );
};
