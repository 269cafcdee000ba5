import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const AUDIENCES = [
  'musicians',
  'bands',
  'venues',
  'companies',
  'organizations',
  'private',
] as const;

/** Decorative level bars, the brand's motif. */
function HeroArt() {
  const bars = [0.45, 0.7, 1, 0.62, 0.85, 0.5, 0.74];
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: { xs: 'none', md: 'flex' },
        alignItems: 'flex-end',
        gap: 1.5,
        height: 240,
        px: 3,
      }}
    >
      {bars.map((height, index) => (
        <Box
          key={index}
          sx={{
            width: 28,
            height: `${height * 100}%`,
            borderRadius: 2,
            bgcolor: index % 3 === 2 ? 'common.white' : 'rgba(255, 255, 255, 0.45)',
          }}
        />
      ))}
    </Box>
  );
}

/** The hero: what Backline is, register and log in, and whom it is for. */
export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #0D47A1 0%, #1565C0 55%, #1976D2 100%)',
        py: { xs: 5, md: 9 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4 }}
      >
        <Box sx={{ maxWidth: 680 }}>
          <Typography variant="overline" component="p" sx={{ opacity: 0.9 }}>
            {t('hero.eyebrow')}
          </Typography>
          {/* The hero is the landing page's header (it has no PageHeader): the same h1. */}
          <Typography id="landing-title" variant="h1" sx={{ my: 2 }}>
            {t('hero.title')}
          </Typography>
          <Typography sx={{ mb: 4, opacity: 0.95 }}>{t('hero.text')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              component={RouterLink}
              to="/account"
              variant="contained"
              size="large"
              sx={{
                bgcolor: 'common.white',
                color: '#0D47A1',
                '&:hover': { bgcolor: '#E3F2FD' },
              }}
            >
              {t('hero.register')}
            </Button>
            <Button
              component={RouterLink}
              to="/login"
              variant="outlined"
              size="large"
              sx={{
                color: 'common.white',
                borderColor: 'rgba(255, 255, 255, 0.8)',
                '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.08)' },
              }}
            >
              {t('hero.login')}
            </Button>
          </Box>
          <Typography component="h2" variant="h3" sx={{ mt: 4, mb: 1 }}>
            {t('hero.audienceLabel')}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {AUDIENCES.map((audience) => (
              <Box
                component="li"
                key={audience}
                sx={{
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 999,
                  border: '1px solid rgba(255, 255, 255, 0.6)',
                  typography: 'body2',
                }}
              >
                {t(`audiences.${audience}`)}
              </Box>
            ))}
          </Box>
        </Box>
        <HeroArt />
      </Container>
    </Box>
  );
}
