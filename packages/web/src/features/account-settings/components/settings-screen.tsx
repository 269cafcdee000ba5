import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Me } from '@backline/domain';
import { PageHeader, SectionHeader } from '../../../components/ui/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { ContactSetting } from './contact-settings.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { SessionList } from './session-list.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

/**
 * `/user/settings`: account (e-mail, phone, password; every change asks for the current
 * password), the signed-in devices and security.
 */
export function SettingsScreen({
  user,
  onUserChanged,
  security,
}: {
  user: Me;
  onUserChanged: () => Promise<unknown>;
  /** The security section's cards (second factor, deactivation, deletion), given by the route. */
  security?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 640 }}>
      <PageHeader title={t('title')} />
      <Box component="section" aria-labelledby="account-title">
        <SectionHeader id="account-title" title={t('account.title')} />
        <ContactSetting kind="email" user={user} onUserChanged={onUserChanged} />
        <Divider />
        <ContactSetting kind="phone" user={user} onUserChanged={onUserChanged} />
        <Divider />
        <PasswordChangeForm />
        {user.pending.passwordReset ? (
          <Typography variant="body2" color="text.secondary">
            {t('account.passwordResetPending', {
              date: formatDateTime(user.pending.passwordReset.requestedAt),
            })}
          </Typography>
        ) : null}
      </Box>
      <SessionList />
      <Box component="section" aria-labelledby="security-title" sx={{ mt: 4 }}>
        <SectionHeader id="security-title" title={t('security.title')} />
        {security}
      </Box>
    </Box>
  );
}
