import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { AddMemberFormSchema, TEAM_GRANTABLE_ROLES } from '@backline/domain';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import { inviteToTeam, type GrantableRole } from '../api/pages-api.ts';

/**
 * The owner or an admin invites someone into the team (spec section 6: "added by an admin"),
 * by their profile address or user id. They are told and enter only when they accept.
 */
export function InviteMemberForm({
  pageId,
  onInvited,
}: {
  pageId: string;
  onInvited: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['page-admin', 'pages']);
  const titleId = useId();
  const errorText = useFieldErrorText();
  const form = useAppForm(AddMemberFormSchema, {
    defaultValues: { member: '', role: 'member' },
  });
  const member = useController({ control: form.control, name: 'member' });
  const role = useController({ control: form.control, name: 'role' });
  const add = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: GrantableRole }) =>
      inviteToTeam(pageId, userId, role),
    onSuccess: async () => {
      form.reset();
      await onInvited();
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(
      { userId: values.member, role: values.role },
      { onError: (error) => applyServerErrors(form, error, { userId: 'member' }) },
    ),
  );
  // Anything but a profile address or id gets the field's own explanation.
  const memberError = member.fieldState.error;
  const memberText =
    memberError?.message === 'validation.invalid' ? t('team.addInvalid') : errorText(memberError);

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h3" variant="subtitle1">
        {t('team.addTitle')}
      </Typography>
      <OutlinedField
        label={t('team.addLabel')}
        name={member.field.name}
        value={member.field.value}
        onChange={(event) => {
          member.field.onChange(event);
          add.reset();
        }}
        onBlur={member.field.onBlur}
        inputRef={member.field.ref}
        error={Boolean(memberError)}
        helperText={memberText ?? t('team.addHint')}
        margin="dense"
      />
      <SelectField
        label={t('team.addRole')}
        name={role.field.name}
        value={role.field.value}
        inputRef={role.field.ref}
        options={TEAM_GRANTABLE_ROLES.map((value) => ({ value, label: t(`pages:roles.${value}`) }))}
        onChange={role.field.onChange}
      />
      <ErrorAlert error={hasServerFieldErrors(form.formState.errors) ? null : add.error} />
      {add.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {t('team.added', { name: add.data.user.name })}
        </Alert>
      ) : null}
      <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={add.isPending}>
        {t('team.addSubmit')}
      </Button>
    </Box>
  );
}
