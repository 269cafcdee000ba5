import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  ARTIST_FORMS,
  DIRECTORY_CAPACITY_STEPS,
  DIRECTORY_FILTERS,
  DIRECTORY_SORTS,
  GENRES,
  genreLabel,
  INSTRUMENTS,
  instrumentName,
  ORGANIZATION_TYPES,
  REGIONS,
  type DirectoryList,
  type DirectorySort,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter, QuickFilter } from '../../../components/ui/filter-bar.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';

/** The city of the distance filter; name and country ride along in the address for display. */
export type FilterCity = { id: number; name: string; country: string };
export type FilterChange = (changes: Record<string, string | null>) => void;

const FLAGS = ['gema', 'media', 'open', 'newcomer'] as const;
type Flag = (typeof FLAGS)[number];
const DISTANCES = ['', '10', '25', '50', '100', '250'] as const;

/** Whether the list understands a parameter (the server refuses the others). */
export const hasFilter = (list: DirectoryList, name: string) =>
  (DIRECTORY_FILTERS[list] as readonly string[]).includes(name);

const flagsOf = (list: DirectoryList): Flag[] => FLAGS.filter((flag) => hasFilter(list, flag));

/** The filters "Filter (n)" counts (the search and the order are none). */
const COUNTED = [
  'instrument',
  'genre',
  'form',
  'orgType',
  'capacity',
  'region',
  'city',
  ...FLAGS,
] as const;
export const activeFilterCount = (params: URLSearchParams): number =>
  COUNTED.filter((key) => params.get(key)).length;

export const cityOf = (params: URLSearchParams): FilterCity | null =>
  params.get('city') && params.get('cityName')
    ? {
        id: Number(params.get('city')),
        name: params.get('cityName') ?? '',
        country: params.get('cityCountry') ?? 'DE',
      }
    : null;

/** The orders the list offers now: relevance with a search text, nearest with a city. */
export const sortsFor = (params: URLSearchParams): DirectorySort[] =>
  DIRECTORY_SORTS.filter(
    (sort) =>
      (sort !== 'relevance' || Boolean(params.get('q'))) &&
      (sort !== 'nearest' || Boolean(params.get('city'))),
  );

/** The bar's toggle chips: the list's on/off filters. */
export function useQuickFilters(
  list: DirectoryList,
  params: URLSearchParams,
  update: FilterChange,
): QuickFilter[] {
  const { t } = useTranslation('directory');
  return flagsOf(list).map((flag) => {
    const selected = params.get(flag) === '1';
    return {
      key: flag,
      label: t(`flags.${flag}`),
      selected,
      onToggle: () => update({ [flag]: selected ? null : '1' }),
    };
  });
}

/** The set filters other than the flags, as removable chips in words. */
export function useActiveFilters(params: URLSearchParams, update: FilterChange): ActiveFilter[] {
  const { t } = useTranslation(['directory', 'pages']);
  const language = currentLanguage();
  const labelled = (label: string, value: string) => t('activeFilter', { label, value });
  const filters: ActiveFilter[] = [];
  const add = (key: string, label: string, value: string) =>
    filters.push({ key, label: labelled(label, value), onRemove: () => update({ [key]: null }) });
  const instrument = params.get('instrument');
  if (instrument) {
    const names = instrument.split(',').map((id) => instrumentName(id, language));
    add('instrument', t('instrument'), names.join(', '));
  }
  const genre = params.get('genre');
  if (genre) {
    const names = genre.split(',').map((id) => genreLabel(id, language));
    add('genre', t('genre'), names.join(', '));
  }
  const form = params.get('form');
  if (form) add('form', t('form'), t(`pages:artistForms.${form}`, { defaultValue: form }));
  const orgType = params.get('orgType');
  if (orgType) {
    add(
      'orgType',
      t('orgType'),
      t(`pages:organizationTypes.${orgType}`, { defaultValue: orgType }),
    );
  }
  const capacity = params.get('capacity');
  if (capacity) add('capacity', t('capacity'), t('atLeastPeople', { people: capacity }));
  const regionId = params.get('region');
  if (regionId) {
    const region = REGIONS.find((item) => `${item.country}-${item.code}` === regionId);
    add('region', t('region'), region ? region[language] : regionId);
  }
  const city = cityOf(params);
  if (city) {
    const km = params.get('km');
    filters.push({
      key: 'city',
      label: km ? t('around', { km, city: city.name }) : city.name,
      onRemove: () =>
        update({ city: null, cityName: null, cityCountry: null, km: null, sort: null }),
    });
  }
  return filters;
}

export type DirectoryFilterFieldsProps = {
  list: DirectoryList;
  params: URLSearchParams;
  update: FilterChange;
  /** The city picker of the distance filter (composed by the route: cities are the profiles'). */
  renderCityPicker?: (props: {
    label: string;
    city: FilterCity | null;
    onChange: (city: FilterCity | null) => void;
  }) => ReactNode;
};

/** The list's full filter set, as the filter panel shows it. */
export function DirectoryFilterFields({
  list,
  params,
  update,
  renderCityPicker,
}: DirectoryFilterFieldsProps) {
  const { t } = useTranslation(['directory', 'pages', 'common']);
  const language = currentLanguage();
  const select = (name: string, label: string, any: string, options: [string, string][]) => (
    <SelectField
      label={label}
      name={name}
      value={params.get(name) ?? ''}
      options={[
        { value: '', label: any },
        ...options.map(([value, text]) => ({ value, label: text })),
      ]}
      onChange={(value) => update({ [name]: value || null })}
    />
  );
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {flagsOf(list).map((flag) => {
          const on = params.get(flag) === '1';
          return (
            <Chip
              key={flag}
              label={t(`flags.${flag}`)}
              title={flag === 'open' && list !== 'musicians' ? t(`openHint.${list}`) : undefined}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => update({ [flag]: on ? null : '1' })}
            />
          );
        })}
      </Stack>
      {hasFilter(list, 'instrument')
        ? select(
            'instrument',
            t('instrument'),
            t('anyInstrument'),
            INSTRUMENTS.map((item) => [item.id, instrumentName(item.id, language)]),
          )
        : null}
      {hasFilter(list, 'genre')
        ? select(
            'genre',
            t('genre'),
            t('anyGenre'),
            GENRES.map((genre) => [genre.id, genreLabel(genre.id, language)]),
          )
        : null}
      {hasFilter(list, 'form')
        ? select(
            'form',
            t('form'),
            t('anyForm'),
            ARTIST_FORMS.map((form) => [form, t(`pages:artistForms.${form}`)]),
          )
        : null}
      {hasFilter(list, 'orgType')
        ? select(
            'orgType',
            t('orgType'),
            t('anyOrgType'),
            ORGANIZATION_TYPES.map((type) => [type, t(`pages:organizationTypes.${type}`)]),
          )
        : null}
      {hasFilter(list, 'capacity')
        ? select(
            'capacity',
            t('capacity'),
            t('anyCapacity'),
            DIRECTORY_CAPACITY_STEPS.map((people) => [
              String(people),
              t('atLeastPeople', { people }),
            ]),
          )
        : null}
      {select(
        'region',
        t('region'),
        t('anyRegion'),
        REGIONS.map((region) => [
          `${region.country}-${region.code}`,
          `${region[language]} (${t(`common:city.countries.${region.country}`)})`,
        ]),
      )}
      {renderCityPicker?.({
        label: t('city'),
        city: cityOf(params),
        onChange: (city) =>
          update({
            city: city ? String(city.id) : null,
            cityName: city?.name ?? null,
            cityCountry: city?.country ?? null,
            km: city ? (params.get('km') ?? '50') : null,
            sort: city
              ? params.get('sort')
              : params.get('sort') === 'nearest'
                ? null
                : params.get('sort'),
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
        value={params.get('sort') ?? ''}
        options={[
          { value: '', label: t(`sorts.${params.get('q') ? 'relevance' : 'newest'}`) },
          ...sortsFor(params)
            .filter((sort) => sort !== (params.get('q') ? 'relevance' : 'newest'))
            .map((sort) => ({ value: sort, label: t(`sorts.${sort}`) })),
        ]}
        onChange={(value) => update({ sort: value || null })}
      />
    </>
  );
}
