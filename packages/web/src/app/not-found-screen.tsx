import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToken } from '../features/auth/hooks/use-token.ts';
import { usePageTitle } from '../lib/page-title.ts';

/** Unknown addresses, malformed parameters, /404, and routes whose screens are not built yet. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;
  usePageTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <TravelExploreIcon color="primary" aria-hidden="true" sx={{ fontSize: 72, mb: 2 }} />
      <Typography variant="overline" component="p" color="text.secondary">
        {t('notFound.code')}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.text')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        {signedIn ? (
          <Button component={RouterLink} to="/home" variant="contained">
            {t('notFound.dashboard')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/" variant="contained">
            {t('notFound.home')}
          </Button>
        )}
        <Button component={RouterLink} to="/static/faq" variant="outlined">
          {t('notFound.faq')}
        </Button>
      </Box>
    </Container>
  );
}
