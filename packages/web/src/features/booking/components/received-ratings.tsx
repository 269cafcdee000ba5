import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SectionHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useTranslation } from 'react-i18next';
import { receivedRatingsQuery } from '../api/booking-api.ts';
import { RatingCard } from './rating-card.tsx';

/** The booking ratings a page received (spec: "a rating is visible on the rated page"). */
export function ReceivedRatings({ pageId }: { pageId: string }) {
  const { t } = useTranslation('booking');
  const query = useQuery(receivedRatingsQuery(pageId));
  if (query.isPending) return <CardSkeletons count={1} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <Box component="section" aria-labelledby={`ratings-${pageId}`}>
      <SectionHeader id={`ratings-${pageId}`} title={t('received.title')} />
      {query.data.items.length === 0 ? (
        <EmptyState
          headingComponent="h3"
          title={t('received.empty')}
          text={t('received.emptyText')}
        />
      ) : (
        query.data.items.map((rating) => <RatingCard key={rating.id} rating={rating} />)
      )}
    </Box>
  );
}
