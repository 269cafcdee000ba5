import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, type Applicant, type BookingOffer } from '@backline/domain';
import { Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons, DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { bookingKeys, offerQuery } from '../api/booking-api.ts';
import type { RenderCityPicker } from './applicant-filters.tsx';
import { CancelPanel, ReschedulePanel } from './lazy-desk-forms.tsx';
import { ApplicantSection } from './offer-desk/applicant-section.tsx';
import { DeskDates } from './offer-desk/desk-dates.tsx';
import { DeskHeader, type DeskPanel } from './offer-desk/desk-header.tsx';

/** The badge colour of an offer's status (the desk's header shows it). */
export { OFFER_STATUS_TONE } from './offer-desk/offer-status-tone.ts';

export type OfferManageScreenProps = {
  id: string;
  notFound: ReactNode;
  /** The city picker of the distance filter for online offers (the route composes it). */
  renderCityPicker?: RenderCityPicker;
  /** "Nachricht" to an applicant about their application (the route composes it). */
  messageAction?: (application: Applicant) => ReactNode;
};

/**
 * `/booking/{id}/applicants`: the offerer's desk. The offer's commands (publish, pause, resume,
 * reschedule once, cancel), its dates' slots, and the applicant list: filtered, sorted and paged
 * on the server (the filters live in the address), with the decisions the application machine
 * allows, one by one or for a selection.
 */
export function OfferManageScreen({
  id,
  notFound,
  renderCityPicker,
  messageAction,
}: OfferManageScreenProps) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const offer = useQuery(offerQuery(id));
  if (offer.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageHeader title={t('manage.title')} />
        <DetailSkeleton />
      </Container>
    );
  }
  if (offer.isError) {
    const gone = offer.error instanceof AppError && offer.error.code === 'request.entity_not_found';
    if (gone) return <>{notFound}</>;
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageHeader title={t('manage.title')} />
        <ErrorState
          error={offer.error}
          onRetry={() => void offer.refetch()}
          retrying={offer.isFetching}
        />
      </Container>
    );
  }
  if (!offer.data.viewer.isOfferer) return <>{notFound}</>;
  return (
    <OfferDesk
      offer={offer.data}
      renderCityPicker={renderCityPicker}
      messageAction={messageAction}
    />
  );
}

/**
 * The desk of an offer the viewer publishes: its header with the commands, the form a command
 * opens (reschedule, cancel), the dates and the applicants.
 */
function OfferDesk({
  offer,
  renderCityPicker,
  messageAction,
}: {
  offer: BookingOffer;
  renderCityPicker?: RenderCityPicker;
  messageAction?: (application: Applicant) => ReactNode;
}) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<DeskPanel>('none');
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  const togglePanel = (next: DeskPanel) => setPanel(panel === next ? 'none' : next);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <DeskHeader offer={offer} refresh={refresh} onTogglePanel={togglePanel} />
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {panel === 'reschedule' ? (
        <Suspense fallback={<CardSkeletons count={1} />}>
          <ReschedulePanel
            offer={offer}
            onDone={async () => {
              setPanel('none');
              setNotice(t('manage.rescheduled'));
              await refresh();
            }}
          />
        </Suspense>
      ) : null}
      {panel === 'cancel' ? (
        <Suspense fallback={<CardSkeletons count={1} />}>
          <CancelPanel
            offer={offer}
            onDone={async () => {
              await refresh();
              await navigate('/booking/myoffers');
            }}
          />
        </Suspense>
      ) : null}
      <DeskDates offer={offer} />
      <ApplicantSection
        offer={offer}
        renderCityPicker={renderCityPicker}
        refresh={refresh}
        messageAction={messageAction}
      />
    </Container>
  );
}
