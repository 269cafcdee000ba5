import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  applicantQueryOf,
  genreLabel,
  type Applicant,
  type BookingOffer,
} from '@backline/domain';
import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import {
  applicantSearchOf,
  applicantsQuery,
  bookingKeys,
  decideApplication,
  offerCommand,
  offerQuery,
  type Decision,
} from '../api/booking-api.ts';
import { formatEuros } from '../booking-format.ts';
import {
  ApplicantFilters,
  type ApplicantFilterChanges,
  type RenderCityPicker,
} from './applicant-filters.tsx';
import { BulkActionBar, BulkResults, type BulkOutcome } from './bulk-action-bar.tsx';
import { CancelPanel, ReasonForm, ReschedulePanel } from './lazy-desk-forms.tsx';
import { ListPager } from './list-pager.tsx';

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
  const { t } = useTranslation(['booking', 'errors']);
  const offer = useQuery(offerQuery(id));
  usePageTitle(offer.data ? `${t('manage.title')}: ${offer.data.title}` : t('manage.title'));
  if (offer.isPending) return <CircularProgress aria-label={t('manage.title')} />;
  if (offer.isError) {
    const gone = offer.error instanceof AppError && offer.error.code === 'request.entity_not_found';
    return gone ? <>{notFound}</> : <ErrorAlert error={offer.error} />;
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
  const { t } = useTranslation(['booking', 'errors']);
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

  const command = useMutation({
    mutationFn: (name: 'publish' | 'pause' | 'resume') => offerCommand(offer.id, name),
    onSuccess: async () => {
      setNotice(t('manage.done'));
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

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {t('manage.title')}: {offer.title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1.5, alignItems: 'center' }}>
        <Chip
          label={t(`status.${offer.status}`)}
          color={offer.status === 'open' ? 'success' : 'default'}
        />
        <Button component={RouterLink} to={offer.resource}>
          {t('manage.back')}
        </Button>
        <Button component={RouterLink} to="/booking/dates?view=offerer">
          {t('applicantList.overviewLink')}
        </Button>
        {commands.has('edit') ? (
          <Button component={RouterLink} to={`/booking/${offer.id}/edit`}>
            {t('manage.edit')}
          </Button>
        ) : null}
        {commands.has('publish') ? (
          <Button variant="contained" onClick={() => command.mutate('publish')}>
            {t('manage.publish')}
          </Button>
        ) : null}
        {commands.has('pause') ? (
          <Button onClick={() => command.mutate('pause')}>{t('manage.pause')}</Button>
        ) : null}
        {commands.has('resume') ? (
          <Button onClick={() => command.mutate('resume')}>{t('manage.resume')}</Button>
        ) : null}
        {commands.has('reschedule') && offer.reschedules === 0 ? (
          <Button onClick={() => setPanel(panel === 'reschedule' ? 'none' : 'reschedule')}>
            {t('manage.reschedule')}
          </Button>
        ) : null}
        {commands.has('cancel') ? (
          <Button color="error" onClick={() => setPanel(panel === 'cancel' ? 'none' : 'cancel')}>
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
        <Suspense
          fallback={<CircularProgress size={24} aria-label={t('manage.rescheduleTitle')} />}
        >
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
        <Suspense fallback={<CircularProgress size={24} aria-label={t('manage.cancelTitle')} />}>
          <CancelPanel
            offer={offer}
            onDone={async () => {
              await refresh();
              await navigate('/booking/myoffers');
            }}
          />
        </Suspense>
      ) : null}

      <Box component="section" aria-labelledby="dates-title" sx={{ mb: 2 }}>
        <Typography id="dates-title" component="h2" variant="h6">
          {t('applicantList.datesTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {offer.dates.map((date) => (
            <li key={date.id}>
              {t('applicantList.dateLine', {
                date: date.startsAt ? formatDateTime(date.startsAt) : t('noDate'),
                confirmed: date.confirmed,
                count: date.slots,
              })}
            </li>
          ))}
        </Box>
      </Box>

      <ApplicantFilters
        offer={offer}
        query={query}
        cityName={params.get('cityName')}
        onChange={update}
        onReset={() => setParams(new URLSearchParams())}
        renderCityPicker={renderCityPicker}
      />

      {outcome ? <BulkResults outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      <ErrorAlert error={applicants.error} />
      {applicants.isPending ? <CircularProgress aria-label={t('manage.title')} /> : null}
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
            <Typography sx={{ mt: 2 }}>
              {search ? t('applicantList.none') : t('manage.empty')}
            </Typography>
          ) : null}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                selected={selectedIds.has(application.id)}
                onSelect={(on) => select([application.id], on)}
                onChanged={refresh}
              />
            ))}
          </Stack>
          <ListPager
            page={page}
            pages={pages}
            onPage={(next) => update({ page: next > 1 ? String(next) : null })}
          />
        </>
      ) : null}
    </Container>
  );
}

function ApplicationCard({
  application,
  selected,
  onSelect,
  onChanged,
}: {
  application: Applicant;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['booking', 'errors']);
  const [rejecting, setRejecting] = useState(false);
  const [clash, setClash] = useState<Decision['clashes']>([]);
  const decide = useMutation({
    mutationFn: (input: { command: Parameters<typeof decideApplication>[1]; reason?: string }) =>
      decideApplication(application.id, input.command, input.reason),
    onSuccess: async (decision) => {
      setRejecting(false);
      setClash(decision.clashes);
      await onChanged();
    },
  });
  const commands = application.commands.filter((command) => command !== 'withdraw');
  const label = (command: string) =>
    t(
      command === 'confirm'
        ? 'manage.confirm'
        : command === 'reject'
          ? 'manage.reject'
          : command === 'ignore'
            ? 'manage.ignore'
            : command === 'restore'
              ? 'manage.restore'
              : 'manage.cancelGig',
    );
  const language = currentLanguage();
  const facts = [
    t('manage.applied', { date: formatDate(application.appliedAt) }),
    application.expectedPayCents !== null
      ? t('manage.expectedPay', { amount: formatEuros(application.expectedPayCents) })
      : null,
    application.artistCity,
    application.distanceKm !== null
      ? t('applicantList.distanceKm', { km: application.distanceKm })
      : null,
    t('applicantList.rating', {
      score: application.rating > 0 ? `+${application.rating}` : application.rating,
    }),
    application.hasMedia ? t('applicantList.withMedia') : null,
    application.genres.length > 0
      ? application.genres.map((genre) => genreLabel(genre, language)).join(', ')
      : null,
  ].filter(Boolean);

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{
            input: { 'aria-label': t('applicantList.select', { name: application.artist.name }) },
          }}
          sx={{ mt: -0.5, ml: -1 }}
        />
        <UserAvatar
          name={application.artist.name}
          picture={application.artist.picture}
          seed={application.artist.id}
          shape={application.artist.kind === 'page' ? 'rounded' : 'circular'}
          decorative
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Link component={RouterLink} to={application.artist.resource} sx={{ fontWeight: 500 }}>
              {application.artist.name}
            </Link>
            <Chip size="small" label={t(`applicantList.statusLabel.${application.status}`)} />
          </Stack>
          <Typography variant="body2">
            {t('applicantList.dateOf', {
              date: application.date.startsAt
                ? formatDateTime(application.date.startsAt)
                : t('noDate'),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {facts.join(' · ')}
          </Typography>
          {application.text ? (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {application.text}
            </Typography>
          ) : null}
          {application.rejectReason ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('manage.reason', { reason: application.rejectReason })}
            </Typography>
          ) : null}
          {clash.length > 0 ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('manage.clash', {
                artist: application.artist.name,
                gigs: clash
                  .map((gig) => `${gig.offerTitle} (${formatDateTime(gig.startsAt)})`)
                  .join(', '),
              })}
            </Alert>
          ) : null}
          <ErrorAlert error={decide.error} />
          {rejecting ? (
            <Suspense fallback={null}>
              <ReasonForm
                label={t('manage.rejectReason')}
                sendLabel={t('manage.rejectConfirm')}
                pending={decide.isPending}
                onSend={(reason, placeErrors) =>
                  decide.mutate(
                    { command: 'reject', reason },
                    {
                      onError: (error) => {
                        if (placeErrors(error)) decide.reset();
                      },
                    },
                  )
                }
                onClose={() => setRejecting(false)}
              />
            </Suspense>
          ) : (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: commands.length ? 1 : 0 }}>
              {commands.map((command) => (
                <Button
                  key={command}
                  size="small"
                  variant={command === 'confirm' ? 'contained' : 'outlined'}
                  color={command === 'reject' || command === 'cancel' ? 'error' : 'primary'}
                  disabled={decide.isPending}
                  aria-label={`${label(command)}: ${application.artist.name}`}
                  onClick={() =>
                    command === 'reject'
                      ? setRejecting(true)
                      : decide.mutate({
                          command: command as 'confirm' | 'ignore' | 'restore' | 'cancel',
                        })
                  }
                >
                  {label(command)}
                </Button>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
