import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * For administrators and moderators without two-factor sign-in: their tools refuse
 * (`auth.two_factor_setup_required`) until it is on, so the dashboard says so and links there.
 */
export function TwoFactorNotice() {
  const { t } = useTranslation('two-factor');
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button component={RouterLink} to="/user/settings#two-factor" color="inherit" size="small">
          {t('notice.action')}
        </Button>
      }
    >
      <AlertTitle>{t('notice.title')}</AlertTitle>
      {t('notice.text')}
    </Alert>
  );
}

export default TwoFactorNotice;
