import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import {
  ChangeConfirmInputSchema,
  EmailChangeInputSchema,
  PhoneChangeInputSchema,
  PhoneDeleteInputSchema,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import {
  cancelEmailChange,
  cancelPhoneChange,
  confirmEmailChange,
  confirmPhoneChange,
  deletePhone,
  requestEmailChange,
  requestPhoneChange,
} from '../api/settings-api.ts';

/**
 * The forms of the account's e-mail and phone (their own chunk: they open on demand, and only an
 * account with a change on its way shows the code's form at once).
 */

type Kind = 'email' | 'phone';

export type FormProps = { onDone: () => Promise<unknown>; onCancel: () => void };

/**
 * A form's submit through its mutation: the server's field errors go to the form's fields (no
 * alert besides), anything else stays on the mutation for the alert.
 */
function submitWith<T extends FieldValues>(
  mutation: UseMutationResult<unknown, Error, T>,
  form: UseFormReturn<T, unknown, T>,
) {
  return (values: T) =>
    mutation.mutate(values, {
      onError: (error) => {
        if (applyServerErrors<T>(form, error)) mutation.reset();
      },
    });
}

/** The buttons under a form: submit (busy while sending) and cancel. */
function FormButtons({
  submit,
  pending,
  onCancel,
  danger,
}: {
  submit: string;
  pending: boolean;
  onCancel: ReactNode;
  danger?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
      <Button
        type="submit"
        variant="contained"
        color={danger ? 'error' : 'primary'}
        loading={pending}
      >
        {submit}
      </Button>
      {onCancel}
    </Box>
  );
}

/** New e-mail address and the current password: a code goes to the new address. */
export function EmailChangeForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation('settings');
  const form = useAppForm(EmailChangeInputSchema, { defaultValues: { email: '', password: '' } });
  const request = useMutation({ mutationFn: requestEmailChange, onSuccess: onDone });
  const onSubmit = form.handleSubmit(submitWith(request, form), () => request.reset());
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 1 }}>
      <ErrorAlert error={request.error} sx={{ mb: 1 }} />
      <FormTextField
        control={form.control}
        name="email"
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        required
        margin="dense"
        inputProps={{ inputMode: 'email', spellCheck: false }}
      />
      <CurrentPasswordField control={form.control} />
      <FormButtons
        submit={t('account.sendCode')}
        pending={request.isPending}
        onCancel={<Button onClick={onCancel}>{t('account.cancel')}</Button>}
      />
    </Box>
  );
}

/** New mobile number (with its country code) and the current password: a code goes by SMS. */
export function PhoneChangeForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation('settings');
  const form = useAppForm(PhoneChangeInputSchema, { defaultValues: { phone: '', password: '' } });
  const request = useMutation({ mutationFn: requestPhoneChange, onSuccess: onDone });
  const onSubmit = form.handleSubmit(submitWith(request, form), () => request.reset());
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 1 }}>
      <ErrorAlert error={request.error} sx={{ mb: 1 }} />
      <FormTextField
        control={form.control}
        name="phone"
        label={t('account.newPhone')}
        type="tel"
        autoComplete="tel"
        required
        margin="dense"
        inputProps={{ inputMode: 'tel', spellCheck: false }}
      />
      <CurrentPasswordField control={form.control} />
      <FormButtons
        submit={t('account.sendCode')}
        pending={request.isPending}
        onCancel={<Button onClick={onCancel}>{t('account.cancel')}</Button>}
      />
    </Box>
  );
}

/** Removes the mobile number with the current password. */
export function PhoneRemoveForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation('settings');
  const form = useAppForm(PhoneDeleteInputSchema, { defaultValues: { password: '' } });
  const remove = useMutation({
    mutationFn: ({ password }: { password: string }) => deletePhone(password),
    onSuccess: onDone,
  });
  const onSubmit = form.handleSubmit(submitWith(remove, form), () => remove.reset());
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('account.removePhoneIntro')}
      </Typography>
      <ErrorAlert error={remove.error} sx={{ mb: 1 }} />
      <CurrentPasswordField control={form.control} />
      <FormButtons
        submit={t('account.remove')}
        pending={remove.isPending}
        danger
        onCancel={<Button onClick={onCancel}>{t('account.cancel')}</Button>}
      />
    </Box>
  );
}

/** The current password, asked before every change of the account's addresses. */
function CurrentPasswordField<T extends { password: string }>({
  control,
}: {
  control: Control<T, unknown, T>;
}) {
  const { t } = useTranslation('settings');
  return (
    <FormTextField
      control={control}
      name={'password' as FieldPath<T>}
      label={t('account.currentPassword')}
      type="password"
      autoComplete="current-password"
      required
      margin="dense"
    />
  );
}

/** A change on its way: where and when the code went, the code's field, and cancelling it. */
export function ConfirmForm({
  kind,
  notice,
  onConfirmed,
  onCancelled,
}: {
  kind: Kind;
  notice: string;
  onConfirmed: () => Promise<unknown>;
  onCancelled: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const form = useAppForm(ChangeConfirmInputSchema, { defaultValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: ({ code }: { code: string }) =>
      kind === 'email' ? confirmEmailChange(code) : confirmPhoneChange(code),
    onSuccess: async () => {
      form.reset();
      await onConfirmed();
    },
  });
  const cancel = useMutation({
    mutationFn: () => (kind === 'email' ? cancelEmailChange() : cancelPhoneChange()),
    onSuccess: onCancelled,
  });
  const onSubmit = form.handleSubmit(submitWith(confirm, form), () => confirm.reset());
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
      <Alert severity="info" sx={{ mb: 1 }} data-testid={`${kind}-pending`}>
        {notice}
      </Alert>
      <ErrorAlert error={confirm.error ?? cancel.error} sx={{ mb: 1 }} />
      <FormTextField
        control={form.control}
        name="code"
        label={t('account.code')}
        autoComplete="one-time-code"
        required
        margin="dense"
        inputProps={{ inputMode: 'numeric', maxLength: 6 }}
      />
      <FormButtons
        submit={t('account.confirm')}
        pending={confirm.isPending}
        onCancel={
          <Button onClick={() => cancel.mutate()} loading={cancel.isPending}>
            {t('account.cancelRequest')}
          </Button>
        }
      />
    </Box>
  );
}
