import Typography from '@mui/material/Typography';
import { GEMA_BADGE_VISIBILITIES, PROFILE_VISIBILITIES } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { sectionSx, type ProfileFormFields } from './profile-form-fields.ts';

/** The privacy section: the profile's visibility and who sees the GEMA badge. */
export function PrivacySection({
  fields,
  gemaVerified,
}: {
  fields: Pick<ProfileFormFields, 'visibility' | 'gemaBadge'>;
  gemaVerified: boolean;
}) {
  const { t } = useTranslation(['profiles', 'errors']);
  const { visibility, gemaBadge } = fields;

  return (
    <>
      <Typography variant="h2" sx={sectionSx}>
        {t('edit.sectionPrivacy')}
      </Typography>
      <SelectField
        label={t('edit.visibility')}
        name={visibility.field.name}
        value={visibility.field.value}
        onChange={visibility.field.onChange}
        inputRef={visibility.field.ref}
        options={PROFILE_VISIBILITIES.map((value) => ({
          value,
          label: t(value === 'public' ? 'edit.visibilityPublic' : 'edit.visibilityPrivate'),
        }))}
      />
      <SelectField
        label={t('edit.gemaBadge')}
        name={gemaBadge.field.name}
        value={gemaBadge.field.value}
        onChange={gemaBadge.field.onChange}
        inputRef={gemaBadge.field.ref}
        options={GEMA_BADGE_VISIBILITIES.map((value) => ({
          value,
          label: t(
            value === 'gema'
              ? 'edit.gemaBadgeGema'
              : value === 'public'
                ? 'edit.gemaBadgePublic'
                : 'edit.gemaBadgeNone',
          ),
        }))}
        helperText={gemaVerified ? undefined : t('edit.gemaBadgeUnverified')}
      />
    </>
  );
}
