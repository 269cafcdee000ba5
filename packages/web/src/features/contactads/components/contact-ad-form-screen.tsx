import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  CONTACT_AD_AMBITION_BITS,
  CONTACT_AD_LIFETIME_DAYS,
  CONTACT_AD_PUBLISHER_KINDS,
  CONTACT_AD_SKILL_BITS,
  ContactAdInputSchema,
  type ContactAdDetail,
  type ContactAdInput,
  type ContactAdSearchType,
  type MediaOwner,
} from '@backline/domain';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CityChoice } from '../../../components/ui/city-picker.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import {
  contactAdKeys,
  contactAdQuery,
  contactAdsChanged,
  createContactAd,
  myActingPagesQuery,
  updateContactAd,
} from '../api/contactads-api.ts';
import { contactAdFormOf, emptyContactAdForm } from '../contact-ad-form-model.ts';
import {
  CheckField,
  InstrumentsField,
  MaskField,
  SearchTypeField,
  type ContactAdControl,
} from './contact-ad-form-fields.tsx';
import { BandTypeField, GenresField, RemoteField } from './contact-ad-choice-fields.tsx';

// The city search loads in a chunk of its own, after the form.
const CityPicker = lazy(() =>
  import('../../../components/ui/city-picker.tsx').then((module) => ({
    default: module.CityPicker,
  })),
);

export type ContactAdFormScreenProps = {
  /** The ad to edit; none to create one. */
  adId?: string;
  user: { id: string; name: string };
  notFound: ReactNode;
  /** Pictures and audio from the publisher's media (composed by the route: media are theirs). */
  renderMediaFields?: (props: MediaFieldsProps) => ReactNode;
};

export type MediaFieldsProps = {
  control: ContactAdControl;
  owner: MediaOwner;
  ownerName: string;
};

/** `/contactad/create` and `/contactad/{id}/edit`. */
export function ContactAdFormScreen({
  adId,
  user,
  notFound,
  renderMediaFields,
}: ContactAdFormScreenProps) {
  const { t } = useTranslation('contactads');
  const existing = useQuery({ ...contactAdQuery(adId ?? ''), enabled: adId !== undefined });
  if (!adId) return <ContactAdForm ad={null} user={user} renderMediaFields={renderMediaFields} />;
  if (existing.isPending || existing.isError) {
    const gone =
      existing.error instanceof AppError &&
      (existing.error.code === 'request.entity_not_found' ||
        existing.error.code === 'contactads.not_found');
    if (gone) return <>{notFound}</>;
    return (
      <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <PageHeader title={t('form.editTitle')} />
        {existing.isError ? (
          <ErrorState error={existing.error} onRetry={() => void existing.refetch()} />
        ) : (
          <DetailSkeleton />
        )}
      </Box>
    );
  }
  if (!existing.data.canManage) return <>{notFound}</>;
  return <ContactAdForm ad={existing.data} user={user} renderMediaFields={renderMediaFields} />;
}

/** The server names no field for the limit: it is the publisher's, so it shows there. */
const FIELD_OF_CODE: Partial<Record<string, keyof ContactAdInput>> = {
  'contactads.limit_reached': 'pageId',
  'contactads.publisher_not_allowed': 'pageId',
  'contactads.city_required': 'cityId',
  'contactads.media_not_found': 'pictureIds',
};

function ContactAdForm({
  ad,
  user,
  renderMediaFields,
}: {
  ad: ContactAdDetail | null;
  user: { id: string; name: string };
  renderMediaFields?: ContactAdFormScreenProps['renderMediaFields'];
}) {
  const { t } = useTranslation(['contactads', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pages = useQuery({ ...myActingPagesQuery, enabled: ad === null });
  const form = useAppForm(ContactAdInputSchema, {
    defaultValues: ad ? contactAdFormOf(ad) : emptyContactAdForm(),
  });
  const { control } = form;
  const save = useMutation({
    mutationFn: (input: ContactAdInput) =>
      ad ? updateContactAd(ad.id, input) : createContactAd(input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(contactAdKeys.detail(answer.contactAd.id), answer);
      await contactAdsChanged(queryClient);
      await navigate(answer.contactAd.resource);
    },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(form, error)) {
          save.reset();
          return;
        }
        const field = error instanceof AppError ? FIELD_OF_CODE[error.code] : undefined;
        if (field && error instanceof AppError) {
          form.setError(field, { type: 'server', message: error.code }, { shouldFocus: true });
          save.reset();
        }
      },
    }),
  );
  const searchType = useWatch({ control, name: 'searchType' }) as ContactAdSearchType;
  const pageId = useWatch({ control, name: 'pageId' });
  // Pictures and audio are the publisher's: another publisher starts without them.
  const publisherShown = useRef(pageId);
  useEffect(() => {
    if (publisherShown.current === pageId) return;
    publisherShown.current = pageId;
    form.setValue('pictureIds', []);
    form.setValue('audioIds', []);
  }, [pageId, form]);
  const artistPages = (pages.data?.pages ?? []).filter(
    (page) => page.kind === 'artist' && page.canActAs,
  );
  const owner = ad
    ? { kind: ad.publisher.kind, id: ad.publisher.id }
    : pageId
      ? { kind: 'page' as const, id: pageId }
      : { kind: 'user' as const, id: user.id };
  const ownerName = ad
    ? ad.publisher.name
    : (artistPages.find((page) => page.id === pageId)?.name ?? user.name);

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <PageHeader
        title={t(ad ? 'form.editTitle' : 'form.createTitle')}
        subtitle={t('form.intro', { days: CONTACT_AD_LIFETIME_DAYS })}
      />
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Section title={t('form.basics')}>
            <SearchTypeField control={control} />
            {ad ? (
              <Typography variant="body2" color="text.secondary">
                {t('form.publisherFixed', { name: ad.publisher.name })}
              </Typography>
            ) : (
              <PublisherField
                control={control}
                userName={user.name}
                pages={
                  (CONTACT_AD_PUBLISHER_KINDS[searchType] as readonly string[]).includes('artist')
                    ? artistPages
                    : []
                }
              />
            )}
            <FormTextField control={control} name="title" label={t('form.title')} required />
            <FormTextField
              control={control}
              name="text"
              label={t('form.text')}
              hint={t('form.textHint')}
              required
              multiline
              minRows={5}
            />
          </Section>
          <MatchingSections control={control} />
          <Section title={t('form.details')}>
            <Stack>
              <CheckField
                control={control}
                name="rehearsalSpace"
                label={t('form.rehearsalSpace')}
              />
              <CheckField control={control} name="mobile" label={t('form.mobile')} />
              <CheckField
                control={control}
                name="songsAvailable"
                label={t('form.songsAvailable')}
              />
            </Stack>
            <RemoteField control={control} />
            <CityField control={control} initial={ad?.city ?? null} />
          </Section>
          {renderMediaFields ? (
            <Section title={t('form.media')}>
              {renderMediaFields({ control, owner, ownerName })}
            </Section>
          ) : null}
        </Stack>
        <ErrorAlert error={save.error} sx={{ mt: 2 }} />
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
          {t(ad ? 'form.save' : 'form.publish')}
        </Button>
      </Box>
    </Box>
  );
}

/** What matching reads: instruments, genres, ambition, skill and band type. */
function MatchingSections({ control }: { control: ContactAdControl }) {
  const { t } = useTranslation('contactads');
  return (
    <>
      <Section title={t('form.instruments')}>
        <InstrumentsField
          control={control}
          name="instrumentsOffered"
          label={t('form.instrumentsOffered')}
        />
        <InstrumentsField
          control={control}
          name="instrumentsSearched"
          label={t('form.instrumentsSearched')}
        />
        <GenresField control={control} />
      </Section>
      <Section title={t('form.profile')}>
        <MaskField
          control={control}
          name="ambition"
          title={t('form.ambition')}
          hint={t('form.ambitionHint')}
          bits={CONTACT_AD_AMBITION_BITS}
          labelOf={(key) => t(`ambition.${key as keyof typeof CONTACT_AD_AMBITION_BITS}`)}
        />
        <MaskField
          control={control}
          name="skill"
          title={t('form.skill')}
          hint={t('form.skillHint')}
          bits={CONTACT_AD_SKILL_BITS}
          labelOf={(key) => t(`skill.${key as keyof typeof CONTACT_AD_SKILL_BITS}`)}
        />
        <BandTypeField control={control} />
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** Who publishes: myself, or one of my artist pages when the search type allows it. */
function PublisherField({
  control,
  userName,
  pages,
}: {
  control: ContactAdControl;
  userName: string;
  pages: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('contactads');
  const { field, fieldState } = useController({ control, name: 'pageId' });
  const error = useFieldErrorText()(fieldState.error);
  const value = field.value && pages.some((page) => page.id === field.value) ? field.value : '';
  // A page the search type does not allow falls back to myself.
  const stale = Boolean(field.value) && value === '';
  useEffect(() => {
    if (stale) field.onChange(null);
  }, [stale, field]);
  return (
    <SelectField
      label={t('form.publisher')}
      name="pageId"
      value={value}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? (pages.length > 0 ? t('form.publisherHint') : undefined)}
      options={[
        { value: '', label: t('form.asMyself', { name: userName }) },
        ...pages.map((page) => ({ value: page.id, label: page.name })),
      ]}
      onChange={(next) => field.onChange(next || null)}
    />
  );
}

/** The city of the ad (required unless remote only); the picker shows the chosen city's name. */
function CityField({
  control,
  initial,
}: {
  control: ContactAdControl;
  initial: CityChoice | null;
}) {
  const { t } = useTranslation('contactads');
  const { field, fieldState } = useController({ control, name: 'cityId' });
  const error = useFieldErrorText()(fieldState.error);
  // The form keeps the id; the name of the city chosen is only what the picker shows.
  const [shown, setShown] = useState<CityChoice | null>(initial);
  return (
    <Box>
      <Suspense fallback={null}>
        <CityPicker
          id="contactad-city"
          label={t('form.city')}
          value={field.value === null ? null : shown}
          onChange={(city) => {
            setShown(city);
            field.onChange(city?.id ?? null);
          }}
          inputRef={field.ref}
          error={error}
        />
      </Suspense>
      {error ? null : (
        <Typography variant="caption" color="text.secondary">
          {t('form.cityHint')}
        </Typography>
      )}
    </Box>
  );
}
