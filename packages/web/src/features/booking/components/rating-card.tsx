import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BookingRating } from '@backline/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The answer form, only for the rated side (a page's visitors just read the ratings). */
const RatingAnswerForm = lazy(() =>
  import('./rating-answer-form.tsx').then((module) => ({ default: module.RatingAnswerForm })),
);

const RATING_TONE: Record<BookingRating['value'], BadgeTone> = {
  positive: 'success',
  neutral: 'neutral',
  negative: 'error',
};

/** One rating with its answer, and the answer form for the rated side. */
export function RatingCard({ rating }: { rating: BookingRating }) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
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
      <Box sx={{ my: 0.75 }}>
        <Badge tone={RATING_TONE[rating.value]}>{t(`ratings.${rating.value}`)}</Badge>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {rating.text}
      </Typography>
      {rating.answer ? (
        <Box sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {t('ratings.answer')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {rating.answer}
          </Typography>
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
