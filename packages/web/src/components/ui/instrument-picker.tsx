import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import { findInstrument, searchInstruments, type Instrument } from '@backline/domain';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox } from './combo-box.tsx';

export type InstrumentPickerProps = {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** How many may be picked: at the limit the field suggests nothing more. */
  max: number;
  /** Below the field while there is no error. */
  hint: string;
  /** In the list when nothing fits what was typed. */
  noneText: string;
  /** The accessible name of an instrument's remove button. */
  removeLabel: (name: string) => string;
  /** The field's error message, already translated. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const SUGGESTIONS = 12;

/**
 * Instruments and activities from the curated list (a profile's, a contact ad's offered or
 * searched): type in German or English (case and accents do not matter), pick up to `max`.
 * Chips in the interface language, each removable, the last one also with Backspace.
 */
export function InstrumentPicker({
  id,
  label,
  value,
  onChange,
  max,
  hint,
  noneText,
  removeLabel,
  error,
  inputRef,
}: InstrumentPickerProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'de';
  const [input, setInput] = useState('');
  const full = value.length >= max;
  const options = full
    ? []
    : searchInstruments(input)
        .filter((instrument) => !value.includes(instrument.id))
        .slice(0, SUGGESTIONS);
  const selected = value
    .map((instrumentId) => findInstrument(instrumentId))
    .filter((instrument): instrument is Instrument => instrument !== undefined);
  const remove = (removed: string) => onChange(value.filter((current) => current !== removed));

  return (
    <ComboBox
      id={id}
      inputRef={inputRef}
      label={label}
      inputValue={input}
      onInputChange={setInput}
      options={options}
      optionKey={(instrument) => instrument.id}
      optionLabel={(instrument) => instrument[language]}
      onPick={(instrument) => {
        onChange([...value, instrument.id]);
        setInput('');
      }}
      emptyText={full ? undefined : noneText}
      error={Boolean(error)}
      helperText={error ?? hint}
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
          aria-label={removeLabel(instrument[language])}
          onClick={() => remove(instrument.id)}
          sx={{ textTransform: 'none', py: 0 }}
        >
          {instrument[language]}
        </Button>
      ))}
    />
  );
}
