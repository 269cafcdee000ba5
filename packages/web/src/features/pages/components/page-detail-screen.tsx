import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AppError, type Page } from '@backline/domain';
import type { ReactNode } from 'react';
import { DetailLayout, DetailSection } from '../../../components/ui/detail-layout.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { useTranslation } from 'react-i18next';
import { pageQuery, type PageEndpoint } from '../api/pages-api.ts';
import { PageAside } from './page-detail/page-aside.tsx';
import { PAGE_DETAIL_MAX_WIDTH, PageHero } from './page-detail/page-hero.tsx';
import { PageNotices } from './page-detail/page-notices.tsx';
import { PageTeamList } from './page-detail/page-team-list.tsx';
import { pageViewerActions } from './page-detail/page-viewer-actions.ts';
import { usePageCommand } from './page-detail/use-page-command.ts';
import { renderSlot, type PageSlot } from './page-slots.ts';

export { pageViewerActions } from './page-detail/page-viewer-actions.ts';

export type PageDetailScreenProps = {
  id: string;
  /** `organization` (artists and organizations), `location` (venues) or `page`. */
  endpoint: PageEndpoint;
  /** The signed-in user's id; null for a visitor (read-only). */
  userId: string | null;
  /** Shown instead when the page does not exist (the app's not-found screen). */
  notFound: ReactNode;
  /** The page's media (media feature), below the description. */
  mediaSlot?: PageSlot;
  /** The page's booking ratings (booking feature), below the media. */
  ratingsSlot?: PageSlot;
  /** Writing to the page (messaging feature), among the hero's actions. */
  messageSlot?: PageSlot;
  /** Fair-pay figures (booking feature), for venues and organizations only. */
  fairPaySlot?: PageSlot;
};

/** One detail screen for every kind of page: artists, venues and organizations. */
export function PageDetailScreen({
  id,
  endpoint,
  userId,
  notFound,
  mediaSlot,
  ratingsSlot,
  messageSlot,
  fairPaySlot,
}: PageDetailScreenProps) {
  const query = useQuery(pageQuery(id, endpoint));
  if (query.error instanceof AppError && query.error.code === 'request.entity_not_found') {
    return notFound;
  }
  if (query.isError) {
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PAGE_DETAIL_MAX_WIDTH }}>
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PAGE_DETAIL_MAX_WIDTH }}>
        <DetailSkeleton />
      </Box>
    );
  }
  const page = query.data;
  return (
    <PageDetailView
      page={page}
      userId={userId}
      mediaSlot={mediaSlot}
      ratingsSlot={ratingsSlot}
      messageSlot={messageSlot}
      fairPaySlot={page.kind === 'artist' ? undefined : fairPaySlot}
      refresh={() => query.refetch()}
    />
  );
}

function PageDetailView({
  page,
  userId,
  mediaSlot,
  ratingsSlot,
  messageSlot,
  fairPaySlot,
  refresh,
}: {
  page: Page;
  userId: string | null;
  mediaSlot?: PageSlot;
  ratingsSlot?: PageSlot;
  messageSlot?: PageSlot;
  fairPaySlot?: PageSlot;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation('pages');
  const signedIn = userId !== null;
  const actions = pageViewerActions(page, signedIn);
  const command = usePageCommand(page, userId, refresh);

  return (
    <Box component="article" sx={{ ...SCREEN_GUTTERS, maxWidth: PAGE_DETAIL_MAX_WIDTH }}>
      <PageHero
        page={page}
        actions={actions}
        signedIn={signedIn}
        command={command}
        message={messageSlot ? renderSlot(messageSlot, { page, refresh }) : null}
      />
      <PageNotices page={page} actions={actions} command={command} />

      <DetailLayout aside={<PageAside page={page} />}>
        {page.description ? (
          <DetailSection title={t('detail.about')} id="page-about">
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {page.description}
            </Typography>
          </DetailSection>
        ) : null}

        {mediaSlot ? <Box>{renderSlot(mediaSlot, { page, refresh })}</Box> : null}
        {ratingsSlot ? <Box>{renderSlot(ratingsSlot, { page, refresh })}</Box> : null}
        {fairPaySlot ? <Box>{renderSlot(fairPaySlot, { page, refresh })}</Box> : null}

        <PageTeamList page={page} />
      </DetailLayout>
    </Box>
  );
}
