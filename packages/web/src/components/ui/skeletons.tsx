import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden.ts';

export type CardSkeletonsProps = {
  /** How many placeholder cards: about what the first screen shows. */
  count?: number;
  layout?: 'row' | 'tile';
  /** The leading item's shape: a date block, a round avatar or a square one. */
  leading?: 'date' | 'circle' | 'square';
};

/**
 * Placeholder cards in the shape of `EntityCard` while a list loads, so the results take the
 * place the skeleton held (no jump) and the screen does not look empty.
 */
export function CardSkeletons({
  count = 3,
  layout = 'row',
  leading = 'square',
}: CardSkeletonsProps) {
  const { t } = useTranslation('common');
  const tile = layout === 'tile';
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: tile ? 2 : 1.5, ...(tile ? tileGrid : {}) }}>
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('loading')}
      </Box>
      {Array.from({ length: count }, (_, index) => (
        <Paper
          key={index}
          variant="outlined"
          aria-hidden="true"
          sx={{ display: 'flex', flexDirection: tile ? 'column' : 'row', gap: 2, p: tile ? 0 : 2 }}
        >
          {tile ? (
            <Skeleton
              variant="rectangular"
              sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
            />
          ) : (
            <Skeleton
              variant={leading === 'circle' ? 'circular' : 'rounded'}
              width={leading === 'date' ? 60 : 56}
              height={leading === 'date' ? 72 : 56}
              sx={{ flexShrink: 0 }}
            />
          )}
          <Stack sx={{ flexGrow: 1, gap: 0.75, p: tile ? 2 : 0, pt: tile ? 0 : 0 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.125rem', width: '70%' }} />
            <Skeleton variant="text" sx={{ fontSize: '0.875rem', width: '50%' }} />
            <Stack direction="row" sx={{ gap: 0.5 }}>
              <Skeleton variant="rounded" width={72} height={22} />
              <Skeleton variant="rounded" width={56} height={22} />
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}

const tileGrid = {
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
} as const;

/** A placeholder for a detail screen: a cover, a title and a few lines. */
export function DetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Box aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('loading')}
      </Box>
      <Box aria-hidden="true">
        <Skeleton variant="rounded" sx={{ width: '100%', height: { xs: 140, sm: 220 }, mb: 2 }} />
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '60%' }} />
        <Skeleton variant="text" sx={{ width: '40%', mb: 2 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" sx={{ width: '80%' }} />
      </Box>
    </Box>
  );
}
