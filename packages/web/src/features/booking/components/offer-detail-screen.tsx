import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AppError, BOOKING_CULTURES, genreLabel, type BookingOffer } from '@backline/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { DateBlock } from '../../../components/ui/date-block.tsx';
import { DetailHero, detailCoverSizes } from '../../../components/ui/detail-hero.tsx';
import {
  DetailAside,
  DetailLayout,
  DetailSection,
  Fact,
  FactList,
} from '../../../components/ui/detail-layout.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { StickyActionBar } from '../../../components/ui/sticky-action-bar.tsx';
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

/** The screen's width; the cover spans it. */
const OFFER_DETAIL_MAX_WIDTH = 1100;

/** `/booking/{slug}-{id}`: an offer with its dates and slots, and the application form. */
export function OfferDetailScreen({ id, notFound }: OfferDetailScreenProps) {
  const { t } = useTranslation('booking');
  const query = useQuery(offerQuery(id));
  const frame = (content: ReactNode) => (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: OFFER_DETAIL_MAX_WIDTH }}>
      <DocumentTitle title={t('detailTitle')} />
      {content}
    </Box>
  );
  if (query.isPending) return frame(<DetailSkeleton />);
  if (query.isError) {
    const gone = query.error instanceof AppError && query.error.code === 'request.entity_not_found';
    return gone ? (
      <>{notFound}</>
    ) : (
      frame(
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />,
      )
    );
  }
  return <OfferDetail offer={query.data} />;
}

/** The title while the offer loads or fails (the hero sets it once the offer is there). */
function DocumentTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

const APPLY_SECTION_ID = 'offer-apply';

/** Brings the application form into view and moves the focus there (the sticky "apply"). */
function goToApplyForm() {
  const section = document.getElementById(APPLY_SECTION_ID);
  if (!section) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Optional: not every engine that renders the app (jsdom) can scroll.
  section.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
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
  const canApply = !offer.viewer.isOfferer && offer.dates.some((date) => date.open);
  const publisher = offer.publisher;

  const primary = canApply ? (
    <Button variant="contained" onClick={goToApplyForm}>
      {t('applyTitle')}
    </Button>
  ) : offer.viewer.isOfferer ? (
    <Button component={RouterLink} to={`/booking/${offer.id}/applicants`} variant="contained">
      {t('applicants', { count: offer.applicationCount })}
    </Button>
  ) : null;

  return (
    <Box component="article" sx={{ ...SCREEN_GUTTERS, maxWidth: OFFER_DETAIL_MAX_WIDTH }}>
      <DetailHero
        title={offer.title}
        seed={offer.id}
        leadingShape={publisher.kind === 'page' ? 'rounded' : 'circular'}
        coverSizes={detailCoverSizes(OFFER_DETAIL_MAX_WIDTH)}
        leading={
          <UserAvatar
            name={publisher.name}
            picture={publisher.picture}
            seed={publisher.id}
            shape={publisher.kind === 'page' ? 'rounded' : 'circular'}
            size={80}
            decorative
          />
        }
        meta={
          <>
            {t('publishedBy')}{' '}
            <Link component={RouterLink} to={publisher.resource} underline="always">
              {publisher.name}
            </Link>
          </>
        }
        badges={
          <>
            <Badge tone={offer.status === 'open' ? 'success' : 'neutral'}>
              {t(`status.${offer.status}`)}
            </Badge>
            <Badge>{t(`performance.${offer.performanceType}`)}</Badge>
            {offer.premium ? <Badge tone="premium">{t('premiumBadge')}</Badge> : null}
            {offer.localActsPreferred ? <Badge>{t('localBadge')}</Badge> : null}
          </>
        }
        actions={
          primary || offer.voting ? (
            <>
              {offer.voting ? (
                <Button component={RouterLink} to={`/booking/${offer.id}/voting`}>
                  {t('voting.title')}
                </Button>
              ) : null}
              {primary ? <StickyActionBar>{primary}</StickyActionBar> : null}
            </>
          ) : undefined
        }
      />
      {offer.viewer.isOfferer ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('ownOffer')}
        </Alert>
      ) : null}

      <DetailLayout
        aside={
          <DetailAside>
            <FactList>
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
              <Fact label={t('payLabel')}>{t(pay.key, { amount: pay.amount })}</Fact>
              <Fact label={t('duration')}>{t('minutes', { count: offer.durationMinutes })}</Fact>
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
            </FactList>
          </DetailAside>
        }
      >
        <DetailSection title={t('datesTitle')} id="offer-dates">
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {offer.dates.map((date) => (
              <Paper
                component="li"
                key={date.id}
                variant="outlined"
                sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center' }}
              >
                {date.startsAt ? (
                  // The full date and time are beside it: the leaf only shows it.
                  <Box aria-hidden="true" sx={{ lineHeight: 0 }}>
                    <DateBlock date={date.startsAt} size="small" />
                  </Box>
                ) : null}
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {date.startsAt ? formatDateTime(date.startsAt) : t('noDate')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('slotsOf', { confirmed: date.confirmed, count: date.slots })}
                    {' · '}
                    {date.paused ? t('paused') : date.open ? t('dateOpen') : t('dateClosed')}
                  </Typography>
                </Box>
              </Paper>
            ))}
          </Stack>
        </DetailSection>
        {offer.description ? (
          <TextSection title={t('description')} id="offer-description">
            {offer.description}
          </TextSection>
        ) : null}
        {offer.backline ? (
          <TextSection title={t('backline')} id="offer-backline">
            {offer.backline}
          </TextSection>
        ) : null}
        {offer.conditions ? (
          <TextSection title={t('conditions')} id="offer-conditions">
            {offer.conditions}
          </TextSection>
        ) : null}
        {canApply ? (
          <Box
            id={APPLY_SECTION_ID}
            tabIndex={-1}
            sx={{ scrollMarginTop: 80, '&:focus': { outline: 'none' } }}
          >
            <Suspense fallback={null}>
              <ApplyForm offer={offer} />
            </Suspense>
          </Box>
        ) : null}
      </DetailLayout>
    </Box>
  );
}

function TextSection({ title, id, children }: { title: string; id: string; children: string }) {
  return (
    <DetailSection title={title} id={id}>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{children}</Typography>
    </DetailSection>
  );
}
