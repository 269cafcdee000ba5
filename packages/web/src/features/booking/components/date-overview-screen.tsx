import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ArtistDate, GigClash, OffererDate } from '@backline/domain';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import { dateOverviewQuery, dateOverviewSearchOf } from '../api/booking-api.ts';

type View = 'artist' | 'offerer';

/**
 * `/booking/dates`, the date overview: as a band every applied and confirmed date of the pages
 * the user belongs to; as an organizer every date of their offers with free and taken slots.
 * Both sides are tabs; the range is in the address. Overlapping confirmations of the same artist
 * are flagged on both sides.
 */
export function DateOverviewScreen() {
  const { t } = useTranslation('booking');
  usePageTitle(t('overview.title'));
  const [params, setParams] = useSearchParams();
  const search = dateOverviewSearchOf(params);
  const query = useQuery(dateOverviewQuery(search));
  const data = query.data;
  const asked = params.get('view');
  const view: View =
    asked === 'artist' || asked === 'offerer'
      ? asked
      : data && data.artist.length === 0 && data.offerer.length > 0
        ? 'offerer'
        : 'artist';
  const update = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: key === 'view' });
  };

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {t('overview.title')}
        </Typography>
        <Button component={RouterLink} to="/booking/myapplies">
          {t('myApplies')}
        </Button>
        <Button component={RouterLink} to="/booking/myoffers">
          {t('myOffers')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('overview.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OutlinedField
          label={t('overview.from')}
          name="from"
          type="date"
          value={params.get('from') ?? data?.from ?? ''}
          onChange={(event) => update('from', event.target.value || null)}
          margin="dense"
        />
        <OutlinedField
          label={t('overview.to')}
          name="to"
          type="date"
          value={params.get('to') ?? data?.to ?? ''}
          onChange={(event) => update('to', event.target.value || null)}
          margin="dense"
        />
      </Box>
      <Tabs
        value={view}
        onChange={(_event, value: View) => update('view', value)}
        aria-label={t('overview.tabs')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', my: 2 }}
      >
        <Tab
          value="artist"
          id="dates-tab-artist"
          aria-controls="dates-panel"
          label={
            data ? `${t('overview.artistTab')} (${data.artist.length})` : t('overview.artistTab')
          }
        />
        <Tab
          value="offerer"
          id="dates-tab-offerer"
          aria-controls="dates-panel"
          label={
            data ? `${t('overview.offererTab')} (${data.offerer.length})` : t('overview.offererTab')
          }
        />
      </Tabs>
      <Box id="dates-panel" role="tabpanel" aria-labelledby={`dates-tab-${view}`}>
        {query.isPending ? <CircularProgress aria-label={t('overview.title')} /> : null}
        {query.isError ? <ErrorAlert error={query.error} /> : null}
        {data && view === 'artist' ? <ArtistDates items={data.artist} /> : null}
        {data && view === 'offerer' ? <OffererDates items={data.offerer} /> : null}
      </Box>
    </Container>
  );
}

function Clashes({ clashes }: { clashes: GigClash[] }) {
  const { t } = useTranslation('booking');
  if (clashes.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {t('overview.clash', {
        gigs: clashes
          .map((gig) => `${gig.offerTitle} (${formatDateTime(gig.startsAt)})`)
          .join(', '),
      })}
    </Alert>
  );
}

function When({ item }: { item: ArtistDate | OffererDate }) {
  const { t } = useTranslation('booking');
  const place = item.virtual
    ? t('overview.virtual')
    : [item.venue?.name, item.venue?.city].filter(Boolean).join(', ');
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {item.startsAt ? formatDateTime(item.startsAt) : t('overview.noDate')}
        {' · '}
        <Link component={RouterLink} to={item.offerResource} sx={{ overflowWrap: 'anywhere' }}>
          {item.offerTitle}
        </Link>
      </Typography>
      {place ? (
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
      ) : null}
    </>
  );
}

function ArtistDates({ items }: { items: ArtistDate[] }) {
  const { t } = useTranslation('booking');
  if (items.length === 0) return <Typography>{t('overview.artistEmpty')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Paper component="li" key={item.applicationId} variant="outlined" sx={{ p: 2 }}>
          <When item={item} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            <Chip
              size="small"
              color={item.status === 'confirmed' ? 'success' : 'default'}
              label={t(`applicationStatus.${item.status}`)}
            />
            <Typography variant="body2">{t('overview.for', { name: item.artist.name })}</Typography>
          </Stack>
          <Clashes clashes={item.clashes} />
        </Paper>
      ))}
    </Stack>
  );
}

function OffererDates({ items }: { items: OffererDate[] }) {
  const { t } = useTranslation('booking');
  if (items.length === 0) return <Typography>{t('overview.offererEmpty')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => {
        const state =
          item.phase !== 'published'
            ? t(`overview.phase.${item.phase}`)
            : item.paused
              ? t('overview.paused')
              : item.free === 0
                ? t('overview.full')
                : item.open
                  ? t('overview.open')
                  : t(`overview.phase.${item.phase}`);
        return (
          <Paper component="li" key={item.dateId} variant="outlined" sx={{ p: 2 }}>
            <When item={item} />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
              <Chip size="small" label={state} color={item.open ? 'success' : 'default'} />
              <Typography variant="body2">
                {t('overview.slots', {
                  count: item.slots,
                  free: item.free,
                  taken: item.slots - item.free,
                })}
              </Typography>
            </Stack>
            {item.taken.length > 0 ? (
              <Box sx={{ mt: 1 }}>
                <Typography variant="body2">{t('overview.takenBy')}</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {item.taken.map((taken) => (
                    <li key={taken.applicationId}>
                      <Link component={RouterLink} to={taken.artist.resource}>
                        {taken.artist.name}
                      </Link>
                      <Clashes clashes={taken.clashes} />
                    </li>
                  ))}
                </Box>
              </Box>
            ) : null}
            {item.waiting > 0 ? (
              <Link
                component={RouterLink}
                to={`/booking/${item.offerId}/applicants?date=${item.dateId}`}
                variant="body2"
                sx={{ display: 'inline-block', mt: 1 }}
              >
                {t('overview.waiting', { count: item.waiting })}
              </Link>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
