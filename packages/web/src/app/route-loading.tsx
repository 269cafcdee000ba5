import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** While a screen's code or its guard is still on its way. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
