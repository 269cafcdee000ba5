import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { accountState } from './account-state.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** The account's facts: contact, type and role, state, dates, two-factor, sessions. */
export function UserFacts({ user, sessions }: Pick<AdminUserDetail, 'user' | 'sessions'>) {
  const { t } = useTranslation('admin');
  const dateOrNone = (value: string | null) => (value ? formatDateTime(value) : t('facts.none'));

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: 0.5,
        columnGap: 2,
        mt: 1,
      }}
    >
      <Fact label={t('facts.email')}>{user.email}</Fact>
      <Fact label={t('facts.phone')}>{user.phone ?? t('facts.none')}</Fact>
      <Fact label={t('facts.type')}>{t(`types.${user.type}`)}</Fact>
      <Fact label={t('facts.role')}>{t(`roles.${user.role}`)}</Fact>
      <Fact label={t('facts.locale')}>{user.locale.toUpperCase()}</Fact>
      <Fact label={t('facts.state')}>{t(`state.${accountState(user)}`)}</Fact>
      <Fact label={t('facts.created')}>{formatDateTime(user.createdAt)}</Fact>
      <Fact label={t('facts.activated')}>{dateOrNone(user.activatedAt)}</Fact>
      <Fact label={t('facts.twoFactor')}>
        {user.twoFactorEnabled ? t('facts.yes') : t('facts.no')}
      </Fact>
      <Fact label={t('facts.sessions')}>{sessions}</Fact>
    </Box>
  );
}
