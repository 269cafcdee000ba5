import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingApplication } from '@backline/domain';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import { bookingKeys, decideApplication, myApplicationsQuery } from '../api/booking-api.ts';

/** `/booking/myapplies`: the applications of the caller's artist pages, with their status. */
export function MyApplicationsScreen() {
  const { t } = useTranslation('booking');
  usePageTitle(t('mine.appliesTitle'));
  const query = useQuery(myApplicationsQuery);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {t('mine.appliesTitle')}
        </Typography>
        <Button component={RouterLink} to="/booking/dates?view=artist">
          {t('overview.link')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('mine.appliesIntro')}
      </Typography>
      {query.isPending ? <CircularProgress aria-label={t('mine.appliesTitle')} /> : null}
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.data?.items.length === 0 ? <Typography>{t('mine.appliesEmpty')}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {query.data?.items.map((application) => (
          <MyApplication key={application.id} application={application} />
        ))}
      </Stack>
    </Container>
  );
}

function MyApplication({ application }: { application: BookingApplication }) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (command: 'withdraw' | 'cancel') => decideApplication(application.id, command),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={application.offerResource}>
            {application.offerTitle}
          </Link>
        </Typography>
        <Chip size="small" label={t(`applicationStatus.${application.status}`)} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {application.artist.name} ·{' '}
        {application.date.startsAt ? formatDateTime(application.date.startsAt) : t('noDate')}
      </Typography>
      {application.rejectReason ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('manage.reason', { reason: application.rejectReason })}
        </Typography>
      ) : null}
      {act.error ? <ErrorAlert error={act.error} /> : null}
      <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
        {application.commands.includes('withdraw') ? (
          <Button size="small" onClick={() => act.mutate('withdraw')} disabled={act.isPending}>
            {t('mine.withdraw')}
          </Button>
        ) : null}
        {application.commands.includes('cancel') ? (
          <Button
            size="small"
            color="error"
            onClick={() => act.mutate('cancel')}
            disabled={act.isPending}
          >
            {t('mine.cancel')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
