import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BookingRating } from '@backline/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

/** The answer form, only for the rated side (a page's visitors just read the ratings). */
const RatingAnswerForm = lazy(() =>
  import('./rating-answer-form.tsx').then((module) => ({ default: module.RatingAnswerForm })),
);

/** One rating with its answer, and the answer form for the rated side. */
export function RatingCard({ rating }: { rating: BookingRating }) {
  const { t } = useTranslation(['booking', 'errors']);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
      component="section"
      aria-label={t('ratings.shown')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('ratings.by', { rater: rating.rater?.name ?? '–', rated: rating.rated?.name ?? '–' })} ·{' '}
        {rating.offerTitle} · {formatDate(rating.createdAt)}
      </Typography>
      <Typography sx={{ fontWeight: 500, mt: 0.5 }}>{t(`ratings.${rating.value}`)}</Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {rating.text}
      </Typography>
      {rating.answer ? (
        <Box sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {t('ratings.answer')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{rating.answer}</Typography>
        </Box>
      ) : null}
      {rating.canAnswer ? (
        <Suspense fallback={null}>
          <RatingAnswerForm rating={rating} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
