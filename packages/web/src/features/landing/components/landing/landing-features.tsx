import Box from '@mui/material/Box';
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
import { AdSlot } from '../../../../components/ui/ad-slot.tsx';

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

/** What Backline offers: a card for each part, with a link to it (and the ad slot below). */
export function LandingFeatures() {
  const { t } = useTranslation('landing');
  return (
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
  );
}
