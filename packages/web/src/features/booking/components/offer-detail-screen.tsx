import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AppError, type BookingOffer } from '@backline/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { DetailLayout, DetailSection } from '../../../components/ui/detail-layout.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import { offerQuery } from '../api/booking-api.ts';
import { OfferDates } from './offer-detail/offer-dates.tsx';
import { OfferFacts } from './offer-detail/offer-facts.tsx';
import { APPLY_SECTION_ID, OFFER_DETAIL_MAX_WIDTH, OfferHero } from './offer-detail/offer-hero.tsx';

/** The form comes in its own chunk, after the offer: most visitors read before they apply. */
const ApplyForm = lazy(() =>
  import('./apply-form.tsx').then((module) => ({ default: module.ApplyForm })),
);

export type OfferDetailScreenProps = {
  id: string;
  /** The way to write to the offer's publisher about it (the messaging feature's button). */
  messageAction?: (offer: BookingOffer) => ReactNode;
  /** Shown instead when the offer does not exist (the app's not-found screen). */
  notFound: ReactNode;
};

/** `/booking/{slug}-{id}`: an offer with its dates and slots, and the application form. */
export function OfferDetailScreen({ id, notFound, messageAction }: OfferDetailScreenProps) {
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
  return <OfferDetail offer={query.data} messageAction={messageAction?.(query.data)} />;
}

/** The title while the offer loads or fails (the hero sets it once the offer is there). */
function DocumentTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

export function OfferDetail({
  offer,
  messageAction,
}: {
  offer: BookingOffer;
  messageAction?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const canApply = !offer.viewer.isOfferer && offer.dates.some((date) => date.open);

  return (
    <Box component="article" sx={{ ...SCREEN_GUTTERS, maxWidth: OFFER_DETAIL_MAX_WIDTH }}>
      <OfferHero offer={offer} canApply={canApply} messageAction={messageAction} />
      {offer.viewer.isOfferer ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('ownOffer')}
        </Alert>
      ) : null}

      <DetailLayout aside={<OfferFacts offer={offer} />}>
        <OfferDates offer={offer} />
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
