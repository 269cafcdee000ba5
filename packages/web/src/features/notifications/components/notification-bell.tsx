import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { NOTIFICATIONS_COUNTER } from '@backline/domain';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useNavCounter } from '../../../lib/nav-counters.ts';

/**
 * The top bar's bell (signed-in users): the unread count, linking to `/user/notifications`.
 * The count is the navigation counters' (lib/nav-counters.ts): live over the realtime socket,
 * refreshed on navigation, focus and wake-up, and polled while the socket is down. Part of the
 * entry bundle: texts in `common`, no MUI Badge.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const count = useNavCounter(NOTIFICATIONS_COUNTER);
  return (
    <IconButton
      component={RouterLink}
      to="/user/notifications"
      color="inherit"
      aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      aria-current={pathname === '/user/notifications' ? 'page' : undefined}
    >
      <NotificationsIcon />
      <CountBadge count={count} placement="corner" testId="notification-count" />
    </IconButton>
  );
}
