import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GENDERS, PROFILE_LIMITS } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { CityPicker } from '../../../../components/ui/city-picker.tsx';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { useFieldErrorText } from '../../../../components/ui/form/field-error-text.ts';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { CheckField } from '../check-field.tsx';
import {
  sectionSx,
  twoColumns,
  type ProfileFormControl,
  type ProfileFormFields,
} from './profile-form-fields.ts';

export type PersonSectionProps = {
  control: ProfileFormControl;
  fields: Pick<ProfileFormFields, 'showAge' | 'gender' | 'city'>;
  /** The description's length so far, for its hint. */
  descriptionLength: number;
};

/** The form's first section: names, birthday, gender, pronouns, city and description. */
export function PersonSection({ control, fields, descriptionLength }: PersonSectionProps) {
  const { t } = useTranslation(['profiles', 'errors']);
  const errorText = useFieldErrorText();
  const { showAge, gender, city } = fields;

  return (
    <>
      <Typography variant="h2" sx={sectionSx}>
        {t('edit.sectionPerson')}
      </Typography>
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name="firstname"
          label={t('edit.firstname')}
          autoComplete="given-name"
          margin="dense"
          inputProps={{ maxLength: PROFILE_LIMITS.nameMax }}
        />
        <FormTextField
          control={control}
          name="lastname"
          label={t('edit.lastname')}
          autoComplete="family-name"
          margin="dense"
          inputProps={{ maxLength: PROFILE_LIMITS.nameMax }}
        />
      </Box>
      <FormTextField
        control={control}
        name="name"
        label={t('edit.name')}
        hint={t('edit.nameHint')}
        autoComplete="nickname"
        required
        margin="dense"
        inputProps={{ maxLength: PROFILE_LIMITS.nameMax }}
      />
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name="birthday"
          label={t('edit.birthday')}
          hint={t('edit.birthdayHint')}
          type="date"
          autoComplete="bday"
          margin="dense"
          // The date input always shows its own placeholder: keep the label up.
          notched
          inputProps={{ max: new Date().toISOString().slice(0, 10) }}
        />
        <Box sx={{ alignSelf: 'center' }}>
          <CheckField
            name={showAge.field.name}
            label={t('edit.showAge')}
            checked={showAge.field.value}
            onChange={showAge.field.onChange}
            onBlur={showAge.field.onBlur}
            inputRef={showAge.field.ref}
          />
        </Box>
      </Box>
      <SelectField
        label={t('edit.gender')}
        name={gender.field.name}
        value={gender.field.value ?? ''}
        onChange={(value) => gender.field.onChange(value === '' ? null : value)}
        inputRef={gender.field.ref}
        error={Boolean(gender.fieldState.error)}
        helperText={errorText(gender.fieldState.error)}
        options={[
          { value: '', label: t('edit.genderNone') },
          ...GENDERS.map((value) => ({ value, label: t(`gender.${value}`) })),
        ]}
      />
      <FormTextField
        control={control}
        name="pronouns"
        label={t('edit.pronouns')}
        hint={t('edit.pronounsHint')}
        margin="dense"
        inputProps={{ maxLength: PROFILE_LIMITS.pronounsMax }}
      />
      <CityPicker
        value={city.field.value}
        onChange={(chosen) =>
          city.field.onChange(
            chosen
              ? {
                  id: chosen.id,
                  name: chosen.name,
                  country: chosen.country,
                  region: chosen.region,
                }
              : null,
          )
        }
        inputRef={city.field.ref}
        error={errorText(city.fieldState.error)}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('edit.description')}
        hint={t('edit.descriptionHint', { length: String(descriptionLength) })}
        multiline
        minRows={3}
        margin="dense"
        inputProps={{ maxLength: PROFILE_LIMITS.descriptionMax }}
      />
    </>
  );
}
