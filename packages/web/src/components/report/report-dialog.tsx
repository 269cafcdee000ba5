import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMutation } from '@tanstack/react-query';
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  ReportInputSchema,
  type ReportInput,
  type ReportSubject,
} from '@backline/domain';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { FormTextField } from '../ui/form/form-text-field.tsx';
import { useNotify } from '../ui/snackbar.tsx';
import { applyServerErrors } from '../../lib/forms/server-errors.ts';
import { useAppForm } from '../../lib/forms/use-app-form.ts';
import { createReport } from './report-api.ts';

export type ReportDialogProps = {
  open: boolean;
  /** What is reported: a message, a conversation, a profile, a page, an offer. */
  subject: ReportSubject;
  onClose: () => void;
};

/**
 * The one report dialog (issue 16 item 3): a reason of the list and details (required for
 * "Sonstiges"); thanks in a snackbar when sent. The catalogue's answers (already reported, your
 * own, limit) show above the buttons. Loaded only when opened (`LazyReportDialog`).
 */
export function ReportDialog({ open, subject, onClose }: ReportDialogProps) {
  const { t } = useTranslation('reports');
  const notify = useNotify();
  const titleId = useId();
  const form = useAppForm(ReportInputSchema, {
    defaultValues: { subject, reason: undefined as unknown as ReportInput['reason'], details: '' },
  });
  const reason = useController({ control: form.control, name: 'reason' });
  const reasonError = form.formState.errors.reason;
  const send = useMutation({ mutationFn: createReport });
  const close = () => {
    if (send.isPending) return;
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notify({ message: t('thanks') });
        onClose();
      },
      onError: (error) => {
        applyServerErrors(form, error);
      },
    }),
  );
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            form.reset({ subject, reason: undefined, details: '' });
            send.reset();
          },
        },
      }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t(`title.${subject.kind}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('intro')}</DialogContentText>
          <RadioGroup
            aria-label={t('reason')}
            name={reason.field.name}
            value={reason.field.value ?? ''}
            onChange={(event) => reason.field.onChange(event.target.value)}
          >
            {REPORT_REASONS.map((value, index) => (
              <FormControlLabel
                key={value}
                value={value}
                control={
                  <Radio
                    slotProps={{
                      input: {
                        ref: index === 0 ? reason.field.ref : undefined,
                        'aria-invalid': reasonError ? true : undefined,
                      },
                    }}
                  />
                }
                label={t(`reasons.${value}`)}
              />
            ))}
          </RadioGroup>
          {reasonError ? (
            <DialogContentText role="alert" color="error" sx={{ mt: 0.5 }}>
              {t('reasonRequired')}
            </DialogContentText>
          ) : null}
          <FormTextField
            control={form.control}
            name="details"
            label={t('details')}
            hint={t('detailsHint', { max: REPORT_DETAILS_MAX_LENGTH })}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
          />
          <ErrorAlert
            error={send.error && !hasFieldError(form) ? send.error : null}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={send.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const hasFieldError = (form: { formState: { errors: object } }) =>
  Object.keys(form.formState.errors).length > 0;
