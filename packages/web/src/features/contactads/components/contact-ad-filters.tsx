import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  bitsOf,
  CONTACT_AD_AMBITION_BITS,
  CONTACT_AD_BAND_TYPES,
  CONTACT_AD_LIST_SORTS,
  CONTACT_AD_SEARCH_TYPES,
  CONTACT_AD_SKILL_BITS,
  GENRES,
  genreLabel,
  INSTRUMENTS,
  instrumentName,
  REGIONS,
  toggleBit,
} from '@backline/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter, QuickFilter } from '../../../components/ui/filter-bar.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import {
  ambitionLabels,
  bandTypeLabel,
  genreList,
  instrumentList,
  searchTypeLabel,
  skillLabels,
} from '../contact-ad-words.ts';

/** The city of the distance filter; name and country ride along in the address for display. */
export type FilterCity = { id: number; name: string; country: string };
export type FilterChange = (changes: Record<string, string | null>) => void;
export type CityPickerRenderer = (props: {
  label: string;
  city: FilterCity | null;
  onChange: (city: FilterCity | null) => void;
}) => ReactNode;

const DISTANCES = ['', '10', '25', '50', '100', '250'] as const;

/** The filters "Filter (n)" counts (the search, the order and the tab are none). */
const COUNTED = [
  'type',
  'inst',
  'plays',
  'genre',
  'region',
  'city',
  'ambition',
  'skill',
  'bandType',
  'remote',
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

const csv = (params: URLSearchParams, name: string): string[] =>
  (params.get(name) ?? '').split(',').filter(Boolean);
const maskParam = (params: URLSearchParams, name: string): number => {
  const value = Number(params.get(name) ?? '0');
  return Number.isInteger(value) && value > 0 ? value : 0;
};

/** The bar's toggle chips: the search types and "remote possible". */
export function useQuickFilters(params: URLSearchParams, update: FilterChange): QuickFilter[] {
  const { t } = useTranslation('contactads');
  const types = csv(params, 'type');
  const typeChips = CONTACT_AD_SEARCH_TYPES.map((type): QuickFilter => {
    const selected = types.includes(String(type));
    return {
      key: `type-${type}`,
      label: searchTypeLabel(t, type),
      selected,
      onToggle: () => {
        const next = selected
          ? types.filter((item) => item !== String(type))
          : [...types, String(type)].sort();
        update({ type: next.join(',') || null });
      },
    };
  });
  const remote = params.get('remote') === '1';
  return [
    ...typeChips,
    {
      key: 'remote',
      label: t('filters.remote'),
      selected: remote,
      onToggle: () => update({ remote: remote ? null : '1' }),
    },
  ];
}

/** The set filters besides the chips, as removable chips in words. */
export function useActiveFilters(params: URLSearchParams, update: FilterChange): ActiveFilter[] {
  const { t } = useTranslation('contactads');
  const language = currentLanguage();
  const filters: ActiveFilter[] = [];
  const add = (key: string, label: string, value: string) =>
    filters.push({
      key,
      label: t('filters.activeFilter', { label, value }),
      onRemove: () => update({ [key]: null }),
    });
  const inst = csv(params, 'inst');
  if (inst.length > 0) add('inst', t('filters.inst'), instrumentList(inst, language));
  const plays = csv(params, 'plays');
  if (plays.length > 0) add('plays', t('filters.plays'), instrumentList(plays, language));
  const genres = csv(params, 'genre');
  if (genres.length > 0) add('genre', t('filters.genre'), genreList(genres, language));
  const regionId = params.get('region');
  if (regionId) {
    const region = REGIONS.find((item) => `${item.country}-${item.code}` === regionId);
    add('region', t('filters.region'), region ? region[language] : regionId);
  }
  const ambition = maskParam(params, 'ambition');
  if (ambition) add('ambition', t('filters.ambition'), ambitionLabels(t, ambition).join(', '));
  const skill = maskParam(params, 'skill');
  if (skill) add('skill', t('filters.skill'), skillLabels(t, skill).join(', '));
  const bandType = params.get('bandType');
  if (bandType) add('bandType', t('filters.bandType'), bandTypeLabel(t, Number(bandType)));
  const city = cityOf(params);
  if (city) {
    const km = params.get('km');
    filters.push({
      key: 'city',
      label: km ? t('filters.around', { km, city: city.name }) : city.name,
      onRemove: () =>
        update({ city: null, cityName: null, cityCountry: null, km: null, sort: null }),
    });
  }
  return filters;
}

/** Chips that switch the bits of a bitmask parameter (ambition, skill). */
function MaskChips({
  name,
  label,
  bits,
  labelOf,
  params,
  update,
}: {
  name: string;
  label: string;
  bits: Record<string, number>;
  labelOf: (key: string) => string;
  params: URLSearchParams;
  update: FilterChange;
}) {
  const headingId = useId();
  const mask = maskParam(params, name);
  const chosen = new Set(bitsOf(mask));
  return (
    <Stack sx={{ gap: 0.5, my: 1 }} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {Object.entries(bits).map(([key, bit]) => {
          const on = chosen.has(bit);
          return (
            <Chip
              key={key}
              label={labelOf(key)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => {
                const next = toggleBit(mask, bit);
                update({ [name]: next ? String(next) : null });
              }}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The list's full filter set, as the filter panel shows it. */
export function ContactAdFilterFields({
  params,
  update,
  renderCityPicker,
}: {
  params: URLSearchParams;
  update: FilterChange;
  renderCityPicker?: CityPickerRenderer;
}) {
  const { t } = useTranslation(['contactads', 'common']);
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
  const instruments = INSTRUMENTS.map((item): [string, string] => [
    item.id,
    instrumentName(item.id, language),
  ]);
  const q = Boolean(params.get('q'));
  const city = Boolean(params.get('city'));
  return (
    <>
      {select('inst', t('filters.inst'), t('filters.anyInstrument'), instruments)}
      {select('plays', t('filters.plays'), t('filters.anyInstrument'), instruments)}
      {select(
        'genre',
        t('filters.genre'),
        t('filters.anyGenre'),
        GENRES.map((genre) => [genre.id, genreLabel(genre.id, language)]),
      )}
      <MaskChips
        name="ambition"
        label={t('filters.ambition')}
        bits={CONTACT_AD_AMBITION_BITS}
        labelOf={(key) => t(`ambition.${key as keyof typeof CONTACT_AD_AMBITION_BITS}`)}
        params={params}
        update={update}
      />
      <MaskChips
        name="skill"
        label={t('filters.skill')}
        bits={CONTACT_AD_SKILL_BITS}
        labelOf={(key) => t(`skill.${key as keyof typeof CONTACT_AD_SKILL_BITS}`)}
        params={params}
        update={update}
      />
      {select(
        'bandType',
        t('filters.bandType'),
        t('filters.anyBandType'),
        CONTACT_AD_BAND_TYPES.map((type) => [String(type), bandTypeLabel(t, type)]),
      )}
      {select(
        'region',
        t('filters.region'),
        t('filters.anyRegion'),
        REGIONS.map((region) => [
          `${region.country}-${region.code}`,
          `${region[language]} (${t(`common:city.countries.${region.country}`)})`,
        ]),
      )}
      {renderCityPicker?.({
        label: t('filters.city'),
        city: cityOf(params),
        onChange: (picked) =>
          update({
            city: picked ? String(picked.id) : null,
            cityName: picked?.name ?? null,
            cityCountry: picked?.country ?? null,
            km: picked ? (params.get('km') ?? '50') : null,
            sort: picked || params.get('sort') !== 'nearest' ? params.get('sort') : null,
          }),
      })}
      {renderCityPicker ? (
        <SelectField
          label={t('filters.distance')}
          name="km"
          value={params.get('km') ?? ''}
          disabled={!city}
          options={DISTANCES.map((km) => ({
            value: km,
            label: km ? t('filters.km', { km }) : t('filters.anyDistance'),
          }))}
          onChange={(value) => update({ km: value || null })}
        />
      ) : null}
      <SelectField
        label={t('filters.sort')}
        name="sort"
        value={params.get('sort') ?? ''}
        options={[
          { value: '', label: t(`sorts.${q ? 'relevance' : 'newest'}`) },
          ...CONTACT_AD_LIST_SORTS.filter(
            (sort) =>
              sort !== (q ? 'relevance' : 'newest') &&
              (sort !== 'relevance' || q) &&
              (sort !== 'nearest' || city),
          ).map((sort) => ({ value: sort, label: t(`sorts.${sort}`) })),
        ]}
        onChange={(value) => update({ sort: value || null })}
      />
    </>
  );
}
