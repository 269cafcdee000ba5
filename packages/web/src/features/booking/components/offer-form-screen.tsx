import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  ARTIST_FORMS,
  BOOKING_CULTURES,
  GENRES,
  OfferFormSchema,
  PAY_KINDS,
  PAY_KINDS_WITH_AMOUNT,
  PERFORMANCE_TYPES,
  SCHEDULE_KINDS,
  publishProblems,
  type BookingOffer,
  type FieldError,
  type OfferFormValues,
  type OfferInput,
  type PayKind,
  type ScheduleKind,
} from '@backline/domain';
import { useState, type ReactNode } from 'react';
import {
  useController,
  useFieldArray,
  useWatch,
  type FieldError as FormFieldError,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import {
  bookingKeys,
  createOffer,
  myPagesForBookingQuery,
  offerQuery,
  updateOffer,
} from '../api/booking-api.ts';
import {
  datesForSchedule,
  emptyOfferForm,
  newOfferDate,
  offerFormOf,
  offerRequestOf,
} from '../offer-form-model.ts';
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormDateTimeField,
  FormMultiSelect,
  FormNumberField,
  FormSelectField,
} from './form-fields.tsx';
import { VenueField, type VenueChoice } from './venue-field.tsx';

export type OfferFormScreenProps = {
  /** The offer to edit; none to create one. */
  offerId?: string;
  /** The signed-in user's name (the first entry of "publish as"). */
  userName: string;
  notFound: ReactNode;
};

/** `/booking/create` and `/booking/{id}/edit`. */
export function OfferFormScreen({ offerId, userName, notFound }: OfferFormScreenProps) {
  const { t } = useTranslation('booking');
  const existing = useQuery({ ...offerQuery(offerId ?? ''), enabled: offerId !== undefined });
  usePageTitle(t(offerId ? 'form.editTitle' : 'form.createTitle'));
  if (offerId) {
    if (existing.isPending) return <CircularProgress aria-label={t('form.editTitle')} />;
    if (existing.isError) {
      const gone =
        existing.error instanceof AppError && existing.error.code === 'request.entity_not_found';
      return gone ? <>{notFound}</> : <ErrorAlert error={existing.error} />;
    }
    if (!existing.data.viewer.isOfferer) return <>{notFound}</>;
    return <OfferForm offer={existing.data} userName={userName} />;
  }
  return <OfferForm offer={null} userName={userName} />;
}

type OfferForm = UseFormReturn<OfferFormValues, unknown, OfferFormValues>;

const hasAmount = (kind: PayKind) => (PAY_KINDS_WITH_AMOUNT as readonly PayKind[]).includes(kind);

/** The server names a venue's page; the form has one venue field. */
const SERVER_FIELDS = { 'venue.pageId': 'venue' } as const;

/** Shows problems found beside the schema on their fields; `focus` puts the first in focus. */
function showProblems(form: OfferForm, problems: readonly FieldError[], focus: boolean) {
  problems.forEach((problem, index) => {
    if (!problem.field) return;
    const field = problem.field as FieldPath<OfferFormValues>;
    // A field the schema already found at fault keeps that message.
    if (!focus && form.getFieldState(field).error) return;
    form.setError(
      field,
      { type: 'rule', message: problem.code },
      { shouldFocus: focus && index === 0 },
    );
  });
}

function OfferForm({ offer, userName }: { offer: BookingOffer | null; userName: string }) {
  const { t } = useTranslation(['booking', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pages = useQuery(myPagesForBookingQuery);
  const form: OfferForm = useAppForm(OfferFormSchema, {
    defaultValues: offer ? offerFormOf(offer) : emptyOfferForm(),
  });
  const { control } = form;
  const dates = useFieldArray({ control, name: 'dates', keyName: 'key' });
  const schedule = useWatch({ control, name: 'schedule' });
  const payKind = useWatch({ control, name: 'pay.kind' });
  const errorText = useFieldErrorText();
  // A new venue being entered: the offer waits until it is saved (spec section 5).
  const [stubOpen, setStubOpen] = useState(false);
  const published = offer !== null && offer.status !== 'draft' && offer.status !== 'pending';
  const locked = new Set(offer?.viewer.lockedFields ?? []);

  const save = useMutation({
    mutationFn: (request: {
      input: OfferInput;
      publisherPageId: string | null;
      publish: boolean;
    }) =>
      offer
        ? updateOffer(offer.id, request.input)
        : createOffer(request.input, request.publish, request.publisherPageId),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      await navigate(saved.resource);
    },
  });

  /** What the schema cannot know: an unsaved venue stub, and the clock when publishing. */
  const sendingProblems = (values: OfferFormValues, publish: boolean): FieldError[] => [
    ...(stubOpen ? [{ code: 'booking.stub_needs_saving' as const, field: 'venue' }] : []),
    ...(publish ? publishProblems(values, new Date()) : []),
  ];
  const submit = (publish: boolean) =>
    form.handleSubmit(
      (values) => {
        const problems = sendingProblems(values, publish);
        if (problems.length > 0) {
          showProblems(form, problems, true);
          return;
        }
        save.mutate(
          { ...offerRequestOf(values), publish },
          {
            onError: (error) => {
              // On the fields it names; what names none stays as the alert.
              if (applyServerErrors(form, error, SERVER_FIELDS)) save.reset();
            },
          },
        );
      },
      // Every problem at once: the schema's are shown and focused, these join them.
      () => showProblems(form, sendingProblems(form.getValues(), publish), false),
    );

  const venues: VenueChoice[] = [
    ...(offer?.venue ? [{ id: offer.venue.id, name: offer.venue.name }] : []),
    ...(pages.data?.pages ?? [])
      .filter((page) => page.kind === 'location' || page.kind === 'organization')
      .filter((page) => page.id !== offer?.venue?.id),
  ];
  const actingPages = (pages.data?.pages ?? []).filter((page) => page.canActAs);
  const language = currentLanguage();
  const cultureOptions = BOOKING_CULTURES.map((culture) => ({
    value: culture.id,
    label: culture[language],
  }));
  const genreOptions = [...GENRES]
    .map((genre) => ({ value: genre.id, label: genre[language] }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const datesError = form.formState.errors.dates;
  const datesErrorText = errorText(
    datesError?.root ?? (datesError?.message ? (datesError as FormFieldError) : undefined),
  );
  const series = schedule === 'series' && !published;

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t(offer ? 'form.editTitle' : 'form.createTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('form.intro')}
      </Typography>
      {locked.size > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('form.locked')}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="form" onSubmit={submit(!offer)} noValidate>
          {!offer ? (
            <FormSelectField
              control={control}
              name="publisherPageId"
              label={t('form.publishAs')}
              options={[
                { value: '', label: t('form.asMyself', { name: userName }) },
                ...actingPages.map((page) => ({ value: page.id, label: page.name })),
              ]}
              toValue={(stored) => (typeof stored === 'string' ? stored : '')}
              fromValue={(value) => value || null}
            />
          ) : null}
          <FormTextField
            control={control}
            name="title"
            label={t('form.title')}
            required
            margin="dense"
          />
          <FormSelectField
            control={control}
            name="performanceType"
            label={t('form.performanceType')}
            disabled={locked.has('performanceType')}
            options={PERFORMANCE_TYPES.map((type) => ({
              value: type,
              label: t(`performance.${type}`),
            }))}
          />
          <OfferVenue
            form={form}
            known={venues}
            disabled={locked.has('venue')}
            onStubOpenChange={setStubOpen}
          />
          <FormCheckbox control={control} name="privateEvent" label={t('form.privateEvent')} />

          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {t('form.schedule')}
          </Typography>
          {published ? (
            <Typography variant="body2" color="text.secondary">
              {t('form.datesFixed')}
            </Typography>
          ) : (
            <FormSelectField<OfferFormValues, ScheduleKind>
              control={control}
              name="schedule"
              label={t('form.scheduleKind')}
              options={SCHEDULE_KINDS.map((kind) => ({
                value: kind,
                label: t(
                  kind === 'single'
                    ? 'form.scheduleSingle'
                    : kind === 'series'
                      ? 'form.scheduleSeries'
                      : 'form.scheduleNone',
                ),
              }))}
              onChanged={(kind) => {
                // The dates follow the kind: one, several, or none with slots of their own.
                const next = datesForSchedule(form.getValues(), kind);
                dates.replace(next.dates);
                form.setValue('undatedSlots', next.undatedSlots);
              }}
            />
          )}
          {schedule === 'none' ? (
            <FormNumberField
              control={control}
              name="undatedSlots"
              label={t('form.undatedSlots')}
              inputProps={{ min: 1 }}
              margin="dense"
            />
          ) : (
            <Stack spacing={1} sx={{ mt: 1 }}>
              {dates.fields.map((date, index) => (
                <Box
                  key={date.key}
                  role="group"
                  aria-label={t('form.dateNumber', { number: index + 1 })}
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: '1fr 6rem auto',
                    alignItems: 'start',
                  }}
                >
                  <FormDateTimeField
                    control={control}
                    name={`dates.${index}.startsAt`}
                    empty=""
                    label={t('form.date')}
                    disabled={published}
                    margin="dense"
                  />
                  <FormNumberField
                    control={control}
                    name={`dates.${index}.slots`}
                    label={t('form.slots')}
                    inputProps={{ min: 1 }}
                    margin="dense"
                  />
                  {series ? (
                    <IconButton
                      aria-label={t('form.removeDate', { number: index + 1 })}
                      onClick={() => dates.remove(index)}
                      sx={{ mt: 1.5 }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ) : (
                    <span />
                  )}
                </Box>
              ))}
              {datesErrorText ? <FormHelperText error>{datesErrorText}</FormHelperText> : null}
              {series ? (
                <Button
                  onClick={() => dates.append(newOfferDate())}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('form.addDate')}
                </Button>
              ) : null}
            </Stack>
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormNumberField
              control={control}
              name="durationMinutes"
              label={t('form.duration')}
              inputProps={{ min: 5 }}
              margin="dense"
            />
            <FormDateTimeField
              control={control}
              name="applyUntil"
              empty={null}
              label={t('form.applyUntil')}
              margin="dense"
            />
          </Box>

          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormSelectField<OfferFormValues, PayKind>
              control={control}
              name="pay.kind"
              label={t('form.payKind')}
              disabled={locked.has('pay')}
              options={PAY_KINDS.map((kind) => ({
                value: kind,
                label: t(
                  kind === 'pay'
                    ? 'form.payPay'
                    : kind === 'cost'
                      ? 'form.payCost'
                      : kind === 'negotiable'
                        ? 'form.payNegotiable'
                        : 'form.payNone',
                ),
              }))}
              onChanged={(kind) => {
                // An amount belongs to pay and cost only.
                if (!hasAmount(kind)) form.setValue('pay.amountCents', null);
              }}
            />
            {hasAmount(payKind) ? (
              <FormNumberField
                control={control}
                name="pay.amountCents"
                euros
                label={t('form.amount')}
                inputProps={{ min: 1, step: 'any' }}
                disabled={locked.has('pay')}
                margin="dense"
              />
            ) : null}
          </Box>
          {(['backline', 'conditions', 'description'] as const).map((field) => (
            <FormTextField
              key={field}
              control={control}
              name={field}
              label={t(`form.${field}`)}
              multiline
              minRows={field === 'description' ? 4 : 2}
              disabled={field === 'conditions' && locked.has('conditions')}
              margin="dense"
            />
          ))}
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
                <FormCheckbox
                  key={field}
                  control={control}
                  name={field}
                  label={t(`form.${field}`)}
                />
              ),
            )}
          </Stack>
          <ErrorAlert error={save.error} sx={{ mt: 1 }} />
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            {offer ? (
              <Button type="submit" variant="contained" loading={save.isPending}>
                {t('form.save')}
              </Button>
            ) : (
              <>
                <Button type="submit" variant="contained" loading={save.isPending}>
                  {t('form.publish')}
                </Button>
                <Button onClick={() => void submit(false)()} disabled={save.isPending}>
                  {t('form.saveDraft')}
                </Button>
              </>
            )}
          </Stack>
        </Box>
      </Paper>
    </Container>
  );
}

/** The venue: a page on Backline (its id in the form) or online; a new one is saved first. */
function OfferVenue({
  form,
  known,
  disabled,
  onStubOpenChange,
}: {
  form: OfferForm;
  known: VenueChoice[];
  disabled: boolean;
  onStubOpenChange: (open: boolean) => void;
}) {
  const { field, fieldState } = useController({ control: form.control, name: 'venue' });
  const errorText = useFieldErrorText()(fieldState.error);
  const venue = field.value;
  return (
    <VenueField
      value={venue.kind === 'page' ? venue.pageId : ''}
      known={known}
      disabled={disabled}
      errorText={errorText}
      stubUnsaved={fieldState.error?.message === 'booking.stub_needs_saving'}
      onChange={(pageId) => field.onChange(pageId ? { kind: 'page', pageId } : { kind: 'virtual' })}
      inputRef={field.ref}
      onStubOpenChange={(open) => {
        onStubOpenChange(open);
        // Saving or discarding the new venue settles its complaint.
        if (!open && fieldState.error?.message === 'booking.stub_needs_saving') {
          form.clearErrors('venue');
        }
      }}
    />
  );
}
