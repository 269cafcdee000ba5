import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MicIcon from '@mui/icons-material/Mic';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PeopleIcon from '@mui/icons-material/People';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';
import { hasScreen, type Me } from '@backline/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdSlot } from '../../../components/ui/ad-slot.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader, SectionHeader } from '../../../components/ui/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { isLocale } from '../../../lib/i18n.ts';

type Shortcut = {
  key:
    | 'gigs'
    | 'booking'
    | 'musikersuche'
    | 'marktplatz'
    | 'verzeichnis'
    | 'themen'
    | 'highlights'
    | 'events'
    | 'messaging'
    | 'contacts'
    | 'settings';
  to: string;
  Icon: SvgIconComponent;
};

const ALL_SHORTCUTS: readonly Shortcut[] = [
  { key: 'gigs', to: '/gigs', Icon: MicIcon },
  { key: 'booking', to: '/booking', Icon: QueueMusicIcon },
  { key: 'musikersuche', to: '/musikersuche', Icon: GroupAddIcon },
  { key: 'marktplatz', to: '/marktplatz', Icon: StorefrontIcon },
  { key: 'verzeichnis', to: '/verzeichnis/musiker', Icon: MenuBookIcon },
  { key: 'themen', to: '/themen', Icon: NewspaperIcon },
  { key: 'highlights', to: '/highlights', Icon: AutoAwesomeIcon },
  { key: 'events', to: '/event', Icon: EventIcon },
  { key: 'messaging', to: '/messaging', Icon: ForumIcon },
  { key: 'contacts', to: '/user/contacts', Icon: PeopleIcon },
  { key: 'settings', to: '/user/settings', Icon: SettingsIcon },
];

/** The shortcuts whose screens exist; the others appear once their capability lands. */
const SHORTCUTS = ALL_SHORTCUTS.filter((shortcut) => hasScreen(shortcut.to));

export type HomeScreenProps = {
  /** The signed-in user; null while loading. */
  user: Me | null;
  error?: unknown;
  /** Something the user must act on first (e.g. set up two-factor sign-in), above the greeting. */
  notice?: ReactNode;
  /** What the member came for (conversations, requests, gigs, ratings, news), first. */
  sectionsSlot?: ReactNode;
  /** The user's pages and the pages they follow (pages feature), below the sections. */
  pagesSlot?: ReactNode;
};

/** The dashboard: a greeting, the user's pages and the way into every area of Backline. */
export function HomeScreen({ user, error, notice, sectionsSlot, pagesSlot }: HomeScreenProps) {
  const { t, i18n } = useTranslation('home');
  const language = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  const today = formatDate(new Date(), { dateStyle: 'full' }, language);
  const shortcutsId = useId();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      {notice}
      <PageHeader
        title={user ? t('greeting', { name: user.name }) : t('documentTitle')}
        documentTitle={t('documentTitle')}
        subtitle={`${t('today', { date: today })} ${t('intro')}`}
      />

      {sectionsSlot}

      {pagesSlot}

      <Box component="section" aria-labelledby={shortcutsId} sx={{ mt: { xs: 4, md: 5 } }}>
        <SectionHeader id={shortcutsId} title={t('shortcutsTitle')} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 1, sm: 2 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(5, minmax(0, 1fr))',
            },
          }}
        >
          {SHORTCUTS.map(({ key, to, Icon }) => (
            <li key={key}>
              <Paper variant="outlined" sx={{ height: '100%', overflow: 'hidden' }}>
                <ButtonBase
                  component={RouterLink}
                  to={to}
                  sx={{
                    width: '100%',
                    height: '100%',
                    p: { xs: 1.5, sm: 2 },
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    gap: 0.5,
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <Icon color="primary" aria-hidden="true" />
                  <Typography
                    component="span"
                    variant="h3"
                    // Two tiles side by side on a 360 px phone: a smaller title keeps a long word
                    // ("Einstellungen") whole instead of breaking it mid-word.
                    sx={(theme) => ({
                      overflowWrap: 'anywhere',
                      fontSize: { xs: '1.0625rem', sm: theme.typography.h3.fontSize },
                    })}
                  >
                    {t(`shortcuts.${key}.title`)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t(`shortcuts.${key}.text`)}
                  </Typography>
                </ButtonBase>
              </Paper>
            </li>
          ))}
        </Box>
      </Box>
      <AdSlot />
    </Container>
  );
}
