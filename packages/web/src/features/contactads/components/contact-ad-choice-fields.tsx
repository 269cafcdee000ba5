import {
  CONTACT_AD_BAND_TYPES,
  CONTACT_AD_MAX_GENRES,
  CONTACT_AD_REMOTE_OPTIONS,
  GENRES,
} from '@backline/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { bandTypeLabel, remoteLabel } from '../contact-ad-words.ts';
import { FormGroup, ToggleChips, type ContactAdControl } from './contact-ad-form-fields.tsx';

export function GenresField({ control }: { control: ContactAdControl }) {
  const { t } = useTranslation('contactads');
  const language = currentLanguage();
  const { field, fieldState } = useController({ control, name: 'genres' });
  const error = useFieldErrorText()(fieldState.error);
  const genres: string[] = field.value;
  return (
    <FormGroup
      title={t('form.genres')}
      hint={t('form.genresHint', { max: CONTACT_AD_MAX_GENRES })}
      error={error}
    >
      <ToggleChips
        options={GENRES.map((genre) => ({ value: genre.id, label: genre[language] }))}
        selected={(id) => genres.includes(id)}
        disabled={(id) => !genres.includes(id) && genres.length >= CONTACT_AD_MAX_GENRES}
        onToggle={(id) =>
          field.onChange(
            genres.includes(id) ? genres.filter((item) => item !== id) : [...genres, id],
          )
        }
        focusRef={field.ref}
      />
    </FormGroup>
  );
}

export function BandTypeField({ control }: { control: ContactAdControl }) {
  const { t } = useTranslation('contactads');
  const { field } = useController({ control, name: 'bandType' });
  return (
    <SelectField
      label={t('form.bandType')}
      name="bandType"
      value={field.value === null ? '' : String(field.value)}
      inputRef={field.ref}
      options={[
        { value: '', label: t('form.bandTypeNone') },
        ...CONTACT_AD_BAND_TYPES.map((type) => ({
          value: String(type),
          label: bandTypeLabel(t, type),
        })),
      ]}
      onChange={(next) => field.onChange(next ? Number(next) : null)}
    />
  );
}

export function RemoteField({ control }: { control: ContactAdControl }) {
  const { t } = useTranslation('contactads');
  const { field } = useController({ control, name: 'remote' });
  return (
    <SelectField
      label={t('form.remote')}
      name="remote"
      value={String(field.value)}
      inputRef={field.ref}
      options={CONTACT_AD_REMOTE_OPTIONS.map((option) => ({
        value: String(option),
        label: remoteLabel(t, option),
      }))}
      onChange={(next) => field.onChange(Number(next))}
    />
  );
}
