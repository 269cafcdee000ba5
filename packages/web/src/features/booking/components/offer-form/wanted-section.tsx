import Stack from '@mui/material/Stack';
import { ARTIST_FORMS, BOOKING_CULTURES, GENRES } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { FormCheckbox, FormCheckboxGroup, FormMultiSelect } from '../form-fields.tsx';
import { OfferFormSection, type OfferFormApi } from './offer-form-section.tsx';

/** Which acts the offer looks for (genres, music cultures, bands or solo) and how they apply. */
export function WantedSection({ form }: { form: OfferFormApi }) {
  const { t } = useTranslation('booking');
  const { control } = form;
  const language = currentLanguage();
  const cultureOptions = BOOKING_CULTURES.map((culture) => ({
    value: culture.id,
    label: culture[language],
  }));
  const genreOptions = [...GENRES]
    .map((genre) => ({ value: genre.id, label: genre[language] }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <OfferFormSection title={t('form.wantedTitle')}>
      <FormMultiSelect
        control={control}
        name="wantedGenres"
        label={t('form.wantedGenres')}
        hint={t('form.genresHint')}
        options={genreOptions}
      />
      <FormMultiSelect
        control={control}
        name="excludedGenres"
        label={t('form.excludedGenres')}
        hint={t('form.genresHint')}
        options={genreOptions}
      />
      <FormMultiSelect
        control={control}
        name="wantedCultures"
        label={t('form.wantedCultures')}
        hint={t('form.genresHint')}
        options={cultureOptions}
      />
      <FormMultiSelect
        control={control}
        name="excludedCultures"
        label={t('form.excludedCultures')}
        hint={t('form.genresHint')}
        options={cultureOptions}
      />
      <FormCheckboxGroup
        control={control}
        name="soughtForms"
        label={t('form.soughtForms')}
        options={ARTIST_FORMS.map((artistForm) => ({
          value: artistForm,
          label: t(`form.${artistForm}`),
        }))}
      />
      <Stack>
        {(['localActsPreferred', 'premium', 'applyTextRequired', 'voting'] as const).map(
          (field) => (
            <FormCheckbox key={field} control={control} name={field} label={t(`form.${field}`)} />
          ),
        )}
      </Stack>
    </OfferFormSection>
  );
}
