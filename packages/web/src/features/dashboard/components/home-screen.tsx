import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MicIcon from '@mui/icons-material/Mic';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Me } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdSlot } from '../../../components/ui/ad-slot.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { isLocale } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

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
    | 'settings';
  to: string;
  Icon: SvgIconComponent;
};

const SHORTCUTS: readonly Shortcut[] = [
  { key: 'gigs', to: '/gigs', Icon: MicIcon },
  { key: 'booking', to: '/booking', Icon: QueueMusicIcon },
  { key: 'musikersuche', to: '/musikersuche', Icon: GroupAddIcon },
  { key: 'marktplatz', to: '/marktplatz', Icon: StorefrontIcon },
  { key: 'verzeichnis', to: '/verzeichnis/musiker', Icon: MenuBookIcon },
  { key: 'themen', to: '/themen', Icon: NewspaperIcon },
  { key: 'highlights', to: '/highlights', Icon: AutoAwesomeIcon },
  { key: 'events', to: '/event', Icon: EventIcon },
  { key: 'messaging', to: '/messaging', Icon: ForumIcon },
  { key: 'settings', to: '/user/settings', Icon: SettingsIcon },
];

export type HomeScreenProps = {
  /** The signed-in user; null while loading. */
  user: Me | null;
  error?: unknown;
  /** Something the user must act on first (e.g. set up two-factor sign-in), above the greeting. */
  notice?: ReactNode;
  /** The user's pages and the pages they follow (pages feature), below the shortcuts. */
  pagesSlot?: ReactNode;
};

/** The dashboard: a greeting and the way into every area of Backline. */
export function HomeScreen({ user, error, notice, pagesSlot }: HomeScreenProps) {
  const { t, i18n } = useTranslation('home');
  usePageTitle(t('documentTitle'));
  const language = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  const today = formatDate(new Date(), { dateStyle: 'full' }, language);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      {notice}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        {user ? (
          <UserAvatar name={user.name} picture={user.picture} size={64} decorative />
        ) : (
          <Skeleton variant="circular" width={64} height={64} />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {user ? t('greeting', { name: user.name }) : <Skeleton width={240} />}
          </Typography>
          <Typography color="text.secondary">{t('today', { date: today })}</Typography>
        </Box>
      </Box>
      <Typography sx={{ mb: 4 }}>{t('intro')}</Typography>

      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('shortcutsTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(5, 1fr)',
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
                  p: 2,
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
                <Typography component="span" sx={{ fontWeight: 700 }}>
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
      {pagesSlot}
      <AdSlot />
    </Container>
  );
}
