import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { venueRatePath, type VenueRatingSummary } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SectionHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { venueRatingsQuery } from '../api/venues-api.ts';
import { CriteriaScores, Stars } from './score-stars.tsx';
import { VenueRatingCard } from './venue-rating-card.tsx';

/** Averages per criterion and overall, the number of ratings and how many are verified. */
export function RatingSummary({ summary }: { summary: VenueRatingSummary }) {
  const { t, i18n } = useTranslation('venues');
  if (summary.overall === null) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={t('ratings.overall')}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="p">
          {summary.overall.toLocaleString(i18n.language, { maximumFractionDigits: 1 })}
        </Typography>
        <Stars value={summary.overall} size="medium" />
        <Typography variant="body2" color="text.secondary">
          {t('ratings.count', { count: summary.count })}
          {summary.verifiedCount > 0
            ? `, ${t('ratings.verifiedCount', { count: summary.verifiedCount })}`
            : ''}
        </Typography>
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        <CriteriaScores scores={summary.averages} />
      </Box>
    </Paper>
  );
}

/**
 * A live location's ratings on its page (issue 17 item 4): the summary, the ratings newest first
 * ("Weitere Bewertungen" pages on), and "Location bewerten" for members outside its team.
 */
export function VenueRatingsSection({
  pageId,
  canRate,
}: {
  pageId: string;
  /** The viewer is not in the venue's team. */
  canRate: boolean;
}) {
  const { t } = useTranslation('venues');
  const query = useInfiniteQuery(venueRatingsQuery(pageId));
  const rateLink = canRate ? (
    <Button component={RouterLink} to={venueRatePath(pageId)} size="small">
      {t('ratings.rate')}
    </Button>
  ) : null;
  let body;
  if (query.isPending) body = <CardSkeletons count={1} />;
  else if (query.isError) {
    body = (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const summary = query.data.pages[0]?.summary ?? null;
    const items = query.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState
          headingComponent="h3"
          title={t('ratings.empty')}
          text={t('ratings.emptyText')}
        />
      ) : (
        <>
          {summary ? <RatingSummary summary={summary} /> : null}
          {items.map((rating) => (
            <VenueRatingCard key={rating.id} rating={rating} />
          ))}
          {query.hasNextPage ? (
            <Button
              variant="outlined"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              {t('ratings.more')}
            </Button>
          ) : null}
        </>
      );
  }
  return (
    <Box component="section" aria-labelledby={`venue-ratings-${pageId}`}>
      <SectionHeader id={`venue-ratings-${pageId}`} title={t('ratings.title')} action={rateLink} />
      {body}
    </Box>
  );
}
