import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  profileFormSchema,
  profileFormValuesOf,
  profileInputOfForm,
  type Profile,
} from '@backline/domain';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import { ownProfileQuery, publicProfileQueryKey, saveProfile } from '../api/profile-api.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { MusicSection } from './profile-edit/music-section.tsx';
import { PersonSection } from './profile-edit/person-section.tsx';
import { PrivacySection } from './profile-edit/privacy-section.tsx';
import { useProfileFormFields } from './profile-edit/profile-form-fields.ts';

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

export function ProfileEditForm({
  profile,
  avatarSlot,
  mediaSlot,
  onSaved,
}: ProfileEditScreenProps & { profile: Profile }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const queryClient = useQueryClient();
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

  const fields = useProfileFormFields(control);
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
        <PersonSection control={control} fields={fields} descriptionLength={description.length} />
        <MusicSection fields={fields} />

        <Suspense fallback={<Box role="progressbar" aria-busy="true" sx={{ minHeight: 120 }} />}>
          <ProfileListEditors control={control} />
        </Suspense>

        <PrivacySection fields={fields} gemaVerified={profile.gemaVerified} />

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
