import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  NOTIFICATIONS_COUNTER,
  notificationDetail,
  notificationValues,
  type Notification,
  type NotificationPage,
} from '@backline/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { getNavCounter, setNavCounter } from '../../../lib/nav-counters.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATIONS_LIST_KEY,
  deleteNotification,
  notificationsListQuery,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/notifications-api.ts';
import { kindKey } from '../../../lib/i18n-resources.ts';
import { relativeTime } from '../relative-time.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

type Pages = InfiniteData<NotificationPage, string | undefined>;

/** `/user/notifications`: newest first, unread highlighted; open, mark read, delete, load more. */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationsListQuery);

  /** Applies a change to the cached pages and the bell, without asking the server again. */
  const update = (unread: number, change: (items: Notification[]) => Notification[]) => {
    queryClient.setQueryData<Pages>(NOTIFICATIONS_LIST_KEY, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({ ...page, unread, items: change(page.items) })),
          }
        : data,
    );
    setNavCounter(queryClient, NOTIFICATIONS_COUNTER, unread);
  };
  /**
   * Reading is safe to show at once (optimistic): the notice looks read and the count drops
   * before the server answers; if it refuses, the list and the bell go back to what they were.
   */
  const readOptimistically = async (change: (items: Notification[]) => Notification[]) => {
    await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_LIST_KEY });
    const previous = {
      list: queryClient.getQueryData<Pages>(NOTIFICATIONS_LIST_KEY),
      unread: getNavCounter(queryClient, NOTIFICATIONS_COUNTER),
    };
    const items = previous.list?.pages.flatMap((page) => page.items) ?? [];
    const stillUnread = change(items).filter((item) => !item.read).length;
    const hiddenUnread =
      (previous.list?.pages[0]?.unread ?? 0) - items.filter((i) => !i.read).length;
    update(Math.max(0, hiddenUnread) + stillUnread, change);
    return previous;
  };
  const rollback = (previous: Awaited<ReturnType<typeof readOptimistically>> | undefined) => {
    if (!previous) return;
    queryClient.setQueryData(NOTIFICATIONS_LIST_KEY, previous.list);
    if (previous.unread !== undefined) {
      setNavCounter(queryClient, NOTIFICATIONS_COUNTER, previous.unread);
    }
  };
  const readOne = (id: string) => (items: Notification[]) =>
    items.map((item) => (item.id === id ? { ...item, read: true } : item));
  const readAll = (items: Notification[]) => items.map((item) => ({ ...item, read: true }));

  const markRead = useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onMutate: (id) => readOptimistically(readOne(id)),
    onError: (_error, _id, previous) => rollback(previous),
    // The server's count is the truth (notices on later pages count too).
    onSuccess: ({ unread }, id) => update(unread, readOne(id)),
  });
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => readOptimistically(readAll),
    onError: (_error, _variables, previous) => rollback(previous),
    onSuccess: ({ unread }) => update(unread, readAll),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteNotification(id),
    onSuccess: ({ unread }, id) =>
      update(unread, (items) => items.filter((item) => item.id !== id)),
  });

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  // The list's count is the freshest: the bell shows it too.
  useEffect(() => {
    if (list.data) setNavCounter(queryClient, NOTIFICATIONS_COUNTER, unread);
  }, [list.data, unread, queryClient]);

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 760 }}>
      <PageHeader
        title={t('title')}
        subtitle={
          <>
            {t('intro')}{' '}
            <Link component={RouterLink} to="/user/appsettings">
              {t('settingsLink')}
            </Link>
          </>
        }
      />
      <ErrorAlert error={markRead.error ?? markAll.error ?? remove.error} sx={{ mb: 2 }} />
      {list.isError && !list.data ? (
        <ErrorState
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}
      {list.isPending ? <CardSkeletons leading="circle" /> : null}
      {list.data ? (
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: 1.5,
          }}
        >
          <Typography variant="body2" color="text.secondary" role="status">
            {t('unreadCount', { count: unread })}
          </Typography>
          <Button
            size="small"
            startIcon={<DoneAllIcon />}
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('markAllRead')}
          </Button>
        </Stack>
      ) : null}
      {list.data && items.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          text={t('empty')}
          action={
            <Button component={RouterLink} to="/gigs" variant="contained">
              {t('emptyAction')}
            </Button>
          }
        />
      ) : null}
      {items.length > 0 ? (
        <CardList aria-label={t('listLabel')}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onMarkRead={() => {
                if (!notification.read) markRead.mutate(notification.id);
              }}
              onDelete={() => remove.mutate(notification.id)}
              busy={remove.isPending && remove.variables === notification.id}
            />
          ))}
        </CardList>
      ) : null}
      {list.hasNextPage ? (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </Box>
  );
}

function NotificationItem({
  notification,
  onMarkRead,
  onDelete,
  busy,
}: {
  notification: Notification;
  /** Marks an unread notice read (a click on it; the link then opens its path). */
  onMarkRead: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('notifications');
  const language = currentLanguage();
  const format = (iso: string) => formatDateTime(iso, language);
  const text = t(
    `kinds.${kindKey(notification.kind)}`,
    notificationValues(notification.kind, notification.params, format) as Record<string, unknown>,
  );
  const detail = notificationDetail(notification.kind, notification.params, format);
  const absolute = formatDateTime(notification.createdAt, language);
  const textId = `notification-${notification.id}`;
  const unread = !notification.read;
  const body = (
    <>
      <Box component="span" id={textId} sx={{ display: 'block', fontWeight: unread ? 600 : 400 }}>
        {unread ? <Box component="span" sx={visuallyHidden}>{`${t('unread')}: `}</Box> : null}
        {text}
      </Box>
      {detail ? (
        <Box
          component="span"
          sx={{ display: 'block', color: 'text.secondary', fontStyle: 'italic', mt: 0.5 }}
        >
          {detail}
        </Box>
      ) : null}
      <Box
        component="time"
        dateTime={notification.createdAt}
        title={absolute}
        sx={{ display: 'block', color: 'text.secondary', typography: 'body2', mt: 0.5 }}
      >
        {relativeTime(notification.createdAt, language) ?? absolute}
      </Box>
    </>
  );
  const actionSx = {
    flex: 1,
    minWidth: 0,
    textAlign: 'left',
    color: 'text.primary',
    textDecoration: 'none',
    p: 1.5,
    borderRadius: 1,
    font: 'inherit',
    background: 'none',
    border: 0,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
  } as const;

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        border: 1,
        borderColor: unread ? 'primary.main' : 'divider',
        borderLeftWidth: unread ? 4 : 1,
        borderRadius: 2,
        bgcolor: unread ? 'action.selected' : 'background.paper',
      }}
    >
      {notification.path ? (
        <Box component={RouterLink} to={notification.path} onClick={onMarkRead} sx={actionSx}>
          {body}
        </Box>
      ) : (
        <Box
          component={unread ? 'button' : 'div'}
          {...(unread ? { type: 'button', onClick: onMarkRead, title: t('markRead') } : {})}
          sx={{
            ...actionSx,
            cursor: unread ? 'pointer' : 'default',
            '&:hover': unread ? { bgcolor: 'action.hover' } : {},
          }}
        >
          {body}
        </Box>
      )}
      <IconButton
        aria-label={t('deleteLabel')}
        aria-describedby={textId}
        onClick={onDelete}
        disabled={busy}
        sx={{ m: 0.5 }}
      >
        <DeleteOutlinedIcon />
      </IconButton>
    </Box>
  );
}
