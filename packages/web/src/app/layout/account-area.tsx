import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { visuallyHidden } from '../../components/ui/visually-hidden.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { CONTACT_REQUESTS_COUNTER } from '@backline/domain';
import { useNavCounter } from '../../lib/nav-counters.ts';

const loadMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(() => loadMenu().then((module) => ({ default: module.AccountMenu })));

const MENU_ID = 'account-menu';

/**
 * Signed out: "Log in". Signed in: the notification bell, then name and avatar, opening settings
 * and log out.
 */
export function AccountArea() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const contactRequests = useNavCounter(
    CONTACT_REQUESTS_COUNTER,
    session.status === 'authenticated',
  );

  if (session.status === 'anonymous' || session.status === 'error') {
    // The login screen has its own button; a second one in the bar would only compete with it.
    if (pathname === '/login') return null;
    return (
      <Button component={RouterLink} to="/login" variant="contained" sx={{ whiteSpace: 'nowrap' }}>
        {t('account.login')}
      </Button>
    );
  }
  if (session.status === 'loading') {
    // A placeholder has no role of its own, so it may not carry a name (axe: aria-prohibited-attr);
    // as an indeterminate progress bar it may, and screen readers hear that the account loads.
    return (
      <Skeleton
        variant="circular"
        width={36}
        height={36}
        role="progressbar"
        aria-label={t('loading')}
      />
    );
  }

  const { user } = session;
  return (
    <>
      <NotificationBell />
      <Button
        color="inherit"
        onClick={(event) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? MENU_ID : undefined}
        sx={{ gap: 1, minWidth: 0, px: 1, textTransform: 'none' }}
      >
        <UserAvatar name={user.name} picture={user.picture} seed={user.id} size={34} decorative />
        {/* No aria-label: the name (visually hidden on narrow screens) and a hidden hint name
            the button, so its accessible name begins with the text on it (WCAG 2.5.3). */}
        <Box
          component="span"
          sx={(theme) => ({
            display: 'inline',
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            [theme.breakpoints.down('sm')]: visuallyHidden,
          })}
        >
          {user.name}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {` (${t('account.menu')})`}
        </Box>
        {/* Contact requests wait in the menu's "Kontakte". */}
        <CountBadge
          count={contactRequests}
          label={t('counters.contactRequests', { count: contactRequests })}
        />
      </Button>
      {menuUsed ? (
        <Suspense fallback={null}>
          <AccountMenu
            id={MENU_ID}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            contactRequests={contactRequests}
          />
        </Suspense>
      ) : null}
    </>
  );
}
