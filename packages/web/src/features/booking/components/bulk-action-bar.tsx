import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  BULK_APPLICATION_COMMANDS,
  bulkTargets,
  type Applicant,
  type BulkApplicationCommand,
  type BulkDecisionResult,
  type ErrorCode,
} from '@backline/domain';
import { Suspense, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { decideApplications } from '../api/booking-api.ts';
import { ReasonForm } from './lazy-desk-forms.tsx';

/** What a bulk decision did, with the names as they were when it was sent. */
export type BulkOutcome = {
  command: BulkApplicationCommand;
  results: (BulkDecisionResult & { name: string })[];
};

const LABELS = {
  confirm: 'applicantList.bulkConfirm',
  reject: 'applicantList.bulkReject',
  ignore: 'applicantList.bulkIgnore',
} as const;

/**
 * Decisions for the selected applications: each command is offered when the application
 * machine allows it for at least one of them, and sent for exactly those. Rejecting asks for one
 * optional reason for all.
 */
export function BulkActionBar({
  offerId,
  selected,
  onDone,
  onClear,
}: {
  offerId: string;
  selected: Applicant[];
  onDone: (outcome: BulkOutcome) => Promise<void>;
  onClear: () => void;
}) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const [rejecting, setRejecting] = useState(false);
  // Applications of an offer that is not running have no commands at all.
  const decidable = selected.filter((item) => item.commands.length > 0);
  const targets = Object.fromEntries(
    BULK_APPLICATION_COMMANDS.map((command) => [command, bulkTargets(decidable, command)]),
  ) as Record<BulkApplicationCommand, string[]>;
  const decide = useMutation({
    mutationFn: (input: { command: BulkApplicationCommand; reason?: string }) =>
      decideApplications(offerId, { ...input, ids: targets[input.command] }),
    onSuccess: async (answer, input) => {
      const names = new Map(selected.map((item) => [item.id, item.artist.name]));
      setRejecting(false);
      await onDone({
        command: input.command,
        results: answer.results.map((result) => ({
          ...result,
          name: names.get(result.id) ?? result.id,
        })),
      });
    },
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="bulk-title"
      sx={{ p: 2, mb: 2, position: 'sticky', top: 8, zIndex: 2 }}
    >
      <Typography id="bulk-title" component="h3" variant="h3">
        {t('applicantList.bulkTitle')}: {t('applicantList.selected', { count: selected.length })}
      </Typography>
      {rejecting ? (
        <Suspense fallback={null}>
          <ReasonForm
            label={t('applicantList.bulkReason')}
            sendLabel={t('applicantList.bulkRejectSend', { count: targets.reject.length })}
            pending={decide.isPending}
            onSend={(reason, placeErrors) =>
              decide.mutate(
                { command: 'reject', ...(reason ? { reason } : {}) },
                {
                  onError: (error) => {
                    // The server names the reason (too long) on the form; the rest is the alert.
                    if (placeErrors(error)) decide.reset();
                  },
                },
              )
            }
            onClose={() => setRejecting(false)}
          />
        </Suspense>
      ) : (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {BULK_APPLICATION_COMMANDS.filter((command) => targets[command].length > 0).map(
            (command) => (
              <Button
                key={command}
                size="small"
                variant={command === 'confirm' ? 'contained' : 'outlined'}
                color={command === 'reject' ? 'error' : 'primary'}
                disabled={decide.isPending}
                onClick={() =>
                  command === 'reject' ? setRejecting(true) : decide.mutate({ command })
                }
              >
                {t(LABELS[command], { count: targets[command].length })}
              </Button>
            ),
          )}
          <Button size="small" onClick={onClear}>
            {t('applicantList.bulkClear')}
          </Button>
        </Stack>
      )}
      {BULK_APPLICATION_COMMANDS.some((command) => targets[command].length < selected.length) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('applicantList.bulkNotApplicable')}
        </Typography>
      ) : null}
      <ErrorAlert error={decide.error} />
    </Paper>
  );
}

/** Each application's result of a bulk decision: done (with clash warnings) or why not. */
export function BulkResults({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const done = outcome.results.filter((result) => result.ok).length;
  return (
    <Alert
      severity={done === outcome.results.length ? 'success' : 'warning'}
      role="status"
      sx={{ mb: 2 }}
      onClose={onClose}
      slotProps={{ closeButton: { title: t('applicantList.resultsClose') } }}
    >
      <Typography component="h3" variant="h3">
        {t('applicantList.resultsTitle')}:{' '}
        {t('applicantList.resultsSummary', { done, total: outcome.results.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {outcome.results.map((result) => (
          <li key={result.id}>
            {result.ok && result.application
              ? t('applicantList.resultDone', {
                  name: result.name,
                  status: t(`applicantList.statusLabel.${result.application.status}`),
                })
              : t('applicantList.resultRefused', {
                  name: result.name,
                  reason: t(`errors:${(result.code ?? 'server.action_failed') as ErrorCode}`),
                })}
            {result.clashes.length > 0 ? (
              <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                {t('manage.clash', {
                  artist: result.name,
                  gigs: result.clashes
                    .map((gig) => `${gig.offerTitle} (${formatDateTime(gig.startsAt)})`)
                    .join(', '),
                })}
              </Typography>
            ) : null}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
