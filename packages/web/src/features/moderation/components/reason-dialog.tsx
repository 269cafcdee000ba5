import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import {
  MODERATION_REASON_MAX_LENGTH,
  ModerationReasonFormSchema,
  type ModerationReasonForm,
} from '@backline/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { isoDay } from './ban-day.ts';

/** The form's start: no reason; a community ban lasts a week unless another last day is chosen. */
function defaultsFor(withUntil: boolean) {
  const now = Date.now();
  return {
    values: { reason: '', until: withUntil ? isoDay(new Date(now + 7 * 86_400_000)) : undefined },
    today: isoDay(new Date(now)),
  };
}

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  /** What happens, in a sentence. */
  text: ReactNode;
  /** The field's label: the reason, or the objection's text. */
  reasonLabel: string;
  reasonHint: string;
  /** Asks for the last day of a community ban too. */
  withUntil?: boolean;
  submitLabel: string;
  destructive?: boolean;
  /** Sends the form; the dialog closes when it succeeds, a refusal shows in it. */
  onSubmit: (values: ModerationReasonForm) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
  /** Extra content above the fields (the decision's outcome choice). */
  children?: ReactNode;
};

/**
 * The moderation's one dialog: a mandatory reason (shown to the people concerned), and for a
 * community ban its last day (a week from today unless changed). Used for measures, rejections,
 * objections and decisions.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation('moderation');
  const titleId = useId();
  const [initial] = useState(() => defaultsFor(props.withUntil ?? false));
  const form = useAppForm(ModerationReasonFormSchema, { defaultValues: initial.values });
  const send = useMutation({ mutationFn: props.onSubmit });
  const close = () => {
    if (!send.isPending) props.onClose();
  };
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: props.onDone,
      onError: (error) => {
        if (applyServerErrors(form, error)) send.reset();
      },
    }),
  );
  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            form.reset(defaultsFor(props.withUntil ?? false).values);
            send.reset();
          },
        },
      }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{props.text}</DialogContentText>
          {props.children}
          {props.withUntil ? (
            <FormTextField
              control={form.control}
              name="until"
              label={t('dialog.until')}
              type="date"
              inputProps={{ min: initial.today }}
              required
              fullWidth
              margin="dense"
            />
          ) : null}
          <FormTextField
            control={form.control}
            name="reason"
            label={props.reasonLabel}
            hint={props.reasonHint}
            required
            multiline
            minRows={3}
            fullWidth
            inputProps={{ maxLength: MODERATION_REASON_MAX_LENGTH }}
            margin="dense"
          />
          <ErrorAlert error={send.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={send.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.destructive ? 'error' : 'primary'}
            loading={send.isPending}
          >
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
