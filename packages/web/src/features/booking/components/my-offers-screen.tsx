import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import { myOffersQuery } from '../api/booking-api.ts';
import { ListPager } from './list-pager.tsx';

/** `/booking/myoffers`: the caller's offers in every status, with their applicants. */
export function MyOffersScreen() {
  const { t } = useTranslation('booking');
  usePageTitle(t('mine.offersTitle'));
  const [page, setPage] = useState(1);
  const query = useQuery(myOffersQuery(page));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {t('mine.offersTitle')}
        </Typography>
        <Button component={RouterLink} to="/booking/dates?view=offerer">
          {t('overview.link')}
        </Button>
        <Button component={RouterLink} to="/booking/create" variant="contained">
          {t('create')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('mine.offersIntro')}
      </Typography>
      {query.isPending ? <CircularProgress aria-label={t('mine.offersTitle')} /> : null}
      <ErrorAlert error={query.error} />
      {query.data?.items.length === 0 ? <Typography>{t('mine.offersEmpty')}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {query.data?.items.map((offer) => (
          <Paper component="li" key={offer.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography
                component="h2"
                variant="h6"
                sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
              >
                <Link component={RouterLink} to={offer.resource}>
                  {offer.title}
                </Link>
              </Typography>
              <Chip size="small" label={t(`status.${offer.status}`)} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[
                offer.publisher.name,
                offer.firstStartsAt ? formatDateTime(offer.firstStartsAt) : t('noDate'),
              ].join(' · ')}
            </Typography>
            <Button
              component={RouterLink}
              to={`/booking/${offer.id}/applicants`}
              size="small"
              sx={{ mt: 1 }}
            >
              {t('mine.manage')} ({t('mine.applications', { count: offer.applicationCount ?? 0 })})
            </Button>
          </Paper>
        ))}
      </Stack>
      <ListPager page={page} pages={pages} onPage={setPage} />
    </Container>
  );
}
