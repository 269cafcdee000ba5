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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, type BookingApplication, type BookingOffer } from '@backline/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  applicantsQuery,
  bookingKeys,
  cancelOffer,
  decideApplication,
  offerCommand,
  offerQuery,
  rescheduleOffer,
  type Decision,
} from '../api/booking-api.ts';
import { formatEuros } from '../booking-format.ts';
import { fromLocalInput, toLocalInput } from '../offer-form-model.ts';
import '../texts.ts';

export type OfferManageScreenProps = { id: string; notFound: ReactNode };

/**
 * `/booking/{id}/applicants`: the offerer's desk. The offer's commands (publish, pause, resume,
 * reschedule once, cancel) and every application by date with the decisions the server allows.
 */
export function OfferManageScreen({ id, notFound }: OfferManageScreenProps) {
  const { t } = useTranslation('booking');
  const offer = useQuery(offerQuery(id));
  usePageTitle(offer.data ? `${t('manage.title')}: ${offer.data.title}` : t('manage.title'));
  if (offer.isPending) return <CircularProgress aria-label={t('manage.title')} />;
  if (offer.isError) {
    const gone = offer.error instanceof AppError && offer.error.code === 'request.entity_not_found';
    return gone ? <>{notFound}</> : <ErrorAlert error={offer.error} />;
  }
  if (!offer.data.viewer.isOfferer) return <>{notFound}</>;
  return <OfferDesk offer={offer.data} />;
}

type Panel = 'none' | 'reschedule' | 'cancel';

function OfferDesk({ offer }: { offer: BookingOffer }) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const applicants = useQuery(applicantsQuery(offer.id));
  const [panel, setPanel] = useState<Panel>('none');
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });

  const command = useMutation({
    mutationFn: (name: 'publish' | 'pause' | 'resume') => offerCommand(offer.id, name),
    onSuccess: async () => {
      setNotice(t('manage.done'));
      await refresh();
    },
  });
  const commands = new Set(offer.viewer.commands);
  const byDate = offer.dates.map((date) => ({
    date,
    applications: (applicants.data?.items ?? []).filter((item) => item.date.id === date.id),
  }));

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
      {command.error ? <ErrorAlert error={command.error} /> : null}
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {panel === 'reschedule' ? (
        <ReschedulePanel
          offer={offer}
          onDone={async () => {
            setPanel('none');
            setNotice(t('manage.rescheduled'));
            await refresh();
          }}
        />
      ) : null}
      {panel === 'cancel' ? (
        <CancelPanel
          offer={offer}
          onDone={async () => {
            await refresh();
            await navigate('/booking/myoffers');
          }}
        />
      ) : null}

      {applicants.isError ? <ErrorAlert error={applicants.error} /> : null}
      {applicants.data && applicants.data.items.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('manage.empty')}</Typography>
      ) : null}
      {byDate.map(({ date, applications }) =>
        applications.length === 0 ? null : (
          <Box component="section" key={date.id} aria-labelledby={`date-${date.id}`} sx={{ mt: 3 }}>
            <Typography id={`date-${date.id}`} component="h2" variant="h6">
              {date.startsAt ? formatDateTime(date.startsAt) : t('noDate')}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {t('slotsOf', { confirmed: date.confirmed, slots: date.slots })}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {applications.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  onChanged={refresh}
                />
              ))}
            </Stack>
          </Box>
        ),
      )}
    </Container>
  );
}

function ApplicationCard({
  application,
  onChanged,
}: {
  application: BookingApplication;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('booking');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
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
  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ command: 'reject', reason: reason.trim() || undefined });
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <UserAvatar
          name={application.artist.name}
          picture={application.artist.picture}
          decorative
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Link component={RouterLink} to={application.artist.resource} sx={{ fontWeight: 500 }}>
              {application.artist.name}
            </Link>
            <Chip size="small" label={t(`applicationStatus.${application.status}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('manage.applied', { date: formatDate(application.appliedAt) })}
            {application.expectedPayCents !== null
              ? ` · ${t('manage.expectedPay', { amount: formatEuros(application.expectedPayCents) })}`
              : ''}
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
          {decide.error ? <ErrorAlert error={decide.error} /> : null}
          {rejecting ? (
            <Box component="form" onSubmit={submitRejection} sx={{ mt: 1 }}>
              <OutlinedField
                label={t('manage.rejectReason')}
                name="reason"
                multiline
                minRows={2}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                margin="dense"
              />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" color="error" disabled={decide.isPending}>
                  {t('manage.rejectConfirm')}
                </Button>
                <Button onClick={() => setRejecting(false)}>{t('manage.close')}</Button>
              </Stack>
            </Box>
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

function ReschedulePanel({ offer, onDone }: { offer: BookingOffer; onDone: () => Promise<void> }) {
  const { t } = useTranslation('booking');
  const dated = offer.dates.filter((date) => date.startsAt !== null);
  const [values, setValues] = useState(() => dated.map((date) => toLocalInput(date.startsAt!)));
  const save = useMutation({
    mutationFn: () =>
      rescheduleOffer(
        offer.id,
        dated.map((date, index) => ({
          id: date.id,
          startsAt: fromLocalInput(values[index] ?? '') ?? '',
        })),
      ),
    onSuccess: onDone,
  });
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="reschedule-title"
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Typography id="reschedule-title" component="h2" variant="h6">
        {t('manage.rescheduleTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('manage.rescheduleHint')}
      </Typography>
      {dated.map((date, index) => (
        <OutlinedField
          key={date.id}
          label={t('form.dateNumber', { number: index + 1 })}
          name={`dates.${index}.startsAt`}
          type="datetime-local"
          value={values[index] ?? ''}
          onChange={(event) =>
            setValues((current) =>
              current.map((value, at) => (at === index ? event.target.value : value)),
            )
          }
          margin="dense"
        />
      ))}
      {save.error ? <ErrorAlert error={save.error} /> : null}
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={save.isPending}>
        {t('manage.rescheduleSave')}
      </Button>
    </Paper>
  );
}

function CancelPanel({ offer, onDone }: { offer: BookingOffer; onDone: () => Promise<void> }) {
  const { t } = useTranslation('booking');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOffer(offer.id, reason.trim()),
    onSuccess: onDone,
  });
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="cancel-title"
      noValidate
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!reason.trim()) {
          setMissing(true);
          return;
        }
        cancel.mutate();
      }}
    >
      <Typography id="cancel-title" component="h2" variant="h6">
        {t('manage.cancelTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('manage.cancelHint')}
      </Typography>
      <OutlinedField
        label={t('manage.cancelReason')}
        name="reason"
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('errors:validation.required') : undefined}
        margin="dense"
      />
      {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
      <Button
        type="submit"
        variant="contained"
        color="error"
        sx={{ mt: 1 }}
        disabled={cancel.isPending}
      >
        {t('manage.cancelConfirm')}
      </Button>
    </Paper>
  );
}
