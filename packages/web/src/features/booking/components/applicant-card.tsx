import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { genreLabel, type Applicant, type ApplicationStatus } from '@backline/domain';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportMenu } from '../../../components/report/report-menu.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { decideApplication, type Decision } from '../api/booking-api.ts';
import { formatEuros } from '../booking-format.ts';
import { ReasonForm } from './lazy-desk-forms.tsx';

/** The badge colour of each application status: what needs the offerer, what is settled. */
export const APPLICATION_STATUS_TONE: Record<ApplicationStatus, BadgeTone> = {
  applied: 'primary',
  confirmed: 'success',
  rejected: 'error',
  ignored: 'neutral',
  withdrawn: 'neutral',
  cancelled: 'warning',
};

type DeskCommand = 'confirm' | 'reject' | 'ignore' | 'restore' | 'cancel';

const COMMAND_LABEL = {
  confirm: 'manage.confirm',
  reject: 'manage.reject',
  ignore: 'manage.ignore',
  restore: 'manage.restore',
  cancel: 'manage.cancelGig',
} as const satisfies Record<DeskCommand, string>;

export type ApplicantCardProps = {
  application: Applicant;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onChanged: () => Promise<unknown>;
  /** "Nachricht" to the artist about this application (the route composes it). */
  messageAction?: ReactNode;
};

/**
 * One application on the offerer's desk: the artist's card (avatar, name linking to the page,
 * status), the date and facts, the text, and the decisions the application machine allows.
 */
export function ApplicantCard({
  application,
  selected,
  onSelect,
  onChanged,
  messageAction,
}: ApplicantCardProps) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const [rejecting, setRejecting] = useState(false);
  const [clash, setClash] = useState<Decision['clashes']>([]);
  const decide = useMutation({
    mutationFn: (input: { command: DeskCommand; reason?: string }) =>
      decideApplication(application.id, input.command, input.reason),
    onSuccess: async (decision) => {
      setRejecting(false);
      setClash(decision.clashes);
      await onChanged();
    },
  });
  const commands = application.commands.filter(
    (command): command is DeskCommand => command !== 'withdraw',
  );
  const language = currentLanguage();
  const name = application.artist.name;
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
    <EntityCard
      to={application.artist.resource}
      title={name}
      leading={
        // Above the card's stretched link, so the checkbox stays its own target.
        <Stack direction="row" sx={{ position: 'relative', zIndex: 1, alignItems: 'flex-start' }}>
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('applicantList.select', { name }) } }}
            sx={{ mt: -0.5, ml: -1 }}
          />
          <UserAvatar
            name={name}
            picture={application.artist.picture}
            seed={application.artist.id}
            shape={application.artist.kind === 'page' ? 'rounded' : 'circular'}
            decorative
          />
        </Stack>
      }
      meta={t('applicantList.dateOf', {
        date: application.date.startsAt
          ? formatDateTime(application.date.startsAt)
          : t('booking:noDate'),
      })}
      badges={
        <Badge tone={APPLICATION_STATUS_TONE[application.status]}>
          {t(`applicantList.statusLabel.${application.status}`)}
        </Badge>
      }
      facts={
        <>
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
                artist: name,
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
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
              {commands.map((command) => (
                <Button
                  key={command}
                  size="small"
                  variant={command === 'confirm' ? 'contained' : 'outlined'}
                  color={command === 'reject' || command === 'cancel' ? 'error' : 'primary'}
                  disabled={decide.isPending}
                  aria-label={`${t(COMMAND_LABEL[command])}: ${name}`}
                  onClick={() =>
                    command === 'reject' ? setRejecting(true) : decide.mutate({ command })
                  }
                >
                  {t(COMMAND_LABEL[command])}
                </Button>
              ))}
              {messageAction}
              {/* The application's text can be reported (issue 16). */}
              <ReportMenu
                subject={{ kind: 'application', id: application.id }}
                label={t('applicantMore', { name })}
                size="small"
              />
            </Box>
          )}
        </>
      }
    />
  );
}
