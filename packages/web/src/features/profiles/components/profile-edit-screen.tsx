import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  GEMA_BADGE_VISIBILITIES,
  GENDERS,
  PROFILE_LIMITS,
  PROFILE_VISIBILITIES,
  type ErrorCode,
  type Profile,
} from '@backline/domain';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CityPicker } from '../../../components/ui/city-picker.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useTranslation } from 'react-i18next';
import {
  OWN_PROFILE_QUERY_KEY,
  fetchOwnProfile,
  publicProfileQueryKey,
  saveProfile,
} from '../api/profile-api.ts';
import {
  draftOf,
  inputOf,
  validateDraft,
  type FieldErrors,
  type ProfileDraft,
} from './profile-form-model.ts';
import { CheckField } from './check-field.tsx';
import { InstrumentPicker } from './instrument-picker.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { ListEditorsProps } from './profile-list-editors.tsx';
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

/** `/user/edit`, the profile part: loads the own profile and shows the form. */
export function ProfileEditScreen(props: ProfileEditScreenProps) {
  const { t } = useTranslation('profiles');
  const query = useQuery({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchOwnProfile(signal),
  });
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 720 }}>
      <PageTitle>{t('edit.title')}</PageTitle>
      {query.error ? <ErrorAlert error={query.error} /> : null}
      {query.data ? (
        <ProfileEditForm key={query.data.id} profile={query.data} {...props} />
      ) : query.error ? null : (
        <Box role="progressbar" aria-busy="true" sx={{ minHeight: 200 }} />
      )}
    </Box>
  );
}

type ListKey = 'links' | 'gear' | 'releases' | 'gigs';

const sectionSx = { mt: 4, mb: 1 } as const;
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

export function ProfileEditForm({
  profile,
  avatarSlot,
  mediaSlot,
  onSaved,
}: ProfileEditScreenProps & { profile: Profile }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useMutation({
    mutationFn: () => saveProfile(inputOf(draft)),
    onSuccess: (saved) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(saved.id) });
      setDraft(draftOf(saved));
      onSaved?.(saved);
    },
    onError: (failure) => {
      if (failure instanceof AppError && failure.field) {
        setErrors({ [failure.field]: failure.code });
      }
    },
  });

  const update = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    save.reset();
  };
  const updateItem: ListEditorsProps['updateItem'] = <K extends ListKey>(
    key: K,
    index: number,
    change: Partial<ProfileDraft[K][number]>,
  ) =>
    update(
      key,
      draft[key].map((item, i) => (i === index ? { ...item, ...change } : item)) as ProfileDraft[K],
    );
  const removeItem = (key: ListKey, index: number) => {
    update(key, draft[key].filter((_, i) => i !== index) as never);
    setErrors({});
  };

  const message = (field: string): string | undefined => {
    const code: ErrorCode | undefined = errors[field];
    return code ? t(`errors:${code}`) : undefined;
  };
  /** Props of a text input bound to a field path. */
  const field: ListEditorsProps['field'] = (name: string, hint?: string) => ({
    name,
    id: `profile-${name.replace(/\./g, '-')}`,
    error: Boolean(errors[name]),
    helperText: message(name) ?? hint ?? ' ',
    margin: 'dense' as const,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    save.reset();
    if (Object.keys(found).length === 0) save.mutate();
  };

  const hasErrors = Object.keys(errors).length > 0;
  const serverErrorElsewhere =
    save.error && !(save.error instanceof AppError && save.error.field) ? save.error : null;

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
          <OutlinedField
            {...field('firstname')}
            label={t('edit.firstname')}
            autoComplete="given-name"
            value={draft.firstname}
            onChange={(event) => update('firstname', event.target.value)}
            inputProps={{ maxLength: PROFILE_LIMITS.nameMax }}
          />
          <OutlinedField
            {...field('lastname')}
            label={t('edit.lastname')}
            autoComplete="family-name"
            value={draft.lastname}
            onChange={(event) => update('lastname', event.target.value)}
            inputProps={{ maxLength: PROFILE_LIMITS.nameMax }}
          />
        </Box>
        <OutlinedField
          {...field('name', t('edit.nameHint'))}
          label={t('edit.name')}
          autoComplete="nickname"
          required
          value={draft.name}
          onChange={(event) => update('name', event.target.value)}
          inputProps={{ maxLength: 80 }}
        />
        <Box sx={twoColumns}>
          <OutlinedField
            {...field('birthday', t('edit.birthdayHint'))}
            label={t('edit.birthday')}
            type="date"
            autoComplete="bday"
            value={draft.birthday}
            onChange={(event) => update('birthday', event.target.value)}
            notched
            // The date input always shows its own placeholder: keep the label up.
            inputProps={{ max: new Date().toISOString().slice(0, 10) }}
          />
          <Box sx={{ alignSelf: 'center' }}>
            <CheckField
              name="showAge"
              label={t('edit.showAge')}
              checked={draft.showAge}
              onChange={(checked) => update('showAge', checked)}
            />
          </Box>
        </Box>
        <SelectField
          label={t('edit.gender')}
          name="gender"
          value={draft.gender}
          onChange={(gender) => update('gender', gender)}
          options={[
            { value: '', label: t('edit.genderNone') },
            ...GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) })),
          ]}
        />
        <OutlinedField
          {...field('pronouns', t('edit.pronounsHint'))}
          label={t('edit.pronouns')}
          value={draft.pronouns}
          onChange={(event) => update('pronouns', event.target.value)}
          inputProps={{ maxLength: PROFILE_LIMITS.pronounsMax }}
        />
        <CityPicker
          value={draft.city}
          onChange={(city) => update('city', city)}
          error={message('cityId')}
        />
        <OutlinedField
          {...field(
            'description',
            t('edit.descriptionHint', { length: String(draft.description.length) }),
          )}
          label={t('edit.description')}
          multiline
          minRows={3}
          value={draft.description}
          onChange={(event) => update('description', event.target.value)}
          inputProps={{ maxLength: PROFILE_LIMITS.descriptionMax }}
        />

        <Typography variant="h2" sx={sectionSx}>
          {t('edit.sectionMusic')}
        </Typography>
        <InstrumentPicker
          value={draft.instruments}
          onChange={(ids) => update('instruments', ids)}
          error={
            message('instruments') ??
            Object.entries(errors)
              .filter(([name]) => name.startsWith('instruments.'))
              .map(([, code]) => (code ? t(`errors:${code}`) : ''))[0]
          }
        />
        <CheckField
          name="professional"
          label={t('edit.professional')}
          checked={draft.professional}
          onChange={(checked) => update('professional', checked)}
        />

        <Suspense fallback={<Box role="progressbar" aria-busy="true" sx={{ minHeight: 120 }} />}>
          <ProfileListEditors
            draft={draft}
            field={field}
            update={update}
            updateItem={updateItem}
            removeItem={removeItem}
          />
        </Suspense>

        <Typography variant="h2" sx={sectionSx}>
          {t('edit.sectionPrivacy')}
        </Typography>
        <SelectField
          label={t('edit.visibility')}
          name="visibility"
          value={draft.visibility}
          onChange={(visibility) => update('visibility', visibility)}
          options={PROFILE_VISIBILITIES.map((visibility) => ({
            value: visibility,
            label: t(visibility === 'public' ? 'edit.visibilityPublic' : 'edit.visibilityPrivate'),
          }))}
        />
        <SelectField
          label={t('edit.gemaBadge')}
          name="gemaBadge"
          value={draft.gemaBadge}
          onChange={(badge) => update('gemaBadge', badge)}
          options={GEMA_BADGE_VISIBILITIES.map((badge) => ({
            value: badge,
            label: t(
              badge === 'gema'
                ? 'edit.gemaBadgeGema'
                : badge === 'public'
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
          {hasErrors ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('edit.fixErrors')}
            </Alert>
          ) : null}
          <ErrorAlert error={serverErrorElsewhere} sx={{ mb: 2 }} />
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
