import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import {
  PROFILE_LIMITS,
  findInstrument,
  searchInstruments,
  type Instrument,
} from '@backline/domain';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox } from '../../../components/ui/combo-box.tsx';

export type InstrumentPickerProps = {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const SUGGESTIONS = 12;

/**
 * Instruments and activities from the curated list: type in German or English (case and accents
 * do not matter), pick up to 15. Chips show the names in the interface language.
 */
export function InstrumentPicker({ value, onChange, error, inputRef }: InstrumentPickerProps) {
  const { t, i18n } = useTranslation('profiles');
  const language = i18n.language === 'en' ? 'en' : 'de';
  const [input, setInput] = useState('');
  const full = value.length >= PROFILE_LIMITS.instrumentsMax;
  const options = full
    ? []
    : searchInstruments(input)
        .filter((instrument) => !value.includes(instrument.id))
        .slice(0, SUGGESTIONS);
  const selected = value
    .map((id) => findInstrument(id))
    .filter((instrument): instrument is Instrument => instrument !== undefined);
  const remove = (id: string) => onChange(value.filter((current) => current !== id));

  return (
    <ComboBox
      id="profile-instruments"
      inputRef={inputRef}
      label={t('edit.instruments')}
      inputValue={input}
      onInputChange={setInput}
      options={options}
      optionKey={(instrument) => instrument.id}
      optionLabel={(instrument) => instrument[language]}
      onPick={(instrument) => {
        onChange([...value, instrument.id]);
        setInput('');
      }}
      emptyText={full ? undefined : t('edit.instrumentsNone')}
      error={Boolean(error)}
      helperText={error ?? t('edit.instrumentsHint')}
      onBackspaceEmpty={() => {
        const last = value.at(-1);
        if (last) remove(last);
      }}
      startAdornment={selected.map((instrument) => (
        <Button
          key={instrument.id}
          size="small"
          variant="outlined"
          endIcon={<CloseIcon fontSize="small" />}
          aria-label={t('edit.removeInstrument', { name: instrument[language] })}
          onClick={() => remove(instrument.id)}
          sx={{ textTransform: 'none', py: 0 }}
        >
          {instrument[language]}
        </Button>
      ))}
    />
  );
}
