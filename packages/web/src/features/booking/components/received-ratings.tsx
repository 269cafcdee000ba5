import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTranslation } from 'react-i18next';
import { receivedRatingsQuery } from '../api/booking-api.ts';
import { RatingCard } from './rating-card.tsx';

/** The booking ratings a page received (spec: "a rating is visible on the rated page"). */
export function ReceivedRatings({ pageId }: { pageId: string }) {
  const { t } = useTranslation('booking');
  const query = useQuery(receivedRatingsQuery(pageId));
  if (query.isPending) return null;
  if (query.isError) return <ErrorAlert error={query.error} />;
  return (
    <Box component="section" aria-labelledby={`ratings-${pageId}`}>
      <Typography id={`ratings-${pageId}`} component="h2" variant="h6" gutterBottom>
        {t('received.title')}
      </Typography>
      {query.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('received.empty')}</Typography>
      ) : (
        query.data.items.map((rating) => <RatingCard key={rating.id} rating={rating} />)
      )}
    </Box>
  );
}
