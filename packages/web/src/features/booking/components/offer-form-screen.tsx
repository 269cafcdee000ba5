import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
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
  PAY_KINDS,
  PERFORMANCE_TYPES,
  SCHEDULE_KINDS,
  type BookingOffer,
} from '@backline/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert, toAppError } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
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
  emptyOfferForm,
  offerFormOf,
  offerInputOf,
  type OfferFormState,
} from '../offer-form-model.ts';
import { VenueField } from './venue-field.tsx';

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

function OfferForm({ offer, userName }: { offer: BookingOffer | null; userName: string }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pages = useQuery(myPagesForBookingQuery);
  const [form, setForm] = useState<OfferFormState>(() =>
    offer ? offerFormOf(offer) : emptyOfferForm(),
  );
  const [publisher, setPublisher] = useState('');
  const [localError, setLocalError] = useState<AppError | null>(null);
  const [stubOpen, setStubOpen] = useState(false);
  const published = offer !== null && offer.status !== 'draft' && offer.status !== 'pending';
  const locked = new Set(offer?.viewer.lockedFields ?? []);
  const set = <K extends keyof OfferFormState>(key: K, value: OfferFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    mutationFn: (publish: boolean) =>
      offer
        ? updateOffer(offer.id, offerInputOf(form))
        : createOffer(offerInputOf(form), publish, publisher || null),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      await navigate(saved.resource);
    },
  });

  const submit = (publish: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setLocalError(null);
    if (!form.title.trim()) {
      setLocalError(new AppError('validation.required', { field: 'title' }));
      return;
    }
    if (stubOpen) {
      setLocalError(new AppError('booking.stub_needs_saving', { field: 'venue' }));
      return;
    }
    save.mutate(publish);
  };

  const error = localError ?? (save.error ? toAppError(save.error) : null);
  const fieldProps = (field: string) => ({
    error: error?.field === field || error?.field?.startsWith(`${field}.`) === true,
  });
  const venues = [
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
            <SelectField
              label={t('form.publishAs')}
              name="publisher"
              value={publisher}
              options={[
                { value: '', label: t('form.asMyself', { name: userName }) },
                ...actingPages.map((page) => ({ value: page.id, label: page.name })),
              ]}
              onChange={setPublisher}
            />
          ) : null}
          <OutlinedField
            label={t('form.title')}
            name="title"
            required
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
            margin="dense"
            {...fieldProps('title')}
          />
          <SelectField
            label={t('form.performanceType')}
            name="performanceType"
            value={form.performanceType}
            disabled={locked.has('performanceType')}
            options={PERFORMANCE_TYPES.map((type) => ({
              value: type,
              label: t(`performance.${type}`),
            }))}
            onChange={(value) => set('performanceType', value)}
          />
          <VenueField
            value={form.venuePageId}
            known={venues}
            disabled={locked.has('venue')}
            error={error?.field === 'venue' || error?.field?.startsWith('venue.') === true}
            onChange={(value) => set('venuePageId', value)}
            onStubOpenChange={setStubOpen}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.privateEvent}
                onChange={(event) => set('privateEvent', event.target.checked)}
              />
            }
            label={t('form.privateEvent')}
          />

          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {t('form.schedule')}
          </Typography>
          {published ? (
            <Typography variant="body2" color="text.secondary">
              {t('form.datesFixed')}
            </Typography>
          ) : (
            <SelectField
              label={t('form.scheduleKind')}
              name="schedule"
              value={form.schedule}
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
              onChange={(value) =>
                setForm((current) => ({
                  ...current,
                  schedule: value,
                  dates: value === 'single' ? current.dates.slice(0, 1) : current.dates,
                }))
              }
            />
          )}
          {form.schedule === 'none' ? (
            <OutlinedField
              label={t('form.undatedSlots')}
              name="undatedSlots"
              type="number"
              inputProps={{ min: 1 }}
              value={form.undatedSlots}
              onChange={(event) => set('undatedSlots', event.target.value)}
              margin="dense"
              {...fieldProps('undatedSlots')}
            />
          ) : (
            <Stack spacing={1} sx={{ mt: 1 }}>
              {form.dates.map((date, index) => (
                <Box
                  key={index}
                  role="group"
                  aria-label={t('form.dateNumber', { number: index + 1 })}
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: '1fr 6rem auto',
                    alignItems: 'start',
                  }}
                >
                  <OutlinedField
                    label={t('form.date')}
                    name={`dates.${index}.startsAt`}
                    type="datetime-local"
                    value={date.startsAt}
                    disabled={published}
                    onChange={(event) =>
                      set(
                        'dates',
                        form.dates.map((item, at) =>
                          at === index ? { ...item, startsAt: event.target.value } : item,
                        ),
                      )
                    }
                    margin="dense"
                    {...fieldProps(`dates.${index}`)}
                  />
                  <OutlinedField
                    label={t('form.slots')}
                    name={`dates.${index}.slots`}
                    type="number"
                    inputProps={{ min: 1 }}
                    value={date.slots}
                    onChange={(event) =>
                      set(
                        'dates',
                        form.dates.map((item, at) =>
                          at === index ? { ...item, slots: event.target.value } : item,
                        ),
                      )
                    }
                    margin="dense"
                  />
                  {form.schedule === 'series' && !published ? (
                    <IconButton
                      aria-label={t('form.removeDate', { number: index + 1 })}
                      onClick={() =>
                        set(
                          'dates',
                          form.dates.filter((_, at) => at !== index),
                        )
                      }
                      sx={{ mt: 1.5 }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ) : (
                    <span />
                  )}
                </Box>
              ))}
              {form.schedule === 'series' && !published ? (
                <Button
                  onClick={() =>
                    set('dates', [...form.dates, { id: null, startsAt: '', slots: '1' }])
                  }
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('form.addDate')}
                </Button>
              ) : null}
            </Stack>
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <OutlinedField
              label={t('form.duration')}
              name="durationMinutes"
              type="number"
              inputProps={{ min: 5 }}
              value={form.durationMinutes}
              onChange={(event) => set('durationMinutes', event.target.value)}
              margin="dense"
              {...fieldProps('durationMinutes')}
            />
            <OutlinedField
              label={t('form.applyUntil')}
              name="applyUntil"
              type="datetime-local"
              value={form.applyUntil}
              onChange={(event) => set('applyUntil', event.target.value)}
              margin="dense"
              {...fieldProps('applyUntil')}
            />
          </Box>

          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectField
              label={t('form.payKind')}
              name="payKind"
              value={form.payKind}
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
              onChange={(value) => set('payKind', value)}
            />
            {form.payKind === 'pay' || form.payKind === 'cost' ? (
              <OutlinedField
                label={t('form.amount')}
                name="amount"
                type="number"
                inputProps={{ min: 1, step: 'any' }}
                value={form.amount}
                disabled={locked.has('pay')}
                onChange={(event) => set('amount', event.target.value)}
                margin="dense"
                {...fieldProps('pay')}
              />
            ) : null}
          </Box>
          {(['backline', 'conditions', 'description'] as const).map((field) => (
            <OutlinedField
              key={field}
              label={t(`form.${field}`)}
              name={field}
              multiline
              minRows={field === 'description' ? 4 : 2}
              value={form[field]}
              disabled={field === 'conditions' && locked.has('conditions')}
              onChange={(event) => set(field, event.target.value)}
              margin="dense"
              {...fieldProps(field)}
            />
          ))}
          <MultiSelect
            label={t('form.wantedGenres')}
            name="wantedGenres"
            hint={t('form.genresHint')}
            options={genreOptions}
            value={form.wantedGenres}
            onChange={(value) => set('wantedGenres', value)}
          />
          <MultiSelect
            label={t('form.excludedGenres')}
            name="excludedGenres"
            hint={t('form.genresHint')}
            options={genreOptions}
            value={form.excludedGenres}
            onChange={(value) => set('excludedGenres', value)}
          />
          <MultiSelect
            label={t('form.wantedCultures')}
            name="wantedCultures"
            hint={t('form.genresHint')}
            options={cultureOptions}
            value={form.wantedCultures}
            onChange={(value) => set('wantedCultures', value)}
          />
          <MultiSelect
            label={t('form.excludedCultures')}
            name="excludedCultures"
            hint={t('form.genresHint')}
            options={cultureOptions}
            value={form.excludedCultures}
            onChange={(value) => set('excludedCultures', value)}
          />
          <Box role="group" aria-labelledby="offer-sought-forms">
            <Typography id="offer-sought-forms" variant="body2" sx={{ mt: 1 }}>
              {t('form.soughtForms')}
            </Typography>
            {ARTIST_FORMS.map((artistForm) => (
              <FormControlLabel
                key={artistForm}
                control={
                  <Checkbox
                    checked={form.soughtForms.includes(artistForm)}
                    onChange={(event) =>
                      set(
                        'soughtForms',
                        event.target.checked
                          ? [...form.soughtForms, artistForm]
                          : form.soughtForms.filter((item) => item !== artistForm),
                      )
                    }
                  />
                }
                label={t(`form.${artistForm}`)}
              />
            ))}
          </Box>
          <Stack>
            {(['localActsPreferred', 'premium', 'applyTextRequired', 'voting'] as const).map(
              (field) => (
                <FormControlLabel
                  key={field}
                  control={
                    <Checkbox
                      checked={form[field]}
                      onChange={(event) => set(field, event.target.checked)}
                    />
                  }
                  label={t(`form.${field}`)}
                />
              ),
            )}
          </Stack>
          {error ? <ErrorAlert error={error} /> : null}
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            {offer ? (
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('form.save')}
              </Button>
            ) : (
              <>
                <Button type="submit" variant="contained" disabled={save.isPending}>
                  {t('form.publish')}
                </Button>
                <Button onClick={() => submit(false)()} disabled={save.isPending}>
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

/** Several values in a native multiple select: accessible, no popover library. */
function MultiSelect<V extends string>({
  label,
  name,
  hint,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  hint: string;
  options: { value: V; label: string }[];
  value: V[];
  onChange: (value: V[]) => void;
}) {
  const id = `offer-${name}`;
  return (
    <Box sx={{ my: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="select"
        id={id}
        name={name}
        multiple
        size={5}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) =>
          onChange(
            [...(event.target as HTMLSelectElement).selectedOptions].map(
              (option) => option.value as V,
            ),
          )
        }
        sx={{
          width: '100%',
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 0.5,
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      <Typography id={`${id}-hint`} variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}
