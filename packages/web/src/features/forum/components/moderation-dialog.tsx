import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ModerationActionInputSchema,
  type ContentAction,
  type ModerationActionInput,
  type ReportSubject,
} from '@backline/domain';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { moderate, refreshTopic } from '../api/forum-api.ts';

export type ModerationDialogProps = {
  open: boolean;
  subject: ReportSubject;
  topicId: string;
  /** The measures that apply to the subject in its state. */
  actions: readonly ContentAction[];
  onClose: () => void;
};

/**
 * A moderator's measure on a topic or comment, in place: the measure and the mandatory reason
 * (the person concerned sees it), sent to the moderation module (`POST /api/moderation/actions`).
 */
export function ModerationDialog({
  open,
  subject,
  topicId,
  actions,
  onClose,
}: ModerationDialogProps) {
  const { t } = useTranslation(['forum', 'errors']);
  const titleId = useId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useAppForm(ModerationActionInputSchema, {
    defaultValues: { subject, action: actions[0] ?? 'hide', reason: '' },
  });
  const action = useController({ control: form.control, name: 'action' });
  const apply = useMutation({
    mutationFn: (input: ModerationActionInput) => moderate(input),
    onSuccess: async () => {
      await refreshTopic(queryClient, topicId);
      notify({ message: t('forum:moderation.done') });
      onClose();
    },
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('forum:moderation.title')}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            apply.mutate(values, { onError: (error) => void applyServerErrors(form, error) }),
          )(event)
        }
      >
        <DialogContent sx={{ pt: 1 }}>
          <Stack sx={{ gap: 2 }}>
            <div>
              <FormLabel id={`${titleId}-action`}>{t('forum:moderation.action')}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-action`}
                name="action"
                value={action.field.value}
                onChange={(event) => action.field.onChange(event.target.value)}
              >
                {actions.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={t(`forum:moderation.actions.${value}`)}
                  />
                ))}
              </RadioGroup>
            </div>
            <FormTextField
              control={form.control}
              name="reason"
              label={t('forum:moderation.reason')}
              hint={t('forum:moderation.reasonHint')}
              multiline
              minRows={2}
              required
            />
            {apply.isError && !hasServerFieldErrors(form.formState.errors) ? (
              <ErrorAlert error={apply.error} />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('forum:moderation.cancel')}</Button>
          <Button type="submit" variant="contained" color="warning" disabled={apply.isPending}>
            {t('forum:moderation.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
