import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { useQuery } from '@tanstack/react-query';
import type { ArtistDate, GigClash, OffererDate } from '@backline/domain';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import { DateBlock } from '../../../components/ui/date-block.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { dateOverviewQuery, dateOverviewSearchOf } from '../api/booking-api.ts';
import { useDayParamErrorText } from '../day-param.ts';

type View = 'artist' | 'offerer';

/**
 * `/booking/dates`, the date overview: as a band every applied and confirmed date of the pages
 * the user belongs to; as an organizer every date of their offers with free and taken slots.
 * Both sides are tabs; the range is in the address. Overlapping confirmations of the same artist
 * are flagged on both sides.
 */
export function DateOverviewScreen() {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const dayError = useDayParamErrorText();
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
      <PageHeader
        title={t('overview.title')}
        subtitle={t('overview.intro')}
        actions={
          <>
            <Button component={RouterLink} to="/booking/myapplies">
              {t('booking:myApplies')}
            </Button>
            <Button component={RouterLink} to="/booking/myoffers">
              {t('booking:myOffers')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OutlinedField
          label={t('overview.from')}
          name="from"
          type="date"
          value={params.get('from') ?? data?.from ?? ''}
          onChange={(event) => update('from', event.target.value || null)}
          error={Boolean(dayError(params.get('from')))}
          helperText={dayError(params.get('from'))}
          margin="dense"
        />
        <OutlinedField
          label={t('overview.to')}
          name="to"
          type="date"
          value={params.get('to') ?? data?.to ?? ''}
          onChange={(event) => update('to', event.target.value || null)}
          error={Boolean(dayError(params.get('to')))}
          helperText={dayError(params.get('to'))}
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
        {query.isPending ? <CardSkeletons leading="date" /> : null}
        {query.isError ? (
          <ErrorState
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        {data && view === 'artist' ? <ArtistDates items={data.artist} /> : null}
        {data && view === 'offerer' ? <OffererDates items={data.offerer} /> : null}
      </Box>
    </Container>
  );
}

function Clashes({ clashes }: { clashes: GigClash[] }) {
  const { t } = useTranslation(['booking-desk', 'booking']);
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

/** A date's card: its calendar leaf, the offer's title (the link), when and where. */
function DateCard({
  item,
  badges,
  facts,
}: {
  item: ArtistDate | OffererDate;
  badges: ReactNode;
  facts: ReactNode;
}) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const place = item.virtual
    ? t('overview.virtual')
    : [item.venue?.name, item.venue?.city].filter(Boolean).join(', ');
  return (
    <EntityCard
      to={item.offerResource}
      title={item.offerTitle}
      leading={item.startsAt ? <DateBlock date={item.startsAt} size="small" /> : <NoDateLeaf />}
      meta={
        <>
          <span>{item.startsAt ? formatDateTime(item.startsAt) : t('overview.noDate')}</span>
          {place ? (
            <>
              {' · '}
              <span>{place}</span>
            </>
          ) : null}
        </>
      }
      badges={badges}
      facts={facts}
    />
  );
}

/** Where an undated offer's calendar leaf would be: the same box, so the titles line up. */
function NoDateLeaf() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 48,
        height: 64,
        flexShrink: 0,
        alignSelf: 'flex-start',
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.secondary',
      }}
    >
      <EventIcon />
    </Box>
  );
}

function ArtistDates({ items }: { items: ArtistDate[] }) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('overview.artistEmpty')}
        action={
          <Button variant="outlined" component={RouterLink} to="/gigs">
            {t('overview.findGigs')}
          </Button>
        }
      />
    );
  }
  return (
    <CardList>
      {items.map((item) => (
        <DateCard
          key={item.applicationId}
          item={item}
          badges={
            <Badge tone={item.status === 'confirmed' ? 'success' : 'neutral'}>
              {t(`booking:applicationStatus.${item.status}`)}
            </Badge>
          }
          facts={
            <>
              <Typography variant="body2">
                {t('overview.for', { name: item.artist.name })}
              </Typography>
              <Clashes clashes={item.clashes} />
            </>
          }
        />
      ))}
    </CardList>
  );
}

function OffererDates({ items }: { items: OffererDate[] }) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('overview.offererEmpty')}
        action={
          <Button variant="outlined" component={RouterLink} to="/booking/create">
            {t('booking:create')}
          </Button>
        }
      />
    );
  }
  return (
    <CardList>
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
          <DateCard
            key={item.dateId}
            item={item}
            badges={<Badge tone={item.open ? 'success' : 'neutral'}>{state}</Badge>}
            facts={
              <>
                <Typography variant="body2">
                  {t('overview.slots', {
                    count: item.slots,
                    free: item.free,
                    taken: item.slots - item.free,
                  })}
                </Typography>
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
              </>
            }
          />
        );
      })}
    </CardList>
  );
}
