import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyInputSchemaFor,
  type ActingPage,
  type ApplyInput,
  type BookingOffer,
} from '@backline/domain';
import { useId, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import {
  applyForOffer,
  bookingKeys,
  myPagesForBookingQuery,
  premiumCheckQuery,
} from '../api/booking-api.ts';
import { FormNumberField, FormSelectField } from './form-fields.tsx';

/**
 * Applying for an offer with one of the caller's artist pages (its owner or admin): the dates,
 * an optional or required text, the expected pay. For premium offers the form lists what the
 * page still lacks before anything is sent.
 */
export function ApplyForm({ offer }: { offer: BookingOffer }) {
  const { t } = useTranslation('booking');
  const pages = useQuery(myPagesForBookingQuery);
  const artistPages = (pages.data?.pages ?? []).filter(
    (page) => page.kind === 'artist' && page.canActAs,
  );
  if (pages.isPending) return null;
  const pageName = (id: string) => artistPages.find((page) => page.id === id)?.name ?? '';
  const dateLabel = (id: string) => {
    const startsAt = offer.dates.find((date) => date.id === id)?.startsAt;
    return startsAt ? formatDateTime(startsAt) : t('noDate');
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="apply-title">
      <Typography id="apply-title" component="h2" variant="h3" gutterBottom>
        {t('applyTitle')}
      </Typography>
      {offer.viewer.applications.length > 0 ? (
        <Box sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle1">
            {t('yourApplications')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {offer.viewer.applications.map((application) => (
              <li key={application.id}>
                {pageName(application.pageId)} · {dateLabel(application.dateId)} ·{' '}
                {t(`applicationStatus.${application.status}`)}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {artistPages.length === 0 ? (
        <Alert severity="info">
          {t('needArtistPage')}{' '}
          <Link component={RouterLink} to="/page/create" underline="always" color="inherit">
            {t('createArtistPage')}
          </Link>
        </Alert>
      ) : (
        <ApplyFields offer={offer} artistPages={artistPages} />
      )}
    </Paper>
  );
}

/** The dates a page can still apply for: open ones it has no live application for. */
function openDatesFor(offer: BookingOffer, pageId: string) {
  // A page applies once per date; after a withdrawal it may apply again.
  const applied = new Set(
    offer.viewer.applications
      .filter((application) => application.pageId === pageId && application.status !== 'withdrawn')
      .map((application) => application.dateId),
  );
  return offer.dates.filter((date) => date.open && !applied.has(date.id));
}

/** The dates chosen at first: the only open one, if there is exactly one. */
const initialDates = (open: readonly { id: string }[]) => (open.length === 1 ? [open[0]!.id] : []);

function ApplyFields({ offer, artistPages }: { offer: BookingOffer; artistPages: ActingPage[] }) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const firstPage = artistPages[0]!.id;
  // The domain's application with this offer's rules (a text when the offer asks for one).
  const schema = useMemo(
    () => applyInputSchemaFor({ applyTextRequired: offer.applyTextRequired }),
    [offer.applyTextRequired],
  );
  const form = useAppForm(schema, {
    defaultValues: {
      pageId: firstPage,
      dateIds: initialDates(openDatesFor(offer, firstPage)),
      text: '',
      expectedPayCents: null,
    },
  });
  const pageId = useWatch({ control: form.control, name: 'pageId' });
  const openDates = openDatesFor(offer, pageId);
  const premium = useQuery({
    ...premiumCheckQuery(offer.id, pageId),
    enabled: offer.premium && pageId !== '',
  });
  const missing = premium.data?.missing ?? [];

  const send = useMutation({
    mutationFn: (input: ApplyInput) => applyForOffer(offer.id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.offer(offer.id) });
    },
  });
  const submit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, text: values.text?.trim() || null, expectedPayCents: values.expectedPayCents },
      {
        onError: (error) => {
          if (applyServerErrors(form, error)) send.reset();
        },
      },
    ),
  );

  if (send.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('sent')}
      </Alert>
    );
  }
  if (openDates.length === 0 && artistPages.length === 1) {
    return <Alert severity="info">{t('allApplied')}</Alert>;
  }
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <FormSelectField
        control={form.control}
        name="pageId"
        label={t('applyAs')}
        options={artistPages.map((page) => ({ value: page.id, label: page.name }))}
        onChanged={(next) =>
          // Another page has other dates open: keep the chosen ones it can apply for.
          form.setValue(
            'dateIds',
            form
              .getValues('dateIds')
              .filter((id) => openDatesFor(offer, next).some((date) => date.id === id)),
          )
        }
      />
      {offer.premium && missing.length > 0 ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('premiumMissing')}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {missing.map((requirement) => (
              <li key={requirement}>{t(`missing.${requirement}`)}</li>
            ))}
          </Box>
          <Link
            component={RouterLink}
            to={`/page/edit?id=${encodeURIComponent(pageId)}`}
            underline="always"
          >
            {t('editPage')}
          </Link>
        </Alert>
      ) : null}
      <ApplyDates form={form} dates={openDates} />
      <FormTextField
        control={form.control}
        name="text"
        label={t('applyText')}
        multiline
        minRows={3}
        required={offer.applyTextRequired}
        hint={offer.applyTextRequired ? t('applyTextRequired') : undefined}
        margin="dense"
      />
      <FormNumberField
        control={form.control}
        name="expectedPayCents"
        euros
        label={t('expectedPay')}
        inputProps={{ min: 0, step: 1 }}
        margin="dense"
      />
      <ErrorAlert error={send.error} />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        loading={send.isPending}
        disabled={offer.premium && missing.length > 0}
      >
        {t('send')}
      </Button>
    </Box>
  );
}

/** The dates applied for, as checkboxes; none chosen says which to choose. */
function ApplyDates({
  form,
  dates,
}: {
  form: ReturnType<typeof useAppForm<ApplyInput>>;
  dates: BookingOffer['dates'];
}) {
  const { t } = useTranslation('booking');
  const errorId = useId();
  const { field, fieldState } = useController({ control: form.control, name: 'dateIds' });
  const errorText = useFieldErrorText()(fieldState.error);
  const { ref, value, onChange, onBlur } = field;
  const chosen = value.filter((id) => dates.some((date) => date.id === id));
  // The list is empty: the catalogue's "too short" would say less than this.
  const message =
    errorText === undefined
      ? undefined
      : fieldState.error?.message === 'validation.too_short' ||
          fieldState.error?.message === 'validation.required'
        ? t('chooseDate')
        : errorText;
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {t('applyDates')}
      </Typography>
      <FormGroup aria-describedby={message ? errorId : undefined}>
        {dates.map((date, index) => (
          <FormControlLabel
            key={date.id}
            control={
              <Checkbox
                checked={chosen.includes(date.id)}
                onBlur={onBlur}
                slotProps={{ input: { ref: index === 0 ? ref : undefined } }}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, date.id]
                      : chosen.filter((candidate) => candidate !== date.id),
                  )
                }
              />
            }
            label={date.startsAt ? formatDateTime(date.startsAt) : t('noDate')}
          />
        ))}
      </FormGroup>
      {message ? (
        <Typography id={errorId} color="error" variant="body2">
          {message}
        </Typography>
      ) : null}
    </>
  );
}
