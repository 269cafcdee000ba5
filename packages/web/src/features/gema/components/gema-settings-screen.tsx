import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  GEMA_BADGE_VISIBILITIES,
  GEMA_RESULTS,
  StartGemaVerificationInputSchema,
  type GemaBadgeVisibility,
  type GemaResult,
  type GemaStatus,
} from '@backline/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader, SectionHeader } from '../../../components/ui/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import {
  GEMA_QUERY_KEY,
  completeGemaVerification,
  gemaStatusQuery,
  saveGemaBadge,
  startGemaVerification,
  unlinkGema,
} from '../api/gema-api.ts';
import { GemaBadge } from './gema-badge.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

export type GemaSettingsScreenProps = {
  /** Leaves the app for the society's confirmation page (tests pass their own). */
  redirect?: (url: string) => void;
};

const isResult = (value: string | null): value is GemaResult =>
  (GEMA_RESULTS as readonly (string | null)[]).includes(value);

/**
 * The collecting-society settings (spec section 3): status, verification at the society's page,
 * 'back to app' (this screen is the return target: `?state=…&result=…` completes it), unlink and
 * who sees the badge.
 */
export function GemaSettingsScreen({
  redirect = (url) => window.location.assign(url),
}: GemaSettingsScreenProps) {
  const { t } = useTranslation(['gema', 'errors']);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = useQuery(gemaStatusQuery);
  const setStatus = (next: GemaStatus) => queryClient.setQueryData(GEMA_QUERY_KEY, next);

  // 'Back to app': complete once with the society's parameters, then drop them from the address.
  const completion = useMutation({
    mutationFn: completeGemaVerification,
    onSuccess: async (answer) => {
      // The status asked for on the way in may still be on its way: the completion's is newer.
      await queryClient.cancelQueries({ queryKey: GEMA_QUERY_KEY });
      setStatus(answer.status);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: GEMA_QUERY_KEY }),
  });
  const completed = useRef(false);
  useEffect(() => {
    const state = params.get('state');
    const result = params.get('result');
    if (completed.current || !state || !isResult(result)) return;
    completed.current = true;
    completion.mutate({ state, result });
    setParams({}, { replace: true });
  }, [params, setParams, completion]);

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 720 }}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      {completion.isPending ? <Alert severity="info">{t('completing')}</Alert> : null}
      {completion.data ? (
        <Alert
          severity={completion.data.result === 'confirmed' ? 'success' : 'info'}
          sx={{ mb: 2 }}
        >
          {completion.data.result === 'confirmed' ? t('resultConfirmed') : t('resultCancelled')}
        </Alert>
      ) : null}
      <ErrorAlert error={completion.error} sx={{ mb: 2 }} />
      {status.isPending ? <DetailSkeleton /> : null}
      {status.isError ? (
        <ErrorState
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : null}
      {status.data ? (
        <GemaStatusSections status={status.data} onStatus={setStatus} redirect={redirect} />
      ) : null}
    </Box>
  );
}

function GemaStatusSections({
  status,
  onStatus,
  redirect,
}: {
  status: GemaStatus;
  onStatus: (status: GemaStatus) => void;
  redirect: (url: string) => void;
}) {
  const { t } = useTranslation(['gema', 'errors']);
  if (!status.available && !status.verified) {
    return <Alert severity="info">{t('unavailable')}</Alert>;
  }
  return (
    <Stack spacing={4}>
      {status.available && status.simulated ? (
        <Alert severity="warning" data-testid="gema-simulated">
          {t('simulated')}
        </Alert>
      ) : null}
      <Box component="section" aria-labelledby="gema-status-title">
        <SectionHeader id="gema-status-title" title={t('title')} />
        {status.verified && status.memberNumber && status.verifiedAt ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <GemaBadge visibility="public" ownerIsVerified viewerIsGemaMember />
            <Typography data-testid="gema-status">
              {t('statusVerified', {
                number: status.memberNumber,
                date: formatDateTime(status.verifiedAt),
              })}
            </Typography>
          </Stack>
        ) : (
          <Typography data-testid="gema-status">{t('statusNotVerified')}</Typography>
        )}
        {status.pending ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('statusPending', {
              number: status.pending.memberNumber,
              date: formatDateTime(status.pending.expiresAt),
            })}
          </Typography>
        ) : null}
        {status.available ? (
          <StartVerification verified={status.verified} redirect={redirect} />
        ) : null}
        {status.verified ? <Unlink onStatus={onStatus} /> : null}
      </Box>
      <BadgeVisibility status={status} onStatus={onStatus} />
    </Stack>
  );
}

function StartVerification({
  verified,
  redirect,
}: {
  verified: boolean;
  redirect: (url: string) => void;
}) {
  const { t } = useTranslation('gema');
  const form = useAppForm(StartGemaVerificationInputSchema, {
    defaultValues: { memberNumber: '' },
  });
  const start = useMutation({
    mutationFn: ({ memberNumber }: { memberNumber: string }) => startGemaVerification(memberNumber),
    onSuccess: (started) => redirect(started.redirectUrl),
  });
  const onSubmit = form.handleSubmit(
    (values) =>
      start.mutate(values, {
        // 'Not a member number' belongs to the field; anything else is the alert's.
        onError: (error) => {
          if (applyServerErrors(form, error)) start.reset();
        },
      }),
    () => start.reset(),
  );
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={1}
      sx={{ mt: 2, maxWidth: 420 }}
    >
      <FormTextField
        control={form.control}
        name="memberNumber"
        label={t('memberNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
        hint={t('memberNumberHint')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('startHint')}
      </Typography>
      <ErrorAlert error={start.error} />
      {start.isSuccess ? <Alert severity="info">{t('redirecting')}</Alert> : null}
      <Box>
        <Button
          type="submit"
          variant="contained"
          loading={start.isPending}
          disabled={start.isSuccess}
        >
          {verified ? t('startAgain') : t('start')}
        </Button>
      </Box>
    </Stack>
  );
}

function Unlink({ onStatus }: { onStatus: (status: GemaStatus) => void }) {
  const { t } = useTranslation(['gema', 'errors']);
  const [asking, setAsking] = useState(false);
  const unlink = useMutation({
    mutationFn: unlinkGema,
    onSuccess: (next) => {
      setAsking(false);
      onStatus(next);
    },
  });
  return (
    <Box sx={{ mt: 2 }}>
      <ErrorAlert error={unlink.error} />
      {asking ? (
        <Stack spacing={1}>
          <Typography variant="body2">{t('unlinkConfirm')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button
              color="error"
              variant="contained"
              disabled={unlink.isPending}
              onClick={() => unlink.mutate()}
            >
              {t('confirmUnlink')}
            </Button>
            <Button onClick={() => setAsking(false)}>{t('cancel')}</Button>
          </Stack>
        </Stack>
      ) : (
        <Button color="error" onClick={() => setAsking(true)}>
          {t('unlink')}
        </Button>
      )}
    </Box>
  );
}

const BADGE_HELP = {
  gema: 'badge.gemaHelp',
  public: 'badge.publicHelp',
  none: 'badge.noneHelp',
} as const;
const BADGE_LABEL = { gema: 'badge.gema', public: 'badge.public', none: 'badge.none' } as const;

function BadgeVisibility({
  status,
  onStatus,
}: {
  status: GemaStatus;
  onStatus: (s: GemaStatus) => void;
}) {
  const { t } = useTranslation(['gema', 'errors']);
  const save = useMutation({ mutationFn: saveGemaBadge, onSuccess: onStatus });
  return (
    <Box component="section" aria-labelledby="gema-badge-title">
      <SectionHeader id="gema-badge-title" title={t('badgeTitle')} />
      <Typography variant="body2" color="text.secondary" id="gema-badge-hint" sx={{ mb: 1 }}>
        {t('badgeHint')}
      </Typography>
      <RadioGroup
        aria-labelledby="gema-badge-title"
        aria-describedby="gema-badge-hint"
        name="gema-badge"
        value={status.badge}
        onChange={(event) => save.mutate(event.target.value as GemaBadgeVisibility)}
      >
        {GEMA_BADGE_VISIBILITIES.map((visibility) => (
          <FormControlLabel
            key={visibility}
            value={visibility}
            disabled={save.isPending}
            control={<Radio />}
            label={
              <span>
                {t(BADGE_LABEL[visibility])}
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {t(BADGE_HELP[visibility])}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      {save.isSuccess ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('badgeSaved')}
        </Alert>
      ) : null}
      <ErrorAlert error={save.error} sx={{ mt: 1 }} />
    </Box>
  );
}
