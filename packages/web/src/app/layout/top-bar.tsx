import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AppLogo } from '../../components/ui/app-logo.tsx';
import { ColorModeSwitch } from '../../components/ui/color-mode-switch.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { UNREAD_MESSAGES_COUNTER } from '@backline/domain';
import { useNavCounter } from '../../lib/nav-counters.ts';
import { AccountArea } from './account-area.tsx';
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts';

const loadDrawer = () => import('./nav-drawer.tsx');
const NavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NavDrawer })));
// The search with its suggestions loads after the first paint, for members (issue 17).
const TopBarSearch = lazy(() =>
  import('../../features/search/components/top-bar-search.tsx').then((module) => ({
    default: module.TopBarSearch,
  })),
);

/** The top bar: mark, main navigation (a drawer below `md`), language, colour mode, account. */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const signedIn = useSession().status === 'authenticated';
  const unreadMessages = useNavCounter(UNREAD_MESSAGES_COUNTER, signedIn);
  const unreadLabel = t('counters.unreadMessages', { count: unreadMessages });

  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
          <IconButton
            edge="start"
            color="inherit"
            onClick={openDrawer}
            onPointerEnter={() => void loadDrawer()}
            aria-label={
              unreadMessages > 0 ? `${t('nav.openMenu')} (${unreadLabel})` : t('nav.openMenu')
            }
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
            <CountBadge count={unreadMessages} placement="corner" />
          </IconButton>
          <Box
            component={RouterLink}
            to="/"
            aria-label={t('logoLabel')}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              display: 'inline-flex',
              borderRadius: 1,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <AppLogo size={26} />
          </Box>
          <Box sx={{ flex: 1 }} />
          {signedIn ? (
            <Suspense fallback={null}>
              <TopBarSearch />
            </Suspense>
          ) : null}
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
            <LanguageSwitch />
            <ColorModeSwitch />
          </Box>
          <AccountArea />
        </Toolbar>
        <Box
          component="nav"
          aria-label={t('nav.label')}
          sx={{ display: { xs: 'none', md: 'block' }, px: 1, pb: 0.5 }}
        >
          <Box
            component="ul"
            sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, overflowX: 'auto' }}
          >
            {NAV_ITEMS.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.key}>
                  <Button
                    component={RouterLink}
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    color={active ? 'primary' : 'inherit'}
                    sx={{
                      whiteSpace: 'nowrap',
                      borderRadius: 1,
                      px: 1.5,
                      position: 'relative',
                      '&[aria-current="page"]::after': {
                        content: '""',
                        position: 'absolute',
                        left: 12,
                        right: 12,
                        bottom: 0,
                        height: 3,
                        borderRadius: 2,
                        bgcolor: 'primary.main',
                      },
                    }}
                  >
                    {t(`nav.${item.key}`)}
                    {item.key === 'messaging' ? (
                      <CountBadge count={unreadMessages} label={unreadLabel} />
                    ) : null}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
