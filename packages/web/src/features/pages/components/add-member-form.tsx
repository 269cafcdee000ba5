import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { TEAM_GRANTABLE_ROLES } from '@backline/domain';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useTranslation } from 'react-i18next';
import { addTeamMember, type GrantableRole } from '../api/pages-api.ts';

/**
 * The user id in what an admin pastes: a profile address (`…/user/{slug}-{id}`, also `/benutzer/`
 * and `/musiker/`) or the id itself. Null when it is neither.
 */
export function userIdFromInput(input: string): string | null {
  const text = input
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const last = text.split('/').at(-1) ?? '';
  const id = last.includes('-') ? last.slice(last.lastIndexOf('-') + 1) : last;
  return /^[A-Za-z0-9]{5,12}$/.test(id) ? id : null;
}

/** An admin adds someone to the team directly (spec section 4: "added by an admin"). */
export function AddMemberForm({
  pageId,
  onAdded,
}: {
  pageId: string;
  onAdded: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['page-admin', 'pages']);
  const titleId = useId();
  const [input, setInput] = useState('');
  const [role, setRole] = useState<GrantableRole>('member');
  const [invalid, setInvalid] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (userId: string) => addTeamMember(pageId, userId, role),
    onSuccess: async (member) => {
      setInput('');
      setAdded(member.user.name);
      await onAdded();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const userId = userIdFromInput(input);
    setInvalid(userId === null);
    if (userId) add.mutate(userId);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h3" variant="subtitle1">
        {t('team.addTitle')}
      </Typography>
      <OutlinedField
        label={t('team.addLabel')}
        name="member"
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? t('team.addInvalid') : t('team.addHint')}
        margin="dense"
      />
      <SelectField
        label={t('team.addRole')}
        name="role"
        value={role}
        options={TEAM_GRANTABLE_ROLES.map((value) => ({ value, label: t(`pages:roles.${value}`) }))}
        onChange={setRole}
      />
      {add.error ? <ErrorAlert error={add.error} /> : null}
      {added ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {t('team.added', { name: added })}
        </Alert>
      ) : null}
      <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={add.isPending}>
        {t('team.addSubmit')}
      </Button>
    </Box>
  );
}
