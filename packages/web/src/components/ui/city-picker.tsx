import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { AppError, regionName, type City, type CityCountry } from '@backline/domain';
import { useId, useState, type Ref } from 'react';
import { currentLanguage } from '../../lib/i18n.ts';
import { searchCities } from '../../lib/search-cities.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useTranslation } from 'react-i18next';
import { ComboBox } from './combo-box.tsx';

/** A chosen city as a form keeps it (a search answer, or the city of a loaded profile or page). */
export type CityChoice = { id: number; name: string; country: string; region?: string | null };

export type CityPickerProps = {
  value: CityChoice | null;
  onChange: (city: City | null) => void;
  /** The field's error message, already translated. */
  error?: string;
  /** Default: "Stadt" / "City". */
  label?: string;
  id?: string;
  /** The text input (a form focuses it when the city is invalid). */
  inputRef?: Ref<HTMLInputElement>;
};

const MIN_QUERY = 2;

/**
 * A city of the shipped list, searched on the server as the user types (`GET /api/cities`):
 * a combobox (arrow keys, Enter, Escape) with a button that clears the choice. Typing over the
 * chosen city un-chooses it, so the field never shows one city while the form holds another.
 */
export function CityPicker({ value, onChange, error, label, id, inputRef }: CityPickerProps) {
  const { t } = useTranslation(['common', 'errors']);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  // What was typed, and the city it belongs to. A value set from outside (a loaded form, a
  // filter from the address) shows its name; one removed from outside empties the field.
  const [typed, setTyped] = useState<{ text: string; cityId: number | null }>({
    text: value?.name ?? '',
    cityId: value?.id ?? null,
  });
  const input = value
    ? value.id === typed.cityId
      ? typed.text
      : value.name
    : typed.cityId === null
      ? typed.text
      : '';

  // While a city is chosen there is nothing to search; typing over it un-chooses it first.
  const debounced = useDebouncedValue(value ? '' : input.trim());
  const enabled = debounced.length >= MIN_QUERY && value === null;
  const search = useQuery({
    queryKey: ['cities', debounced],
    queryFn: ({ signal }) => searchCities(debounced, signal),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
  const options: City[] = enabled ? (search.data ?? []) : [];

  // Cities come from the shipped list only (the database allows DE, AT and CH).
  const country = (code: string) => t(`city.countries.${code as CityCountry}`);
  // A failed search says why, in the words of the error catalogue (offline, server error).
  const failure = search.isError
    ? search.error instanceof AppError
      ? search.error
      : new AppError('client.error_occurred')
    : null;
  const emptyText =
    input.trim().length < MIN_QUERY
      ? t('city.typing')
      : failure
        ? t(`errors:${failure.code}`, failure.params ?? {})
        : search.isFetching || !enabled
          ? undefined
          : t('city.none');

  const clear = () => {
    setTyped({ text: '', cityId: null });
    if (value) onChange(null);
    document.getElementById(inputId)?.focus();
  };

  return (
    <ComboBox
      id={inputId}
      inputRef={inputRef}
      label={label ?? t('city.label')}
      inputValue={input}
      onInputChange={(next) => {
        const keeps = value !== null && next === value.name;
        setTyped({ text: next, cityId: keeps ? value.id : null });
        if (value && !keeps) onChange(null);
      }}
      options={options}
      optionKey={(city) => city.id}
      optionLabel={(city) =>
        `${city.name} (${country(city.country)}${city.region ? `, ${regionName(city.country, city.region, currentLanguage()) ?? ''}` : ''})`
      }
      onPick={(city) => {
        setTyped({ text: city.name, cityId: city.id });
        onChange(city);
      }}
      emptyText={emptyText}
      error={Boolean(error)}
      helperText={error ?? (value ? `${value.name}, ${country(value.country)}` : t('city.hint'))}
      endAdornment={
        input !== '' ? (
          <IconButton aria-label={t('city.clear')} onClick={clear} edge="end" size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
    />
  );
}
