import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GEMA_BADGE_VISIBILITIES,
  GENDERS,
  PROFILE_LIMITS,
  PROFILE_VISIBILITIES,
  profileFormSchema,
  profileFormValuesOf,
  profileInputOfForm,
  type Profile,
  type ProfileForm,
  type ProfileFormValues,
} from '@backline/domain';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldError } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { CityPicker } from '../../../components/ui/city-picker.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import { ownProfileQuery, publicProfileQueryKey, saveProfile } from '../api/profile-api.ts';
import { CheckField } from './check-field.tsx';
import { InstrumentPicker } from './instrument-picker.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

// Links, gear, releases and gigs sit below the fold: their editors load right after the form.
const ProfileListEditors = lazy(() =>
  import('./profile-list-editors.tsx').then((module) => ({ default: module.ProfileListEditors })),
);

export type ProfileEditScreenProps = {
  /**
   * Where the avatar and cover upload (with crop) is mounted, above the form. The media module
   * provides it; the route composes it.
   */
  avatarSlot?: ReactNode;
  /** Where the media sections (albums, audio, video, documents) are mounted, below the form. */
  mediaSlot?: ReactNode;
  /** Called after a successful save with the saved profile. */
  onSaved?: (profile: Profile) => void;
};

/** The screen's width (the avatar slot's cover spans it). */
export const PROFILE_EDIT_MAX_WIDTH = 720;

/** `/user/edit`, the profile part: loads the own profile and shows the form. */
export function ProfileEditScreen(props: ProfileEditScreenProps) {
  const { t } = useTranslation('profiles');
  const query = useQuery(ownProfileQuery);
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PROFILE_EDIT_MAX_WIDTH }}>
      <PageHeader title={t('edit.title')} />
      {query.error ? <ErrorAlert error={query.error} /> : null}
      {query.data ? (
        <ProfileEditForm key={query.data.id} profile={query.data} {...props} />
      ) : query.error ? null : (
        <Box role="progressbar" aria-busy="true" sx={{ minHeight: 200 }} />
      )}
    </Box>
  );
}

/** The form's control, for the parts of it in other modules (the list editors). */
export type ProfileFormControl = Control<ProfileFormValues, unknown, ProfileForm>;

const sectionSx = { mt: 4, mb: 1 } as const;
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

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

export function ProfileEditForm({
  profile,
  avatarSlot,
  mediaSlot,
  onSaved,
}: ProfileEditScreenProps & { profile: Profile }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const queryClient = useQueryClient();
  const errorText = useFieldErrorText();
  // The age and year rules count from the day the form opened.
  const [schema] = useState(() => profileFormSchema(new Date()));
  const form = useAppForm(schema, { defaultValues: profileFormValuesOf(profile) });
  const { control } = form;

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(ownProfileQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(saved.id) });
      // The server's normalised values (links) are the form's from now on.
      form.reset(profileFormValuesOf(saved));
      onSaved?.(saved);
    },
  });
  // "Saved" and a failure belong to the values sent: a change makes them old news.
  const { reset: resetSave } = save;
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') resetSave();
    });
    return () => subscription.unsubscribe();
  }, [form, resetSave]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(profileInputOfForm(values), {
      onError: (error) => applyServerErrors(form, error, { cityId: 'city' }),
    }),
  );

  const showAge = useController({ control, name: 'showAge' });
  const professional = useController({ control, name: 'professional' });
  const gender = useController({ control, name: 'gender' });
  const city = useController({ control, name: 'city' });
  const instruments = useController({ control, name: 'instruments' });
  const visibility = useController({ control, name: 'visibility' });
  const gemaBadge = useController({ control, name: 'gemaBadge' });
  const description = form.watch('description') ?? '';

  const invalid = Object.keys(form.formState.errors).length > 0;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('edit.intro')}{' '}
        <Link component={RouterLink} to={profile.resource}>
          {t('edit.viewProfile')}
        </Link>
      </Typography>
      {avatarSlot}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('edit.title')}>
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
          hint={t('edit.descriptionHint', { length: String(description.length) })}
          multiline
          minRows={3}
          margin="dense"
          inputProps={{ maxLength: PROFILE_LIMITS.descriptionMax }}
        />

        <Typography variant="h2" sx={sectionSx}>
          {t('edit.sectionMusic')}
        </Typography>
        <InstrumentPicker
          value={instruments.field.value}
          onChange={instruments.field.onChange}
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

        <Suspense fallback={<Box role="progressbar" aria-busy="true" sx={{ minHeight: 120 }} />}>
          <ProfileListEditors control={control} />
        </Suspense>

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
          helperText={profile.gemaVerified ? undefined : t('edit.gemaBadgeUnverified')}
        />

        <Box sx={{ mt: 3 }} aria-live="polite">
          {save.isSuccess ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('edit.saved')}
            </Alert>
          ) : null}
          {invalid ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('edit.fixErrors')}
            </Alert>
          ) : null}
          <ErrorAlert
            error={hasServerFieldErrors(form.formState.errors) ? null : save.error}
            sx={{ mb: 2 }}
          />
        </Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('edit.save')}
        </Button>
      </Box>
      {mediaSlot ? (
        <Box component="section" aria-label={t('edit.media')} sx={{ mt: 4 }}>
          {mediaSlot}
        </Box>
      ) : null}
    </Box>
  );
}
