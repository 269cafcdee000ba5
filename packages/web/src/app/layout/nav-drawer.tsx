import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MicIcon from '@mui/icons-material/Mic';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AppLogo } from '../../components/ui/app-logo.tsx';
import { ColorModeSwitch } from '../../components/ui/color-mode-switch.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { UNREAD_MESSAGES_COUNTER } from '@backline/domain';
import { useNavCounter } from '../../lib/nav-counters.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items.ts';

const ICONS: Record<NavItem['key'], SvgIconComponent> = {
  home: HomeIcon,
  gigs: MicIcon,
  musikersuche: GroupAddIcon,
  marktplatz: StorefrontIcon,
  verzeichnis: MenuBookIcon,
  themen: NewspaperIcon,
  events: EventIcon,
  messaging: ForumIcon,
  forum: QuestionAnswerIcon,
};

/** The navigation on phones (below `md`), with the language and colour-mode switches. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession().status === 'authenticated';
  const unreadMessages = useNavCounter(UNREAD_MESSAGES_COUNTER, signedIn);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 288, maxWidth: '85vw' }, 'aria-label': t('nav.label') },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <AppLogo size={26} />
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')}>
        <List>
          {NAV_ITEMS.map((item) => {
            const Icon = ICONS[item.key];
            const active = isNavItemActive(item, pathname);
            return (
              <li key={item.key}>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  onClick={onClose}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                >
                  <ListItemIcon>
                    <Icon color={active ? 'primary' : 'inherit'} />
                  </ListItemIcon>
                  <ListItemText primary={t(`nav.${item.key}`)} />
                  {item.key === 'messaging' ? (
                    <CountBadge
                      count={unreadMessages}
                      label={t('counters.unreadMessages', { count: unreadMessages })}
                    />
                  ) : null}
                </ListItemButton>
              </li>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <LanguageSwitch />
        <ColorModeSwitch />
      </Box>
    </Drawer>
  );
}
