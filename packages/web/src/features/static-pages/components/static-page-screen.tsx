import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { staticPageQuery, type StaticPageName } from '../api/static-page-content.ts';

/** Links inside the text that point into the app navigate without reloading the page. */
function useInternalLinks(container: RefObject<HTMLElement | null>, html: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || !href.startsWith('/') || href.startsWith('//')) return;
      if (anchor.target && anchor.target !== '_self') return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, html, navigate]);
}

/** Typography for the Markdown HTML, from the theme. */
const proseSx = {
  maxWidth: '72ch',
  mx: 'auto',
  py: { xs: 1, sm: 3 },
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h1': { typography: 'h1', mt: 0, mb: 2 },
  '& h2': { typography: 'h2', mt: 5, mb: 1.5 },
  '& h3': { typography: 'h3', mt: 3.5, mb: 1 },
  '& h4': { typography: 'h6', mt: 3, mb: 1 },
  '& p, & ul, & ol, & table, & blockquote': { mt: 0, mb: 2 },
  '& ul, & ol': { pl: 3 },
  '& li + li': { mt: 0.5 },
  '& a': { color: 'primary.main', textDecorationThickness: '1px', textUnderlineOffset: '2px' },
  '& a:hover': { textDecorationThickness: '2px' },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.9em',
    px: 0.5,
    borderRadius: 0.5,
    bgcolor: 'action.hover',
  },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'primary.main',
    pl: 2,
    color: 'text.secondary',
    mx: 0,
  },
  '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    p: 1,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
} as const;

/** FAQ, legal notice, privacy, terms and sweepstake rules, in the interface language. */
export function StaticPageScreen({ page }: { page: StaticPageName }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? currentLanguage();
  const container = useRef<HTMLDivElement | null>(null);
  const content = useQuery(staticPageQuery(page, language));
  usePageTitle(t(`static.${page}`));
  useInternalLinks(container, content.data);

  if (content.isError) {
    return (
      <Box sx={proseSx}>
        <h1>{t(`static.${page}`)}</h1>
        <ErrorState
          error={content.error}
          message={t('static.loadFailed')}
          onRetry={() => void content.refetch()}
          retrying={content.isFetching}
        />
      </Box>
    );
  }
  if (content.data === undefined) {
    return (
      <Box sx={proseSx} aria-busy="true">
        <h1>{t(`static.${page}`)}</h1>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Box>
    );
  }
  const hasHeading = /<h1[\s>]/i.test(content.data);
  return (
    <Box ref={container} sx={proseSx}>
      {hasHeading ? null : <h1>{t(`static.${page}`)}</h1>}
      {/* Our own Markdown, rendered to HTML at build time (vite.config.ts); never user input. */}
      <div dangerouslySetInnerHTML={{ __html: content.data }} />
    </Box>
  );
}
