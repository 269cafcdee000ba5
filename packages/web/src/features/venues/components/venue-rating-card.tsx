import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VenueRating } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ReportMenu } from '../../../components/report/report-menu.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { CriteriaScores, Stars } from './score-stars.tsx';

/** Who rated, with the band they played with, and whether the gig was booked on Backline. */
export function RaterLine({ rating }: { rating: VenueRating }) {
  const { t } = useTranslation('venues');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {rating.rater ? (
          <Link component={RouterLink} to={rating.rater.path}>
            {rating.rater.name}
          </Link>
        ) : (
          t('detail.formerMember')
        )}
        {rating.artistPage ? <> {t('ratings.playedAs', { name: rating.artistPage.name })}</> : null}{' '}
        · {formatDate(rating.createdAt)}
      </Typography>
      <Badge tone={rating.verified ? 'success' : 'neutral'}>
        {rating.verified ? t('ratings.verified') : t('ratings.notVerified')}
      </Badge>
    </Stack>
  );
}

/** The venue's statement under a rating. */
export function StatementBlock({
  rating,
  reportable = false,
}: {
  rating: VenueRating;
  /** Offer "Melden" (the detail screen) to everyone but the venue's managers. */
  reportable?: boolean;
}) {
  const { t } = useTranslation('venues');
  if (!rating.statement) return null;
  return (
    <Box
      component="section"
      aria-label={t('ratings.statement')}
      sx={{ mt: 1.5, pl: 2, borderLeft: 2, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('ratings.statement')}
          {rating.statement.author
            ? ` · ${t('detail.statementBy', { name: rating.statement.author.name })}`
            : ''}
        </Typography>
        {reportable && !rating.viewer.canAnswer ? (
          <ReportMenu
            subject={{ kind: 'venue_statement', id: rating.id }}
            label={t('ratings.statement')}
            size="small"
          />
        ) : null}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {rating.statement.text}
      </Typography>
    </Box>
  );
}

/**
 * One venue rating: overall stars, who rated (verified or not), the criteria, the text and the
 * venue's statement. In a list it links to its detail (`/locationrating/{id}`).
 */
export function VenueRatingCard({
  rating,
  link = true,
  children,
}: {
  rating: VenueRating;
  link?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('venues');
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t('ratings.stars', { value: rating.overall })}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Stars value={rating.overall} size="medium" />
        <Typography sx={{ fontWeight: 600 }}>{rating.overall.toFixed(1)}</Typography>
      </Stack>
      <RaterLine rating={rating} />
      {rating.state === 'hidden' ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('ratings.hidden')}
        </Alert>
      ) : null}
      <Box sx={{ my: 1.5 }}>
        <CriteriaScores scores={rating.scores} />
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {rating.text}
      </Typography>
      <StatementBlock rating={rating} reportable={!link} />
      {link ? (
        <Link component={RouterLink} to={rating.resource} sx={{ display: 'inline-block', mt: 1 }}>
          {t('ratings.open')}
        </Link>
      ) : null}
      {children}
    </Paper>
  );
}
