import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AppError, VoteCodeSchema, VoteRequestSchema, type Voting } from '@backline/domain';
import { type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import { confirmVote, requestVote, votingQuery } from '../api/booking-api.ts';

/**
 * `/booking/{id}/voting`: choose an applicant, get a code by mail, confirm it; the offerer sees
 * the live counts (refreshed every 15 seconds).
 */
export function VotingScreen({ offerId, notFound }: { offerId: string; notFound: ReactNode }) {
  const { t } = useTranslation('booking');
  const query = useQuery({ ...votingQuery(offerId), refetchInterval: 15_000 });
  if (query.isPending || query.isError) {
    const gone = query.error instanceof AppError && query.error.code === 'request.entity_not_found';
    if (gone) return <>{notFound}</>;
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <PageHeader title={t('voting.title')} />
        {query.isError ? (
          <ErrorState
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DetailSkeleton />
        )}
      </Container>
    );
  }
  return <VotingForm voting={query.data} />;
}

function VotingForm({ voting }: { voting: Voting }) {
  const { t } = useTranslation(['booking', 'errors']);
  const choice = useAppForm(VoteRequestSchema, {
    defaultValues: { applicationId: voting.candidates[0]?.applicationId ?? '', email: '' },
  });
  const applicationId = useController({ control: choice.control, name: 'applicationId' });
  const codeForm = useAppForm(VoteCodeSchema, { defaultValues: { code: '' } });
  const request = useMutation({
    mutationFn: (input: { applicationId: string; email: string }) =>
      requestVote(voting.offerId, input.applicationId, input.email),
  });
  // The address the code went to: the confirmation names it.
  const email = request.variables?.email ?? '';
  const confirm = useMutation({
    mutationFn: (code: string) => confirmVote(voting.offerId, email, code),
  });
  const submitChoice = choice.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(choice, error)) request.reset();
      },
    }),
  );
  const submitCode = codeForm.handleSubmit((values) =>
    confirm.mutate(values.code, {
      onError: (error) => {
        // A used address belongs to the first step's field, a wrong code to this one.
        if (applyServerErrors(codeForm, error) || applyServerErrors(choice, error)) {
          confirm.reset();
        }
      },
    }),
  );
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <PageHeader
        title={t('voting.title')}
        subtitle={
          <Link
            component={RouterLink}
            to={voting.offerResource}
            underline="always"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {voting.offerTitle}
          </Link>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('voting.intro')}
      </Typography>
      {voting.total !== null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('voting.total', { count: voting.total })}
        </Alert>
      ) : null}
      {!voting.open ? <Alert severity="info">{t('voting.closed')}</Alert> : null}
      {voting.candidates.length === 0 ? <EmptyState title={t('voting.none')} /> : null}
      {confirm.isSuccess ? (
        <Alert severity="success" role="status">
          {t('voting.counted')}
        </Alert>
      ) : voting.open && voting.candidates.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box component="form" noValidate onSubmit={submitChoice}>
            <Typography component="h2" variant="h2" id="voting-choice" sx={{ mb: 1 }}>
              {t('voting.choose')}
            </Typography>
            <RadioGroup
              aria-labelledby="voting-choice"
              name={applicationId.field.name}
              value={applicationId.field.value}
              onChange={(event) => applicationId.field.onChange(event.target.value)}
              onBlur={applicationId.field.onBlur}
            >
              {voting.candidates.map((candidate, index) => (
                <FormControlLabel
                  key={candidate.applicationId}
                  value={candidate.applicationId}
                  control={
                    <Radio
                      slotProps={{
                        input: { ref: index === 0 ? applicationId.field.ref : undefined },
                      }}
                    />
                  }
                  label={
                    candidate.votes === null
                      ? candidate.artist.name
                      : `${candidate.artist.name} (${t('voting.votes', { count: candidate.votes })})`
                  }
                />
              ))}
            </RadioGroup>
            <FormTextField
              control={choice.control}
              name="email"
              label={t('voting.email')}
              type="email"
              autoComplete="email"
              margin="dense"
              inputProps={{ inputMode: 'email', spellCheck: false }}
            />
            <ErrorAlert error={request.error} />
            <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={request.isPending}>
              {t('voting.request')}
            </Button>
          </Box>
          {request.isSuccess ? (
            <Box component="form" noValidate sx={{ mt: 2 }} onSubmit={submitCode}>
              <Alert severity="info" role="status">
                {t('voting.codeSent', { email })}
              </Alert>
              <FormTextField
                control={codeForm.control}
                name="code"
                label={t('voting.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                margin="dense"
              />
              <ErrorAlert error={confirm.error} />
              <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={confirm.isPending}>
                {t('voting.confirm')}
              </Button>
            </Box>
          ) : null}
        </Paper>
      ) : null}
    </Container>
  );
}
