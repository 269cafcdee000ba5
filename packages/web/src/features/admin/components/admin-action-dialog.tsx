import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  ADMIN_REASON_MAX_LENGTH,
  AdminActionFormSchema,
  type AdminActionForm,
  type AdminLoginKey,
  type AdminUserDetail,
} from '@backline/domain';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import { createLoginKey, runAdminAction, type AdminDetailAction } from '../api/admin-api.ts';

export type DialogAction =
  | 'passwordReset'
  | 'loginKey'
  | 'shadowBan'
  | 'communityBan'
  | 'removeBan'
  | 'endSessions'
  | 'deactivate'
  | 'reactivate'
  | 'delete'
  | 'restore'
  | 'grantModerator'
  | 'revokeModerator';

export type ActionResult = { detail?: AdminUserDetail; loginKey?: AdminLoginKey };

/** `YYYY-MM-DD` of a day in local time. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A ban "until and including" a day ends at that day's last minute, local time. */
export const banEndOfDay = (day: string) => new Date(`${day}T23:59:00`).toISOString();

function toRequest(action: DialogAction, until: string | undefined): AdminDetailAction {
  switch (action) {
    case 'passwordReset':
      return { kind: 'password-reset' };
    case 'shadowBan':
      return { kind: 'shadow-ban' };
    case 'communityBan':
      return { kind: 'community-ban', until: banEndOfDay(until ?? '') };
    case 'removeBan':
      return { kind: 'remove-ban' };
    case 'deactivate':
      return { kind: 'deactivate' };
    case 'reactivate':
      return { kind: 'reactivate' };
    case 'delete':
      return { kind: 'delete' };
    case 'restore':
      return { kind: 'restore' };
    case 'grantModerator':
      return { kind: 'role', role: 'moderator' };
    case 'revokeModerator':
      return { kind: 'role', role: 'user' };
    default:
      return { kind: 'end-sessions' };
  }
}

/**
 * Asks to confirm an admin action, with an optional reason (and the ban's end). A native modal
 * `<dialog>`: focus trap, Escape and the backdrop come from the browser, at no bundle cost.
 */
export function AdminActionDialog({
  userId,
  action,
  onCancel,
  onDone,
}: {
  userId: string;
  action: DialogAction;
  onCancel: () => void;
  onDone: (result: ActionResult) => void;
}) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement | null>(null);
  // A community ban lasts a week unless the admin chooses another last day (the week from when
  // the dialog opened).
  const [defaultValues] = useState(() => ({
    reason: '',
    until: action === 'communityBan' ? isoDay(new Date(Date.now() + 7 * 86_400_000)) : undefined,
  }));
  const form = useAppForm(AdminActionFormSchema, { defaultValues });
  const mutation = useMutation({
    mutationFn: async ({ reason, until }: AdminActionForm): Promise<ActionResult> =>
      action === 'loginKey'
        ? { loginKey: await createLoginKey(userId, reason) }
        : { detail: await runAdminAction(userId, toRequest(action, until), reason) },
    onSuccess: onDone,
  });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  const onSubmit = form.handleSubmit(
    (values) =>
      mutation.mutate(values, {
        // 'The ban must end in the future' belongs to the day's field.
        onError: (error) => {
          if (applyServerErrors(form, error)) mutation.reset();
        },
      }),
    () => mutation.reset(),
  );

  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby="admin-action-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!mutation.isPending) onCancel();
      }}
      sx={{
        border: 'none',
        borderRadius: 2,
        p: 0,
        width: 'min(560px, calc(100vw - 32px))',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ p: 3 }}>
        <Typography id="admin-action-title" component="h2" variant="h2" sx={{ mb: 1 }}>
          {t(`actions.${action}`)}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t(`confirm.${action}`)}</Typography>
        <ErrorAlert error={mutation.error} sx={{ mb: 1 }} />
        {action === 'communityBan' ? (
          <FormTextField
            control={form.control}
            name="until"
            label={t('confirm.until')}
            type="date"
            inputProps={{ min: isoDay(new Date()) }}
            required
            margin="dense"
          />
        ) : null}
        <FormTextField
          control={form.control}
          name="reason"
          label={t('confirm.reason')}
          hint={t('confirm.reasonHelp')}
          multiline
          minRows={2}
          inputProps={{ maxLength: ADMIN_REASON_MAX_LENGTH }}
          margin="dense"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button onClick={onCancel} disabled={mutation.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('confirm.submit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
