import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FairPayFigures } from '@backline/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../../components/ui/detail-layout.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { fairPayQuery } from '../api/fair-pay-api.ts';
import { formatEuros } from '../booking-format.ts';

type Shown = Extract<FairPayFigures, { shown: true }>;

/** Hours under two days as hours, longer as days (one decimal at most). */
function AnswerTime({ hours }: { hours: number }) {
  const { t } = useTranslation('fair-pay');
  if (hours < 48) return <>{t('hours', { count: hours, value: formatNumber(hours) })}</>;
  const days = Math.round((hours / 24) * 10) / 10;
  return <>{t('days', { count: days, value: formatNumber(days) })}</>;
}

function Figures({ figures }: { figures: Shown }) {
  const { t } = useTranslation('fair-pay');
  const tooFew = t('tooFewForFigure');
  return (
    <FactList>
      <Fact label={t('medianFee')}>
        {figures.medianFeeCents === null ? tooFew : formatEuros(figures.medianFeeCents)}
      </Fact>
      <Fact label={t('payToPlay')}>{t('percent', { value: figures.payToPlayPercent })}</Fact>
      <Fact label={t('unpaid')}>{t('percent', { value: figures.unpaidPercent })}</Fact>
      <Fact label={t('answerTime')}>
        {figures.medianAnswerHours === null ? (
          tooFew
        ) : (
          <AnswerTime hours={figures.medianAnswerHours} />
        )}
      </Fact>
      <Fact label={t('decisions')}>
        {figures.decisionPercent === null
          ? tooFew
          : t('percent', { value: figures.decisionPercent })}
      </Fact>
    </FactList>
  );
}

/**
 * Fair-pay transparency on a venue or organizer page (issue 17 item 5): figures from its bookings
 * on Backline, or the plain reason why there are none yet; always with what they mean.
 */
export function FairPayCard({ pageId }: { pageId: string }) {
  const { t } = useTranslation('fair-pay');
  const titleId = useId();
  const query = useQuery(fairPayQuery(pageId));
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
  const figures = query.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h2" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {figures.shown ? (
        <>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('basis', { count: figures.bookings })}
          </Typography>
          <Figures figures={figures} />
        </>
      ) : (
        <Typography sx={{ mb: 1 }}>{t('tooFew', { count: figures.minimumBookings })}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('explanation', { count: figures.minimumBookings })}
      </Typography>
    </Paper>
  );
}
