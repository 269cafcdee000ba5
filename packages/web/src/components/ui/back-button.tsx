import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBackTarget } from '../../lib/back-navigation.ts';

/** For detail screens: back to the last visited list route (default /home). */
export function BackButton() {
  const { t } = useTranslation();
  const target = useBackTarget();
  return (
    <Button component={RouterLink} to={target} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('back')}
    </Button>
  );
}
