import Typography from '@mui/material/Typography';
import { PROFILE_LIMITS } from '@backline/domain';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../components/ui/form/field-error-text.ts';
import { InstrumentPicker } from '../../../../components/ui/instrument-picker.tsx';
import { CheckField } from '../check-field.tsx';
import { sectionSx, type ProfileFormFields } from './profile-form-fields.ts';

/** The message of a list field's error: its own, or that of its first invalid entry. */
export function listError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = error as FieldError & { root?: FieldError };
  if (own.message) return own;
  if (own.root?.message) return own.root;
  return Array.isArray(error)
    ? (error as (FieldError | undefined)[]).find((entry) => entry?.message)
    : undefined;
}

/** The music section's heading, instruments and the professional flag. */
export function MusicSection({
  fields,
}: {
  fields: Pick<ProfileFormFields, 'instruments' | 'professional'>;
}) {
  const { t } = useTranslation(['profiles', 'errors']);
  const errorText = useFieldErrorText();
  const { instruments, professional } = fields;

  return (
    <>
      <Typography variant="h2" sx={sectionSx}>
        {t('edit.sectionMusic')}
      </Typography>
      <InstrumentPicker
        id="profile-instruments"
        label={t('edit.instruments')}
        value={instruments.field.value}
        onChange={instruments.field.onChange}
        max={PROFILE_LIMITS.instrumentsMax}
        hint={t('edit.instrumentsHint')}
        noneText={t('edit.instrumentsNone')}
        removeLabel={(name) => t('edit.removeInstrument', { name })}
        inputRef={instruments.field.ref}
        error={errorText(listError(instruments.fieldState.error))}
      />
      <CheckField
        name={professional.field.name}
        label={t('edit.professional')}
        checked={professional.field.value}
        onChange={professional.field.onChange}
        onBlur={professional.field.onBlur}
        inputRef={professional.field.ref}
      />
    </>
  );
}
