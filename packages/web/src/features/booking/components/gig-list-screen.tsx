import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  BOOKING_LIST_SORTS,
  PERFORMANCE_TYPES,
  REGIONS,
  type BookingOfferSummary,
  type BookmarkFilter,
} from '@backline/domain';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import TuneIcon from '@mui/icons-material/Tune';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useTranslation } from 'react-i18next';
import { offerListQuery } from '../api/offer-list-api.ts';
import { payText } from '../booking-format.ts';
import { ListPager } from './list-pager.tsx';

/** The city of the distance filter; name and country ride along in the address for display. */
export type FilterCity = { id: number; name: string; country: string };

/** Filters that are on or off (`?paid=1`). */
const FLAGS = ['paid', 'premium', 'local', 'network'] as const;
const DISTANCES = ['', '10', '25', '50', '100', '250'] as const;

/** The filters the phone's "Filter (n)" button counts (the search field shows itself). */
const COUNTED_FILTERS = ['from', 'to', 'type', 'region', 'city', ...FLAGS] as const;
export const activeFilterCount = (params: URLSearchParams): number =>
  COUNTED_FILTERS.filter((key) => params.get(key)).length;

// The phone's filter sheet (MUI's modal drawer) loads when it is first wanted.
const loadFilterDrawer = () => import('./gig-filter-drawer.tsx');
const GigFilterDrawer = lazy(() =>
  loadFilterDrawer().then((module) => ({ default: module.GigFilterDrawer })),
);

export type GigListScreenProps = {
  route: '/gigs' | '/booking';
  /** The bookmark menu of this list (composed by the route: bookmarks are their own feature). */
  renderBookmarks?: (props: {
    filter: URLSearchParams;
    onApply: (filter: BookmarkFilter) => void;
  }) => ReactNode;
  /** The city picker of the distance filter (composed by the route: cities are the profiles'). */
  renderCityPicker?: (props: {
    label: string;
    city: FilterCity | null;
    onChange: (city: FilterCity | null) => void;
  }) => ReactNode;
};

/**
 * The gig list (`/gigs`, `/booking`): filters in the address (so a list can be bookmarked, shared
 * and reloaded), sorting and paging on the server.
 */
export function GigListScreen({ route, renderBookmarks, renderCityPicker }: GigListScreenProps) {
  const { t } = useTranslation(['booking', 'common']);
  usePageTitle(t(route === '/gigs' ? 'gigsTitle' : 'bookingTitle'));
  const theme = useTheme();
  // On a phone the filters wait behind a button, so the first gigs show on the first screen.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersUsed, setFiltersUsed] = useState(false);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useQuery(offerListQuery(search));

  /** Changes filters and goes back to the first page. */
  const update = (changes: Record<string, string | null>, options?: { replace?: boolean }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, options);
  };

  // The search applies while typing, once typing pauses; the address stays the truth (a
  // bookmark, Back and Forward, the reset set the field). Typing replaces the history entry,
  // so Back leaves the list instead of stepping through the letters.
  const addressText = params.get('q') ?? '';
  const [text, setText] = useState(addressText);
  const debounced = useDebouncedValue(text);
  const [followed, setFollowed] = useState(addressText);
  if (followed !== addressText) {
    setFollowed(addressText);
    // Not the search this field just wrote: the address changed from outside.
    if (addressText !== debounced.trim()) setText(addressText);
  }
  const written = useRef(debounced);
  useEffect(() => {
    if (written.current === debounced) return;
    written.current = debounced;
    const next = debounced.trim();
    if (next !== (params.get('q') ?? '')) update({ q: next || null }, { replace: true });
  });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    written.current = text;
    if (text.trim() !== addressText) update({ q: text.trim() || null }, { replace: true });
  };
  const applyBookmark = (filter: BookmarkFilter) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) {
      for (const item of Array.isArray(value) ? value : [value]) next.append(key, item);
    }
    setParams(next);
  };

  const page = Number(params.get('page') ?? 1) || 1;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const active = activeFilterCount(params);

  const searchField = (
    <Box component="form" role="search" onSubmit={submitSearch} sx={{ flexGrow: 1 }}>
      <OutlinedField
        label={t('search')}
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={t('searchHint')}
        margin="dense"
      />
    </Box>
  );
  const filters = (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        <OutlinedField
          label={t('from')}
          name="from"
          type="date"
          value={params.get('from') ?? ''}
          onChange={(event) => update({ from: event.target.value || null })}
          margin="dense"
        />
        <OutlinedField
          label={t('to')}
          name="to"
          type="date"
          value={params.get('to') ?? ''}
          onChange={(event) => update({ to: event.target.value || null })}
          margin="dense"
        />
        <SelectField
          label={t('type')}
          name="type"
          value={params.get('type') ?? ''}
          options={[
            { value: '', label: t('anyType') },
            ...PERFORMANCE_TYPES.map((type) => ({
              value: type,
              label: t(`performance.${type}`),
            })),
          ]}
          onChange={(value) => update({ type: value || null })}
        />
        <SelectField
          label={t('region')}
          name="region"
          value={params.get('region') ?? ''}
          options={[
            { value: '', label: t('anyRegion') },
            ...REGIONS.map((region) => ({
              value: `${region.country}-${region.code}`,
              label: `${region[currentLanguage()]} (${t(`common:city.countries.${region.country}`)})`,
            })),
          ]}
          onChange={(value) => update({ region: value || null })}
        />
        {renderCityPicker?.({
          label: t('city'),
          city:
            params.get('city') && params.get('cityName')
              ? {
                  id: Number(params.get('city')),
                  name: params.get('cityName') ?? '',
                  country: params.get('cityCountry') ?? 'DE',
                }
              : null,
          onChange: (city) =>
            update({
              city: city ? String(city.id) : null,
              cityName: city?.name ?? null,
              cityCountry: city?.country ?? null,
              km: city ? (params.get('km') ?? '50') : null,
            }),
        })}
        {renderCityPicker ? (
          <SelectField
            label={t('distance')}
            name="km"
            value={params.get('km') ?? ''}
            disabled={!params.get('city')}
            options={DISTANCES.map((km) => ({
              value: km,
              label: km ? t('km', { km }) : t('anyDistance'),
            }))}
            onChange={(value) => update({ km: value || null })}
          />
        ) : null}
        <SelectField
          label={t('sort')}
          name="sort"
          value={params.get('sort') ?? 'date'}
          options={BOOKING_LIST_SORTS.map((sort) => ({
            value: sort,
            label: t(sort === 'date' ? 'sortDate' : sort === 'newest' ? 'sortNewest' : 'sortPay'),
          }))}
          onChange={(value) => update({ sort: value === 'date' ? null : value })}
        />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {FLAGS.map((flag) => {
          const on = params.get(flag) === '1';
          return (
            <Chip
              key={flag}
              label={t(flag)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => update({ [flag]: on ? null : '1' })}
            />
          );
        })}
        <Button size="small" onClick={() => setParams(new URLSearchParams())} disabled={!search}>
          {t('reset')}
        </Button>
      </Stack>
      {renderBookmarks ? (
        <Box sx={{ mt: 2 }}>{renderBookmarks({ filter: params, onApply: applyBookmark })}</Box>
      ) : null}
    </>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {t(route === '/gigs' ? 'gigsTitle' : 'bookingTitle')}
        </Typography>
        <Button component={RouterLink} to="/booking/myapplies">
          {t('myApplies')}
        </Button>
        <Button component={RouterLink} to="/booking/myoffers">
          {t('myOffers')}
        </Button>
        <Button component={RouterLink} to="/booking/create" variant="contained">
          {t('create')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: { xs: 1, sm: 2 } }}>
        {t('intro')}
      </Typography>

      {phone ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
            {searchField}
            <Button
              variant="outlined"
              startIcon={<TuneIcon />}
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              onPointerEnter={() => void loadFilterDrawer()}
              onClick={() => {
                setFiltersUsed(true);
                setFiltersOpen(true);
              }}
              // Level with the search field's input (it has a margin above).
              sx={{ mt: 1, flexShrink: 0, minHeight: 56 }}
            >
              {active > 0 ? t('filterButton', { count: active }) : t('filterButtonNone')}
            </Button>
          </Stack>
          {filtersUsed ? (
            <Suspense fallback={null}>
              <GigFilterDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)}>
                {filters}
              </GigFilterDrawer>
            </Suspense>
          ) : null}
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('filters')}
          </Typography>
          {searchField}
          {filters}
        </Paper>
      )}

      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.isPending ? <CircularProgress aria-label={t('gigsTitle')} /> : null}
      {data ? (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {t('results', { count: data.total })}
          </Typography>
          {data.items.length === 0 ? <Typography>{t('empty')}</Typography> : null}
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.items.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </Stack>
          <ListPager
            page={page}
            pages={pages}
            onPage={(next) => update({ page: next > 1 ? String(next) : null })}
          />
        </>
      ) : null}
    </Container>
  );
}

function OfferCard({ offer }: { offer: BookingOfferSummary }) {
  const { t } = useTranslation(['booking', 'common']);
  const pay = payText(offer.pay);
  // A venue publishing its own offer is named once: "Kulturhalle · Köln".
  const venueName = offer.venue?.name === offer.publisher.name ? null : offer.venue?.name;
  const place = offer.virtual
    ? t('virtual')
    : [venueName, offer.venue?.city].filter(Boolean).join(', ');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <UserAvatar
          name={offer.publisher.name}
          picture={offer.publisher.picture}
          seed={offer.publisher.id}
          shape={offer.publisher.kind === 'page' ? 'rounded' : 'circular'}
          decorative
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={offer.resource} underline="hover">
              {offer.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[offer.publisher.name, place].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2">
            {offer.firstStartsAt ? formatDateTime(offer.firstStartsAt) : t('noDate')}
            {offer.dateCount > 1 ? ` · ${t('dates', { count: offer.dateCount })}` : ''}
            {' · '}
            {t(`performance.${offer.performanceType}`)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            <Chip size="small" label={t(pay.key, { amount: pay.amount })} />
            <Chip
              size="small"
              color={offer.freeSlots > 0 ? 'success' : 'default'}
              label={
                offer.freeSlots > 0 ? t('freeSlots', { count: offer.freeSlots }) : t('noFreeSlots')
              }
            />
            {offer.premium ? (
              <Chip size="small" color="secondary" label={t('premiumBadge')} />
            ) : null}
            {offer.localActsPreferred ? <Chip size="small" label={t('localBadge')} /> : null}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
