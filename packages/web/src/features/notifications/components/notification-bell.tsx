import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UNREAD_COUNT_KEY, fetchUnreadCount } from '../api/unread-count.ts';

/** How often an open, visible app asks for the unread count (realtime comes with messaging). */
export const UNREAD_REFRESH_MS = 60_000;
/** A count younger than this is not asked for again on navigation. */
const UNREAD_STALE_MS = 15_000;

/**
 * The top bar's bell (signed-in users): the unread count, linking to `/user/notifications`.
 * Refreshed on navigation, when the window gets focus, on wake-up (stale queries, lib/device) and
 * every minute while the app is visible. Part of the entry bundle: texts in `common`, no MUI Badge.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    staleTime: UNREAD_STALE_MS,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: UNREAD_COUNT_KEY, stale: true, type: 'active' });
  }, [pathname, queryClient]);

  const count = unread.data ?? 0;
  return (
    <IconButton
      component={RouterLink}
      to="/user/notifications"
      color="inherit"
      aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      aria-current={pathname === '/user/notifications' ? 'page' : undefined}
    >
      <NotificationsIcon />
      {count > 0 ? (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="notification-count"
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: 'error.dark',
            color: '#fff',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      ) : null}
    </IconButton>
  );
}
