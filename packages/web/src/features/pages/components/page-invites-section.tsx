import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreatePageInviteInputSchema,
  PAGE_INVITE_DEFAULT_DAYS,
  PAGE_INVITE_MAX_DAYS,
  TEAM_GRANTABLE_ROLES,
  type CreatePageInviteInput,
} from '@backline/domain';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { createInvite, invitesQuery, pageKeys, revokeInvite } from '../api/pages-api.ts';
import { RadioChoice } from './radio-choice.tsx';

const DAY_CHOICES = [1, 3, PAGE_INVITE_DEFAULT_DAYS, 14, PAGE_INVITE_MAX_DAYS] as const;

/** The full address of an invite path the server gives (`/page/invite/{token}`). */
export const inviteUrl = (path: string): string => `${window.location.origin}${path}`;

/** Invite links: create one with a role and a lifetime, copy it, revoke the active ones. */
export function PageInvitesSection({ pageId }: { pageId: string }) {
  const { t } = useTranslation(['page-admin', 'pages']);
  const queryClient = useQueryClient();
  const invites = useQuery(invitesQuery(pageId));
  const form = useAppForm(CreatePageInviteInputSchema, {
    defaultValues: { role: 'member', expiresInDays: PAGE_INVITE_DEFAULT_DAYS },
  });
  const role = useController({ control: form.control, name: 'role' });
  const days = useController({ control: form.control, name: 'expiresInDays' });
  const [copied, setCopied] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pageKeys.invites(pageId) });
  const create = useMutation({
    mutationFn: (input: CreatePageInviteInput) => createInvite(pageId, input),
    onSuccess: () => {
      setCopied(false);
      return refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (inviteId: string) => revokeInvite(pageId, inviteId),
    onSuccess: refresh,
  });

  const onSubmit = form.handleSubmit((values) => create.mutate(values));
  const link = create.data ? inviteUrl(create.data.path) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('invites.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <RadioChoice
          legend={t('invites.role')}
          name="inviteRole"
          value={role.field.value ?? 'member'}
          options={TEAM_GRANTABLE_ROLES.map((value) => ({
            value,
            label: t(`pages:roles.${value}`),
          }))}
          onChange={role.field.onChange}
        />
        <RadioChoice
          legend={t('invites.expiresIn')}
          name="expiresInDays"
          value={String(days.field.value ?? PAGE_INVITE_DEFAULT_DAYS)}
          options={DAY_CHOICES.map((count) => ({
            value: String(count),
            label: t('invites.days', { count }),
          }))}
          onChange={(value) => days.field.onChange(Number(value))}
        />
        <Button
          type="submit"
          variant="contained"
          loading={create.isPending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('invites.create')}
        </Button>
      </Box>
      <ErrorAlert error={create.error ?? revoke.error ?? invites.error} sx={{ my: 1 }} />
      {link ? (
        <Paper variant="outlined" sx={{ p: 1.5, my: 1.5 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('invites.created')}
          </Typography>
          <Typography
            component="code"
            data-testid="invite-link"
            sx={{ display: 'block', wordBreak: 'break-all', mb: 1 }}
          >
            {link}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void copy()}>
            {copied ? t('invites.copied') : t('invites.copy')}
          </Button>
        </Paper>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {invites.data?.invites.length === 0 ? (
          <Typography component="li" color="text.secondary">
            {t('invites.empty')}
          </Typography>
        ) : null}
        {invites.data?.invites.map((invite) => (
          <Box
            component="li"
            key={invite.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ flex: '1 1 200px' }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`pages:roles.${invite.role}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {invite.revokedAt
                  ? t('invites.revoked')
                  : invite.active
                    ? t('invites.expires', { date: formatDate(invite.expiresAt) })
                    : t('invites.expired')}
                {' · '}
                {t('invites.uses', { count: invite.uses })}
              </Typography>
            </Box>
            {invite.active ? (
              <Button
                size="small"
                color="error"
                onClick={() => revoke.mutate(invite.id)}
                disabled={revoke.isPending}
              >
                {t('invites.revoke')}
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
