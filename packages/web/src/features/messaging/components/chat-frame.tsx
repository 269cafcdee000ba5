import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Conversation, type Party } from '@backline/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { conversationChanged, updateConversation } from '../api/messaging-api.ts';

/** The full height of the window below the top bar: header, history, and the composer at the foot. */
export function ChatFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        mx: 'auto',
        width: '100%',
        maxWidth: 860,
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
        minHeight: 360,
      }}
    >
      {header}
      {children}
    </Box>
  );
}

function BackLink() {
  const { t } = useTranslation('messaging');
  return (
    <IconButton component={RouterLink} to="/messaging" aria-label={t('chat.back')} edge="start">
      <ArrowBackIcon />
    </IconButton>
  );
}

export function ChatHeader({
  title,
  partner,
  lines,
  actions,
}: {
  title: string;
  partner?: Party;
  lines?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box component="header" sx={{ py: { xs: 1, sm: 2 }, flexShrink: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
        <BackLink />
        {partner ? (
          <UserAvatar
            name={partner.name}
            picture={partner.picture}
            seed={partner.id}
            size={40}
            shape={partner.kind === 'page' ? 'rounded' : 'circular'}
            decorative
          />
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
          >
            {partner?.resource ? (
              <Link component={RouterLink} to={partner.resource} color="inherit">
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {lines}
        </Box>
        {actions}
      </Stack>
    </Box>
  );
}

export function ConversationLines({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messaging');
  const { me, context } = conversation;
  if (me.kind !== 'page' && !context) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {me.kind === 'page' ? t('chat.asMe', { name: me.name }) : null}
      {me.kind === 'page' && context ? ' · ' : null}
      {context ? (
        context.resource ? (
          <Link component={RouterLink} to={context.resource}>
            {t(`chat.context.${context.kind}`, { title: context.title })}
          </Link>
        ) : (
          t('chat.contextGone', { title: context.title })
        )
      ) : null}
    </Typography>
  );
}

export function ConversationMenu({
  conversation,
  onError,
}: {
  conversation: Conversation;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('messaging');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const update = useMutation({
    mutationFn: (changes: { archived?: boolean; muted?: boolean }) =>
      updateConversation(conversation.id, changes),
    onSuccess: (next, changes) => {
      const done =
        changes.archived !== undefined
          ? changes.archived
            ? 'archived'
            : 'unarchived'
          : changes.muted
            ? 'muted'
            : 'unmuted';
      notify({ message: t(`chat.done.${done}`) });
      return conversationChanged(queryClient, conversation.id, next);
    },
    onError,
  });
  const choose = (changes: { archived?: boolean; muted?: boolean }) => {
    setAnchor(null);
    onError(null);
    update.mutate(changes);
  };
  return (
    <>
      <IconButton
        aria-label={t('chat.menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={update.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        edge="end"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose({ archived: !conversation.archived })}>
          <ListItemIcon>
            {conversation.archived ? (
              <UnarchiveIcon fontSize="small" />
            ) : (
              <ArchiveIcon fontSize="small" />
            )}
          </ListItemIcon>
          {conversation.archived ? t('chat.unarchive') : t('chat.archive')}
        </MenuItem>
        <MenuItem onClick={() => choose({ muted: !conversation.muted })}>
          <ListItemIcon>
            <NotificationsOffIcon fontSize="small" />
          </ListItemIcon>
          {conversation.muted ? t('chat.unmute') : t('chat.mute')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** Below the history: "… schreibt gerade" while the partner types (a line kept free otherwise). */
export function TypingLine({ name }: { name: string | null }) {
  const { t } = useTranslation('messaging');
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      role="status"
      sx={{ minHeight: 20, px: 1, fontStyle: 'italic' }}
    >
      {name ? t('chat.typing', { name }) : null}
    </Typography>
  );
}
