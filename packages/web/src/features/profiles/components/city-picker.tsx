import { useQuery } from '@tanstack/react-query';
import type { ProfileCity } from '@backline/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { searchCities } from '../api/profile-api.ts';
import '../texts.ts';
import { ComboBox } from './combo-box.tsx';

export type CityPickerProps = {
  value: ProfileCity | null;
  onChange: (city: ProfileCity | null) => void;
  error?: string;
  /** The field's label and id when it is not the profile's home town (e.g. a list filter). */
  label?: string;
  id?: string;
};

const MIN_QUERY = 2;
const DEBOUNCE_MS = 250;

/** The city from the shipped list, searched on the server as the user types (`/api/cities`). */
export function CityPicker({ value, onChange, error, label, id }: CityPickerProps) {
  const { t } = useTranslation('profiles');
  const [input, setInput] = useState(value?.name ?? '');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const enabled = debounced.length >= MIN_QUERY && debounced !== value?.name;
  const search = useQuery({
    queryKey: ['cities', debounced],
    queryFn: ({ signal }) => searchCities(debounced, signal),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
  const options: ProfileCity[] = enabled ? (search.data ?? []) : [];
  const country = (city: ProfileCity) => t(`detail.countries.${city.country}`);

  return (
    <ComboBox
      id={id ?? 'profile-city'}
      label={label ?? t('edit.city')}
      inputValue={input}
      onInputChange={(next) => {
        setInput(next);
        // Typing over the chosen city un-chooses it; an empty field means no city.
        if (value && next !== value.name) onChange(null);
      }}
      options={options}
      optionKey={(city) => city.id}
      optionLabel={(city) =>
        `${city.name} (${country(city)}${city.region ? `, ${city.region}` : ''})`
      }
      onPick={(city) => {
        onChange(city);
        setInput(city.name);
      }}
      emptyText={
        input.trim().length < MIN_QUERY
          ? t('edit.cityTyping')
          : search.isFetching || !enabled
            ? undefined
            : t('edit.cityNone')
      }
      error={Boolean(error)}
      helperText={error ?? (value ? `${value.name}, ${country(value)}` : t('edit.cityHint'))}
    />
  );
}
