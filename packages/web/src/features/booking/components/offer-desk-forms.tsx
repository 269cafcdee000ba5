import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  CancelOfferSchema,
  RejectInputSchema,
  RescheduleSchema,
  rescheduleProblems,
  type BookingOffer,
} from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { cancelOffer, rescheduleOffer } from '../api/booking-api.ts';
import { FormDateTimeField } from './form-fields.tsx';

/**
 * The offerer's forms on the applicant desk, in a chunk of their own (`lazy-desk-forms.tsx`):
 * most visits decide applications with one click and never open them.
 */

/**
 * An optional reason for a rejection (one application, or a selection), checked as the server
 * checks it. `onSend` sends it; `placeErrors` puts a failure's field errors on the form and
 * answers whether it did (the rest stays the caller's alert).
 */
export function ReasonForm({
  label,
  sendLabel,
  pending,
  onSend,
  onClose,
}: {
  label: string;
  sendLabel: string;
  pending: boolean;
  onSend: (reason: string | undefined, placeErrors: (error: unknown) => boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const form = useAppForm(RejectInputSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit((values) =>
    onSend(values.reason || undefined, (error) => applyServerErrors(form, error)),
  );
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 1 }}>
      <FormTextField
        control={form.control}
        name="reason"
        label={label}
        multiline
        minRows={2}
        margin="dense"
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" color="error" loading={pending}>
          {sendLabel}
        </Button>
        <Button onClick={onClose}>{t('manage.close')}</Button>
      </Stack>
    </Box>
  );
}

/**
 * Moving the offer's dates, once per offer: the new dates are checked as the server checks them,
 * then a dialog says what follows (confirmations revoked and everyone told, only once) and only
 * its confirmation sends.
 */
export function ReschedulePanel({
  offer,
  onDone,
}: {
  offer: BookingOffer;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const dated = offer.dates.filter((date) => date.startsAt !== null);
  const form = useAppForm(RescheduleSchema, {
    defaultValues: { dates: dated.map((date) => ({ id: date.id, startsAt: date.startsAt! })) },
  });
  // The dates the dialog asks about (kept while it closes), and whether it is open.
  const [asked, setAsked] = useState<{ id: string; startsAt: string }[]>([]);
  const [asking, setAsking] = useState(false);
  const save = useMutation({
    mutationFn: (dates: { id: string; startsAt: string }[]) => rescheduleOffer(offer.id, dates),
    onSuccess: onDone,
  });
  const submit = form.handleSubmit((values) => {
    const late = rescheduleProblems(values.dates, new Date());
    late.forEach((problem, index) =>
      form.setError(
        problem.field as `dates.${number}.startsAt`,
        { type: 'rule', message: problem.code },
        { shouldFocus: index === 0 },
      ),
    );
    if (late.length > 0) return;
    setAsked(values.dates);
    setAsking(true);
  });
  const confirmed = offer.dates.reduce((sum, date) => sum + date.confirmed, 0);
  const question = [
    t('manage.rescheduleAskDates', {
      dates: asked.map((date) => formatDateTime(date.startsAt)).join(', '),
    }),
    confirmed > 0
      ? t('manage.rescheduleAskRevoked', { count: confirmed })
      : t('manage.rescheduleAskNoneConfirmed'),
    t('manage.rescheduleAskOnce'),
  ].join(' ');
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="reschedule-title"
      noValidate
      sx={{ p: 2, mb: 2 }}
      onSubmit={submit}
    >
      <Typography id="reschedule-title" component="h2" variant="h2">
        {t('manage.rescheduleTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('manage.rescheduleHint')}
      </Typography>
      {dated.map((date, index) => (
        <FormDateTimeField
          key={date.id}
          control={form.control}
          name={`dates.${index}.startsAt`}
          empty=""
          label={t('booking:form.dateNumber', { number: index + 1 })}
          margin="dense"
        />
      ))}
      <ErrorAlert error={save.error} />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={save.isPending}>
        {t('manage.rescheduleSave')}
      </Button>
      <LazyConfirmDialog
        open={asking}
        title={t('manage.rescheduleAskTitle')}
        text={question}
        cancelLabel={t('manage.rescheduleAskCancel')}
        confirmLabel={t('manage.rescheduleAskConfirm')}
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          save.mutate(asked, {
            onError: (error) => {
              if (applyServerErrors(form, error)) save.reset();
            },
          });
        }}
      />
    </Paper>
  );
}

/** Cancelling deletes the offer for good, with a reason every applicant receives. */
export function CancelPanel({
  offer,
  onDone,
}: {
  offer: BookingOffer;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const form = useAppForm(CancelOfferSchema, { defaultValues: { reason: '' } });
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelOffer(offer.id, reason),
    onSuccess: onDone,
  });
  const submit = form.handleSubmit((values) =>
    cancel.mutate(values.reason, {
      onError: (error) => {
        if (applyServerErrors(form, error)) cancel.reset();
      },
    }),
  );
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="cancel-title"
      noValidate
      sx={{ p: 2, mb: 2 }}
      onSubmit={submit}
    >
      <Typography id="cancel-title" component="h2" variant="h2">
        {t('manage.cancelTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('manage.cancelHint')}
      </Typography>
      <FormTextField
        control={form.control}
        name="reason"
        label={t('manage.cancelReason')}
        required
        multiline
        minRows={2}
        margin="dense"
      />
      <ErrorAlert error={cancel.error} />
      <Button
        type="submit"
        variant="contained"
        color="error"
        sx={{ mt: 1 }}
        loading={cancel.isPending}
      >
        {t('manage.cancelConfirm')}
      </Button>
    </Paper>
  );
}
