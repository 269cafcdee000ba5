import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { BOOKING_LIST_SORTS, PERFORMANCE_TYPES, REGIONS } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter, QuickFilter } from '../../../components/ui/filter-bar.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDayParamErrorText } from '../day-param.ts';

/** The city of the distance filter; name and country ride along in the address for display. */
export type FilterCity = { id: number; name: string; country: string };

/** Filters that are on or off (`?paid=1`). */
const FLAGS = ['paid', 'premium', 'local', 'network'] as const;
type Flag = (typeof FLAGS)[number];
/**
 * The flags on the bar itself: pay is what most musicians filter by first, and "local acts
 * preferred" is the one that says "you have a real chance here" to a band from the area. Premium
 * (only for complete profiles) and "my network" wait in the panel with the rest.
 */
const QUICK_FLAGS: readonly Flag[] = ['paid', 'local'];
const DISTANCES = ['', '10', '25', '50', '100', '250'] as const;

/** The filters "Filter (n)" counts (the search field shows itself; the order is no filter). */
const COUNTED_FILTERS = ['from', 'to', 'type', 'region', 'city', ...FLAGS] as const;
export const activeFilterCount = (params: URLSearchParams): number =>
  COUNTED_FILTERS.filter((key) => params.get(key)).length;

export type GigFilterChange = (changes: Record<string, string | null>) => void;

const cityOf = (params: URLSearchParams): FilterCity | null =>
  params.get('city') && params.get('cityName')
    ? {
        id: Number(params.get('city')),
        name: params.get('cityName') ?? '',
        country: params.get('cityCountry') ?? 'DE',
      }
    : null;

/** The bar's toggle chips. */
export function useGigQuickFilters(
  params: URLSearchParams,
  update: GigFilterChange,
): QuickFilter[] {
  const { t } = useTranslation('booking');
  return QUICK_FLAGS.map((flag) => {
    const selected = params.get(flag) === '1';
    return {
      key: flag,
      label: t(flag),
      selected,
      onToggle: () => update({ [flag]: selected ? null : '1' }),
    };
  });
}

/** The other filters that are set, as removable chips in words ("Auftrittsart: Live"). */
export function useGigActiveFilters(
  params: URLSearchParams,
  update: GigFilterChange,
): ActiveFilter[] {
  const { t } = useTranslation(['booking', 'common']);
  const language = currentLanguage();
  const labelled = (label: string, value: string) => t('activeFilter', { label, value });
  const day = (value: string) =>
    formatDate(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }, language);
  const filters: ActiveFilter[] = [];
  const from = params.get('from');
  if (from) {
    filters.push({
      key: 'from',
      label: labelled(t('from'), day(from)),
      onRemove: () => update({ from: null }),
    });
  }
  const to = params.get('to');
  if (to) {
    filters.push({
      key: 'to',
      label: labelled(t('to'), day(to)),
      onRemove: () => update({ to: null }),
    });
  }
  const type = params.get('type');
  if (type) {
    const names = type
      .split(',')
      .filter((item): item is (typeof PERFORMANCE_TYPES)[number] =>
        (PERFORMANCE_TYPES as readonly string[]).includes(item),
      )
      .map((item) => t(`performance.${item}`));
    filters.push({
      key: 'type',
      label: labelled(t('type'), names.join(', ') || type),
      onRemove: () => update({ type: null }),
    });
  }
  const regionId = params.get('region');
  const region = REGIONS.find((item) => `${item.country}-${item.code}` === regionId);
  if (regionId) {
    filters.push({
      key: 'region',
      label: labelled(t('region'), region ? region[language] : regionId),
      onRemove: () => update({ region: null }),
    });
  }
  const city = cityOf(params);
  if (city) {
    const km = params.get('km');
    filters.push({
      key: 'city',
      label: km ? t('around', { km, city: city.name }) : city.name,
      onRemove: () => update({ city: null, cityName: null, cityCountry: null, km: null }),
    });
  }
  for (const flag of FLAGS) {
    if (QUICK_FLAGS.includes(flag) || params.get(flag) !== '1') continue;
    filters.push({ key: flag, label: t(flag), onRemove: () => update({ [flag]: null }) });
  }
  return filters;
}

export type GigFilterFieldsProps = {
  params: URLSearchParams;
  update: GigFilterChange;
  /** The city picker of the distance filter (composed by the route: cities are the profiles'). */
  renderCityPicker?: (props: {
    label: string;
    city: FilterCity | null;
    onChange: (city: FilterCity | null) => void;
  }) => ReactNode;
};

/** The gig list's full filter set, as the filter panel shows it. */
export function GigFilterFields({ params, update, renderCityPicker }: GigFilterFieldsProps) {
  const { t } = useTranslation(['booking', 'common']);
  const dayError = useDayParamErrorText();
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
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
      </Stack>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr' } }}>
        <OutlinedField
          label={t('from')}
          name="from"
          type="date"
          value={params.get('from') ?? ''}
          onChange={(event) => update({ from: event.target.value || null })}
          error={Boolean(dayError(params.get('from')))}
          helperText={dayError(params.get('from'))}
          margin="dense"
        />
        <OutlinedField
          label={t('to')}
          name="to"
          type="date"
          value={params.get('to') ?? ''}
          onChange={(event) => update({ to: event.target.value || null })}
          error={Boolean(dayError(params.get('to')))}
          helperText={dayError(params.get('to'))}
          margin="dense"
        />
      </Box>
      <SelectField
        label={t('type')}
        name="type"
        value={params.get('type') ?? ''}
        options={[
          { value: '', label: t('anyType') },
          ...PERFORMANCE_TYPES.map((type) => ({ value: type, label: t(`performance.${type}`) })),
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
        city: cityOf(params),
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
    </>
  );
}
