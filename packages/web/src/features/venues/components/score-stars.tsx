import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { VENUE_RATING_CRITERIA, type VenueRatingCriterion } from '@backline/domain';
import { useTranslation } from 'react-i18next';

/** Read-only stars with their value in words for screen readers ("4,2 von 5 Sternen"). */
export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' }) {
  const { t, i18n } = useTranslation('venues');
  const shown = value.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Rating
      value={value}
      precision={0.1}
      readOnly
      size={size}
      aria-label={t('ratings.stars', { value: shown })}
    />
  );
}

/** The five criteria as rows of stars, each with its label and value. */
export function CriteriaScores({
  scores,
}: {
  scores: Readonly<Record<VenueRatingCriterion, number | null>>;
}) {
  const { t, i18n } = useTranslation('venues');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      {VENUE_RATING_CRITERIA.map((criterion) => {
        const value = scores[criterion];
        return (
          <Box
            key={criterion}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography component="dt" variant="body2" sx={{ minWidth: 130 }}>
              {t(`ratings.criteria.${criterion}`)}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {value === null ? (
                '–'
              ) : (
                <>
                  <Stars value={value} />
                  <Typography variant="body2" color="text.secondary" aria-hidden="true">
                    {value.toLocaleString(i18n.language, { maximumFractionDigits: 1 })}
                  </Typography>
                </>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
