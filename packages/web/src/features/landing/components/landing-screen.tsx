import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/Forum';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MicIcon from '@mui/icons-material/Mic';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdSlot } from '../../../components/ui/ad-slot.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

type Feature = {
  key: 'gigs' | 'musikersuche' | 'marktplatz' | 'verzeichnis' | 'themen' | 'messaging' | 'gema';
  to: string;
  Icon: SvgIconComponent;
  /** Spans the whole row (the seventh card would otherwise stand alone). */
  wide?: true;
};

const FEATURES: readonly Feature[] = [
  { key: 'gigs', to: '/gigs', Icon: MicIcon },
  { key: 'musikersuche', to: '/musikersuche', Icon: GroupAddIcon },
  { key: 'marktplatz', to: '/marktplatz', Icon: StorefrontIcon },
  { key: 'verzeichnis', to: '/verzeichnis/musiker', Icon: MenuBookIcon },
  { key: 'themen', to: '/themen', Icon: NewspaperIcon },
  { key: 'messaging', to: '/messaging', Icon: ForumIcon },
  { key: 'gema', to: '/static/faq', Icon: VerifiedUserIcon, wide: true },
];

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

/** The public landing page: what Backline offers, for whom, and how to join. */
export function LandingScreen() {
  const { t } = useTranslation('landing');
  usePageTitle(t('documentTitle'));

  return (
    <>
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

      <Container component="section" maxWidth="lg" aria-labelledby="features-title" sx={{ py: 6 }}>
        <Typography id="features-title" variant="h2" sx={{ mb: 4, textAlign: 'center' }}>
          {t('features.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {FEATURES.map(({ key, to, Icon, wide }) => (
            <Paper
              key={key}
              component="article"
              variant="outlined"
              aria-labelledby={`feature-${key}`}
              sx={{
                p: 3,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
                ...(wide
                  ? { gridColumn: '1 / -1', borderColor: 'primary.main', borderWidth: 2 }
                  : {}),
              }}
            >
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                <Icon aria-hidden="true" />
              </Box>
              <Typography id={`feature-${key}`} variant="h3">
                {t(`features.${key}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ flex: 1 }}>
                {t(`features.${key}.text`)}
              </Typography>
              <Link component={RouterLink} to={to}>
                {t(`features.${key}.link`)}
              </Link>
            </Paper>
          ))}
        </Box>
        <AdSlot />
      </Container>

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
    </>
  );
}
