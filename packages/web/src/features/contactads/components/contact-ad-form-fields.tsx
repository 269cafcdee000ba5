import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  bitsOf,
  CONTACT_AD_MAX_INSTRUMENTS,
  CONTACT_AD_SEARCH_TYPES,
  findInstrument,
  searchInstruments,
  toggleBit,
  type ContactAdInput,
  type Instrument,
} from '@backline/domain';
import { useId, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ComboBox } from '../../../components/ui/combo-box.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { searchTypeKey } from '../contact-ad-words.ts';

export type ContactAdControl = Control<ContactAdInput, unknown, ContactAdInput>;

/** A titled group of fields (a `fieldset` with its legend). */
export function FormGroup({
  title,
  hint,
  error,
  children,
}: {
  title: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0 }}
      aria-describedby={hint || error ? hintId : undefined}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {hint || error ? (
        <FormHelperText id={hintId} error={Boolean(error)} sx={{ mt: 0, mb: 1 }}>
          {error ?? hint}
        </FormHelperText>
      ) : null}
      {children}
    </Box>
  );
}

/** The search type as large choice cards with what each means (a radio group). */
export function SearchTypeField({ control }: { control: ContactAdControl }) {
  const { t } = useTranslation('contactads');
  const { field } = useController({ control, name: 'searchType' });
  const name = useId();
  return (
    <FormGroup title={t('form.searchType')}>
      <Box
        role="radiogroup"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {CONTACT_AD_SEARCH_TYPES.map((type, index) => {
          const key = searchTypeKey(type);
          const checked = field.value === type;
          return (
            <Paper
              key={type}
              variant="outlined"
              sx={{
                p: 1.5,
                borderColor: checked ? 'primary.main' : 'divider',
                borderWidth: checked ? 2 : 1,
              }}
            >
              <FormControlLabel
                sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
                control={
                  <Radio
                    name={name}
                    checked={checked}
                    onChange={() => field.onChange(type)}
                    slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                    sx={{ mt: -0.75 }}
                  />
                }
                label={
                  <>
                    <Typography sx={{ fontWeight: 600 }}>{t(`searchTypes.${key}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`searchTypeHints.${key}`)}
                    </Typography>
                  </>
                }
              />
            </Paper>
          );
        })}
      </Box>
    </FormGroup>
  );
}

const chipSx = (selected: boolean) => ({
  px: 1.5,
  py: 0.5,
  borderRadius: 4,
  border: 1,
  borderColor: selected ? 'primary.main' : 'divider',
  bgcolor: selected ? 'primary.main' : 'transparent',
  color: selected ? 'primary.contrastText' : 'text.primary',
  fontSize: '0.875rem',
  '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '&.Mui-disabled': { opacity: 0.5 },
});

/** Toggle chips over a list of options; the first takes the focus when the field is invalid. */
export function ToggleChips<V>({
  options,
  selected,
  onToggle,
  focusRef,
  disabled,
}: {
  options: readonly { value: V; label: string }[];
  selected: (value: V) => boolean;
  onToggle: (value: V) => void;
  focusRef?: (element: HTMLButtonElement | null) => void;
  disabled?: (value: V) => boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {options.map((option, index) => {
        const on = selected(option.value);
        return (
          <ButtonBase
            key={option.label}
            ref={index === 0 ? focusRef : undefined}
            disabled={disabled?.(option.value) ?? false}
            aria-pressed={on}
            onClick={() => onToggle(option.value)}
            sx={chipSx(on)}
          >
            {option.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

/** A bitmask (ambition, skill) as toggle chips: each chip one bit. */
export function MaskField({
  control,
  name,
  title,
  hint,
  bits,
  labelOf,
}: {
  control: ContactAdControl;
  name: 'ambition' | 'skill';
  title: string;
  hint: string;
  bits: Record<string, number>;
  labelOf: (key: string) => string;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldErrorText()(fieldState.error);
  const chosen = new Set(bitsOf(field.value));
  return (
    <FormGroup title={title} hint={hint} error={error}>
      <ToggleChips
        options={Object.entries(bits).map(([key, bit]) => ({ value: bit, label: labelOf(key) }))}
        selected={(bit) => chosen.has(bit)}
        onToggle={(bit) => field.onChange(toggleBit(field.value, bit))}
        focusRef={field.ref}
      />
    </FormGroup>
  );
}

/** A yes/no field as a checkbox. */
export function CheckField({
  control,
  name,
  label,
}: {
  control: ContactAdControl;
  name: 'rehearsalSpace' | 'mobile' | 'songsAvailable';
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={label}
    />
  );
}

/**
 * Instruments from the curated list (offered or searched): type in German or English, pick up
 * to the ad's maximum; chips in the interface language, each removable.
 */
export function InstrumentsField({
  control,
  name,
  label,
}: {
  control: ContactAdControl;
  name: Extract<FieldPath<ContactAdInput>, 'instrumentsOffered' | 'instrumentsSearched'>;
  label: string;
}) {
  const { t } = useTranslation('contactads');
  const language = currentLanguage();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldErrorText()(fieldState.error);
  const [input, setInput] = useState('');
  const value = field.value;
  const full = value.length >= CONTACT_AD_MAX_INSTRUMENTS;
  const options = full
    ? []
    : searchInstruments(input)
        .filter((instrument) => !value.includes(instrument.id))
        .slice(0, 12);
  const selected = value
    .map((id) => findInstrument(id))
    .filter((instrument): instrument is Instrument => instrument !== undefined);
  const remove = (id: string) => field.onChange(value.filter((current) => current !== id));
  return (
    <ComboBox
      id={`contactad-${name}`}
      inputRef={field.ref}
      label={label}
      inputValue={input}
      onInputChange={setInput}
      options={options}
      optionKey={(instrument) => instrument.id}
      optionLabel={(instrument) => instrument[language]}
      onPick={(instrument) => {
        field.onChange([...value, instrument.id]);
        setInput('');
      }}
      emptyText={full ? undefined : t('form.instrumentsNone')}
      error={Boolean(error)}
      helperText={error ?? t('form.instrumentsHint', { max: CONTACT_AD_MAX_INSTRUMENTS })}
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
          aria-label={t('form.remove', { name: instrument[language] })}
          onClick={() => remove(instrument.id)}
          sx={{ textTransform: 'none', py: 0 }}
        >
          {instrument[language]}
        </Button>
      ))}
    />
  );
}
