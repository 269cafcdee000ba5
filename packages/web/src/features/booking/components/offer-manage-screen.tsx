import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, applicantQueryOf, type BookingOffer, type OfferStatus } from '@backline/domain';
import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader, SectionHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons, DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  applicantSearchOf,
  applicantsQuery,
  bookingKeys,
  offerCommand,
  offerQuery,
} from '../api/booking-api.ts';
import { ApplicantCard } from './applicant-card.tsx';
import {
  ApplicantFilters,
  type ApplicantFilterChanges,
  type RenderCityPicker,
} from './applicant-filters.tsx';
import { BulkActionBar, BulkResults, type BulkOutcome } from './bulk-action-bar.tsx';
import { CancelPanel, ReschedulePanel } from './lazy-desk-forms.tsx';
import { ListPager } from './list-pager.tsx';

/** The badge colour of an offer's status: open takes applications, the rest are quiet. */
export const OFFER_STATUS_TONE: Record<OfferStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  open: 'success',
  partlyClosed: 'primary',
  closed: 'neutral',
  over: 'neutral',
};

export type OfferManageScreenProps = {
  id: string;
  notFound: ReactNode;
  /** The city picker of the distance filter for online offers (the route composes it). */
  renderCityPicker?: RenderCityPicker;
};

/**
 * `/booking/{id}/applicants`: the offerer's desk. The offer's commands (publish, pause, resume,
 * reschedule once, cancel), its dates' slots, and the applicant list: filtered, sorted and paged
 * on the server (the filters live in the address), with the decisions the application machine
 * allows, one by one or for a selection.
 */
export function OfferManageScreen({ id, notFound, renderCityPicker }: OfferManageScreenProps) {
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
  return <OfferDesk offer={offer.data} renderCityPicker={renderCityPicker} />;
}

type Panel = 'none' | 'reschedule' | 'cancel';

function OfferDesk({
  offer,
  renderCityPicker,
}: {
  offer: BookingOffer;
  renderCityPicker?: RenderCityPicker;
}) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = applicantQueryOf(Object.fromEntries(params));
  const search = applicantSearchOf(query);
  const applicants = useQuery(applicantsQuery(offer.id, search));
  const [panel, setPanel] = useState<Panel>('none');
  const [notice, setNotice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  // The selection belongs to one list: another filter or page starts a new one.
  const [selection, setSelection] = useState<{ search: string; ids: ReadonlySet<string> }>({
    search,
    ids: new Set(),
  });
  const selectedIds = selection.search === search ? selection.ids : new Set<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });

  /** Changes filters and goes back to the first page. */
  const update = (changes: ApplicantFilterChanges & { page?: string | null }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const notify = useNotify();
  const command = useMutation({
    mutationFn: (name: 'publish' | 'pause' | 'resume') => offerCommand(offer.id, name),
    onSuccess: async (_answer, name) => {
      // Pausing and resuming undo each other; publishing cannot be taken back.
      const undo = name === 'pause' ? 'resume' : name === 'resume' ? 'pause' : null;
      notify({
        message: t('manage.done'),
        undo: undo ? () => command.mutate(undo) : undefined,
      });
      await refresh();
    },
  });
  const commands = new Set(offer.viewer.commands);
  const items = applicants.data?.items ?? [];
  const page = applicants.data?.page ?? 1;
  const pages = applicants.data
    ? Math.max(1, Math.ceil(applicants.data.total / applicants.data.pageSize))
    : 1;
  const selected = items.filter((item) => selectedIds.has(item.id));
  const select = (ids: string[], on: boolean) => {
    const next = new Set(selectedIds);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ search, ids: next });
  };
  const allOnPage = items.length > 0 && selected.length === items.length;
  const togglePanel = (next: Panel) => setPanel(panel === next ? 'none' : next);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeader
        title={`${t('manage.title')}: ${offer.title}`}
        subtitle={
          <Badge tone={OFFER_STATUS_TONE[offer.status]}>{t(`booking:status.${offer.status}`)}</Badge>
        }
        actions={
          <>
            {commands.has('publish') ? (
              <Button variant="contained" onClick={() => command.mutate('publish')}>
                {t('manage.publish')}
              </Button>
            ) : null}
            {commands.has('edit') ? (
              <Button variant="outlined" component={RouterLink} to={`/booking/${offer.id}/edit`}>
                {t('manage.edit')}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: -1, mb: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to={offer.resource}>
          {t('manage.back')}
        </Button>
        <Button component={RouterLink} to="/booking/dates?view=offerer">
          {t('applicantList.overviewLink')}
        </Button>
        {commands.has('pause') ? (
          <Button onClick={() => command.mutate('pause')}>{t('manage.pause')}</Button>
        ) : null}
        {commands.has('resume') ? (
          <Button onClick={() => command.mutate('resume')}>{t('manage.resume')}</Button>
        ) : null}
        {commands.has('reschedule') && offer.reschedules === 0 ? (
          <Button onClick={() => togglePanel('reschedule')}>{t('manage.reschedule')}</Button>
        ) : null}
        {commands.has('cancel') ? (
          <Button color="error" onClick={() => togglePanel('cancel')}>
            {t('manage.cancel')}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={command.error} />
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

      <Box component="section" aria-labelledby="dates-title" sx={{ mb: 3 }}>
        <SectionHeader id="dates-title" title={t('applicantList.datesTitle')} />
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {offer.dates.map((date) => (
            <li key={date.id}>
              {t('applicantList.dateLine', {
                date: date.startsAt ? formatDateTime(date.startsAt) : t('booking:noDate'),
                confirmed: date.confirmed,
                count: date.slots,
              })}
            </li>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="applicants-title">
        <SectionHeader id="applicants-title" title={t('manage.title')} />
        <ApplicantFilters
          offer={offer}
          query={query}
          cityName={params.get('cityName')}
          onChange={update}
          onReset={() => setParams(new URLSearchParams())}
          renderCityPicker={renderCityPicker}
        />

        {outcome ? <BulkResults outcome={outcome} onClose={() => setOutcome(null)} /> : null}
        {applicants.isError ? (
          <ErrorState
            error={applicants.error}
            onRetry={() => void applicants.refetch()}
            retrying={applicants.isFetching}
          />
        ) : null}
        {applicants.isPending ? <CardSkeletons leading="circle" /> : null}
        {applicants.data ? (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              <Typography role="status" sx={{ flexGrow: 1 }}>
                {t('applicantList.results', { count: applicants.data.total })}
              </Typography>
              {items.length > 0 ? (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={allOnPage}
                      indeterminate={selected.length > 0 && !allOnPage}
                      onChange={(event) =>
                        select(
                          items.map((item) => item.id),
                          event.target.checked,
                        )
                      }
                    />
                  }
                  label={t('applicantList.selectPage')}
                />
              ) : null}
            </Stack>
            {selected.length > 0 ? (
              <BulkActionBar
                offerId={offer.id}
                selected={selected}
                onClear={() => setSelection({ search, ids: new Set() })}
                onDone={async (result) => {
                  setOutcome(result);
                  setSelection({ search, ids: new Set() });
                  await refresh();
                }}
              />
            ) : null}
            {applicants.data.total === 0 ? (
              search ? (
                <EmptyState
                  headingComponent="h3"
                  title={t('applicantList.none')}
                  action={
                    <Button variant="outlined" onClick={() => setParams(new URLSearchParams())}>
                      {t('applicantList.reset')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  headingComponent="h3"
                  title={t('manage.empty')}
                  text={t('manage.emptyText')}
                />
              )
            ) : (
              <CardList aria-labelledby="applicants-title">
                {items.map((application) => (
                  <ApplicantCard
                    key={application.id}
                    application={application}
                    selected={selectedIds.has(application.id)}
                    onSelect={(on) => select([application.id], on)}
                    onChanged={refresh}
                  />
                ))}
              </CardList>
            )}
            <ListPager
              page={page}
              pages={pages}
              onPage={(next) => update({ page: next > 1 ? String(next) : null })}
            />
          </>
        ) : null}
      </Box>
    </Container>
  );
}
