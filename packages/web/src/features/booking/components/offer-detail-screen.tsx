import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AppError, BOOKING_CULTURES, genreLabel, type BookingOffer } from '@backline/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import { offerQuery } from '../api/booking-api.ts';
import { payText } from '../booking-format.ts';

/** The form comes in its own chunk, after the offer: most visitors read before they apply. */
const ApplyForm = lazy(() =>
  import('./apply-form.tsx').then((module) => ({ default: module.ApplyForm })),
);

export type OfferDetailScreenProps = {
  id: string;
  /** Shown instead when the offer does not exist (the app's not-found screen). */
  notFound: ReactNode;
};

/** `/booking/{slug}-{id}`: an offer with its dates and slots, and the application form. */
export function OfferDetailScreen({ id, notFound }: OfferDetailScreenProps) {
  const { t } = useTranslation('booking');
  const query = useQuery(offerQuery(id));
  usePageTitle(query.data?.title ?? t('detailTitle'));
  if (query.isPending) return <CircularProgress aria-label={t('detailTitle')} />;
  if (query.isError) {
    const gone = query.error instanceof AppError && query.error.code === 'request.entity_not_found';
    return gone ? <>{notFound}</> : <ErrorAlert error={query.error} />;
  }
  return <OfferDetail offer={query.data} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mb: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </>
  );
}

export function OfferDetail({ offer }: { offer: BookingOffer }) {
  const { t } = useTranslation('booking');
  const language = currentLanguage();
  const pay = payText(offer.pay);
  const genres = (ids: string[]) => ids.map((genre) => genreLabel(genre, language)).join(', ');
  const cultures = (ids: string[]) =>
    ids
      .map((id) => BOOKING_CULTURES.find((culture) => culture.id === id)?.[language] ?? id)
      .join(', ');
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Chip
          label={t(`status.${offer.status}`)}
          color={offer.status === 'open' ? 'success' : 'default'}
        />
        <Chip label={t(`performance.${offer.performanceType}`)} variant="outlined" />
        {offer.premium ? <Chip color="secondary" label={t('premiumBadge')} /> : null}
        {offer.localActsPreferred ? <Chip label={t('localBadge')} variant="outlined" /> : null}
      </Stack>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }} gutterBottom>
        {offer.title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <UserAvatar name={offer.publisher.name} picture={offer.publisher.picture} decorative />
        <Typography>
          {t('publishedBy')}{' '}
          <Link component={RouterLink} to={offer.publisher.resource} underline="always">
            {offer.publisher.name}
          </Link>
        </Typography>
      </Stack>
      {offer.viewer.isOfferer ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('ownOffer')}{' '}
          <Link component={RouterLink} to={`/booking/${offer.id}/applicants`} underline="always">
            {t('applicants', { count: offer.applicationCount })}
          </Link>
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label={t('venue')}>
            {offer.virtual ? (
              t('virtual')
            ) : offer.venue ? (
              <Link component={RouterLink} to={offer.venue.resource}>
                {[offer.venue.name, offer.venue.city].filter(Boolean).join(', ')}
              </Link>
            ) : (
              '–'
            )}
          </Fact>
          <Fact label={t('duration')}>{t('minutes', { count: offer.durationMinutes })}</Fact>
          <Fact label={t('payLabel')}>{t(pay.key, { amount: pay.amount })}</Fact>
          {offer.applyUntil ? (
            <Fact label={t('applyUntil')}>{formatDateTime(offer.applyUntil)}</Fact>
          ) : null}
          {offer.wantedGenres.length > 0 ? (
            <Fact label={t('wantedGenres')}>{genres(offer.wantedGenres)}</Fact>
          ) : null}
          {offer.excludedGenres.length > 0 ? (
            <Fact label={t('excludedGenres')}>{genres(offer.excludedGenres)}</Fact>
          ) : null}
          {offer.wantedCultures.length > 0 ? (
            <Fact label={t('form.wantedCultures')}>{cultures(offer.wantedCultures)}</Fact>
          ) : null}
          {offer.excludedCultures.length > 0 ? (
            <Fact label={t('form.excludedCultures')}>{cultures(offer.excludedCultures)}</Fact>
          ) : null}
          {offer.soughtForms.length > 0 ? (
            <Fact label={t('form.soughtForms')}>
              {offer.soughtForms
                .map((artistForm) => t(`form.${artistForm as 'band' | 'solo'}`))
                .join(', ')}
            </Fact>
          ) : null}
          {offer.backline ? <Fact label={t('backline')}>{offer.backline}</Fact> : null}
          {offer.conditions ? <Fact label={t('conditions')}>{offer.conditions}</Fact> : null}
          {offer.description ? <Fact label={t('description')}>{offer.description}</Fact> : null}
        </Box>
      </Paper>

      <Typography component="h2" variant="h6" gutterBottom>
        {t('datesTitle')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        {offer.dates.map((date) => (
          <Paper component="li" key={date.id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 500 }}>
              {date.startsAt ? formatDateTime(date.startsAt) : t('noDate')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('slotsOf', { confirmed: date.confirmed, count: date.slots })}
              {' · '}
              {date.paused ? t('paused') : date.open ? t('dateOpen') : t('dateClosed')}
            </Typography>
          </Paper>
        ))}
      </Stack>

      {offer.voting ? (
        <Button component={RouterLink} to={`/booking/${offer.id}/voting`} sx={{ mb: 2 }}>
          {t('voting.title')}
        </Button>
      ) : null}
      {!offer.viewer.isOfferer && offer.dates.some((date) => date.open) ? (
        <Suspense fallback={null}>
          <ApplyForm offer={offer} />
        </Suspense>
      ) : null}
    </Container>
  );
}
