import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AppError, type Voting } from '@backline/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import { confirmVote, requestVote, votingQuery } from '../api/booking-api.ts';

/**
 * `/booking/{id}/voting`: choose an applicant, get a code by mail, confirm it; the offerer sees
 * the live counts (refreshed every 15 seconds).
 */
export function VotingScreen({ offerId, notFound }: { offerId: string; notFound: ReactNode }) {
  const { t } = useTranslation('booking');
  usePageTitle(t('voting.title'));
  const query = useQuery({ ...votingQuery(offerId), refetchInterval: 15_000 });
  if (query.isPending) return <CircularProgress aria-label={t('voting.title')} />;
  if (query.isError) {
    const gone = query.error instanceof AppError && query.error.code === 'request.entity_not_found';
    return gone ? <>{notFound}</> : <ErrorAlert error={query.error} />;
  }
  return <VotingForm voting={query.data} />;
}

function VotingForm({ voting }: { voting: Voting }) {
  const { t } = useTranslation('booking');
  const [choice, setChoice] = useState(voting.candidates[0]?.applicationId ?? '');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const request = useMutation({
    mutationFn: () => requestVote(voting.offerId, choice, email.trim()),
  });
  const confirm = useMutation({
    mutationFn: () => confirmVote(voting.offerId, email.trim(), code.trim()),
  });
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('voting.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        <Link component={RouterLink} to={voting.offerResource} underline="always">
          {voting.offerTitle}
        </Link>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('voting.intro')}
      </Typography>
      {voting.total !== null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('voting.total', { count: voting.total })}
        </Alert>
      ) : null}
      {!voting.open ? <Alert severity="info">{t('voting.closed')}</Alert> : null}
      {voting.candidates.length === 0 ? <Typography>{t('voting.none')}</Typography> : null}
      {confirm.isSuccess ? (
        <Alert severity="success" role="status">
          {t('voting.counted')}
        </Alert>
      ) : voting.open && voting.candidates.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box
            component="form"
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              request.mutate();
            }}
          >
            <Typography component="h2" variant="subtitle1" id="voting-choice">
              {t('voting.choose')}
            </Typography>
            <RadioGroup
              aria-labelledby="voting-choice"
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              {voting.candidates.map((candidate) => (
                <FormControlLabel
                  key={candidate.applicationId}
                  value={candidate.applicationId}
                  control={<Radio />}
                  label={
                    candidate.votes === null
                      ? candidate.artist.name
                      : `${candidate.artist.name} (${t('voting.votes', { count: candidate.votes })})`
                  }
                />
              ))}
            </RadioGroup>
            <OutlinedField
              label={t('voting.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              margin="dense"
            />
            {request.error ? <ErrorAlert error={request.error} /> : null}
            <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={request.isPending}>
              {t('voting.request')}
            </Button>
          </Box>
          {request.isSuccess ? (
            <Box
              component="form"
              noValidate
              sx={{ mt: 2 }}
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                confirm.mutate();
              }}
            >
              <Alert severity="info" role="status">
                {t('voting.codeSent', { email: email.trim() })}
              </Alert>
              <OutlinedField
                label={t('voting.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                margin="dense"
              />
              {confirm.error ? <ErrorAlert error={confirm.error} /> : null}
              <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={confirm.isPending}>
                {t('voting.confirm')}
              </Button>
            </Box>
          ) : null}
        </Paper>
      ) : null}
    </Container>
  );
}
