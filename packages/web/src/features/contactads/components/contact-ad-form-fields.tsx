import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  bitsOf,
  CONTACT_AD_MAX_INSTRUMENTS,
  CONTACT_AD_SEARCH_TYPES,
  toggleBit,
  type ContactAdInput,
} from '@backline/domain';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { InstrumentPicker } from '../../../components/ui/instrument-picker.tsx';
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

/**
 * The search type as large choice cards with what each means: a radio group (arrow keys move
 * and choose, as in any radio group; Tab enters at the chosen card).
 */
export function SearchTypeField({ control }: { control: ContactAdControl }) {
  const { t } = useTranslation('contactads');
  const { field } = useController({ control, name: 'searchType' });
  const labelId = useId();
  /** Arrow keys: the next or previous card is chosen and takes the focus. */
  const choose = (group: Element | null, index: number) => {
    const count = CONTACT_AD_SEARCH_TYPES.length;
    const next = (index + count) % count;
    field.onChange(CONTACT_AD_SEARCH_TYPES[next]);
    const card = group?.children[next];
    if (card instanceof HTMLElement) card.focus();
  };
  return (
    <Box>
      <Typography id={labelId} variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('form.searchType')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {CONTACT_AD_SEARCH_TYPES.map((type, index) => {
          const key = searchTypeKey(type);
          const checked = field.value === type;
          return (
            <ButtonBase
              key={type}
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              ref={checked ? field.ref : undefined}
              onClick={() => field.onChange(type)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
                  event.preventDefault();
                  choose(event.currentTarget.parentElement, index + 1);
                } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
                  event.preventDefault();
                  choose(event.currentTarget.parentElement, index - 1);
                }
              }}
              sx={{
                display: 'block',
                textAlign: 'start',
                p: 1.5,
                borderRadius: 1,
                border: checked ? 2 : 1,
                borderColor: checked ? 'primary.main' : 'divider',
                '&.Mui-focusVisible': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {t(`searchTypes.${key}`)}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {t(`searchTypeHints.${key}`)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
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

/** A yes/no field as a native checkbox with its label. */
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
  const { value, onChange, onBlur, ref } = field;
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, cursor: 'pointer' }}
    >
      <input
        type="checkbox"
        name={name}
        checked={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        onBlur={onBlur}
        ref={ref}
        style={{ width: 20, height: 20, margin: 0, accentColor: 'var(--mui-palette-primary-main)' }}
      />
      <Typography component="span">{label}</Typography>
    </Box>
  );
}

/** Instruments from the curated list (offered or searched), up to the ad's maximum. */
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
  const { field, fieldState } = useController({ control, name });
  const error = useFieldErrorText()(fieldState.error);
  return (
    <InstrumentPicker
      id={`contactad-${name}`}
      inputRef={field.ref}
      label={label}
      value={field.value}
      onChange={field.onChange}
      max={CONTACT_AD_MAX_INSTRUMENTS}
      hint={t('form.instrumentsHint', { max: CONTACT_AD_MAX_INSTRUMENTS })}
      noneText={t('form.instrumentsNone')}
      removeLabel={(instrument) => t('form.remove', { name: instrument })}
      error={error}
    />
  );
}
