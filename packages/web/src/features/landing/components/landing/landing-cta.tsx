import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The closing call to action: register, or read the FAQ first. */
export function LandingCta() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ bgcolor: 'action.hover', py: 6 }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="cta-title" variant="h2" sx={{ mb: 1.5 }}>
          {t('cta.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('cta.text')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
          <Button component={RouterLink} to="/account" variant="contained" size="large">
            {t('cta.register')}
          </Button>
          <Button
            component={RouterLink}
            to="/static/faq"
            size="large"
            variant="outlined"
            sx={{ bgcolor: 'background.paper' }}
          >
            {t('cta.faq')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
