import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Conversation } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { conversationPath } from '../api/chat-paths.ts';
import { shortWhen } from './message-time.ts';

/**
 * One conversation in a list (`/messaging`, the dashboard): the partner, the topic, the last
 * message and when; unread ones say how many and their last message stands out.
 */
export function ConversationCard({
  conversation,
  headingComponent,
  avatarSize = 48,
}: {
  conversation: Conversation;
  /** `h3` inside a section with its own heading (the dashboard). */
  headingComponent?: 'h2' | 'h3';
  avatarSize?: number;
}) {
  const { t } = useTranslation('messaging');
  const { partner, me, context, lastMessage, unread } = conversation;
  const meta = [context?.title, me.kind === 'page' ? t('as', { name: me.name }) : null]
    .filter(Boolean)
    .join(' · ');
  // A message of files only has no text: "Anhang" stands for it.
  const shown = lastMessage?.text || t('attachmentOnly');
  const preview = !lastMessage
    ? t('noMessage')
    : lastMessage.deleted || lastMessage.text === null
      ? t('deleted')
      : lastMessage.mine
        ? t('you', { text: shown })
        : shown;
  return (
    <EntityCard
      to={conversationPath(conversation.id)}
      title={partner.name}
      {...(headingComponent ? { headingComponent } : {})}
      leading={
        <UserAvatar
          name={partner.name}
          picture={partner.picture}
          seed={partner.id}
          size={avatarSize}
          shape={partner.kind === 'page' ? 'rounded' : 'circular'}
          decorative
        />
      }
      meta={meta || undefined}
      badges={unread > 0 ? <Badge tone="primary">{t('unread', { count: unread })}</Badge> : null}
      facts={
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', minWidth: 0 }}>
          <Box
            component="span"
            sx={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontStyle: lastMessage?.deleted ? 'italic' : undefined,
              color: unread > 0 ? 'text.primary' : 'text.secondary',
              fontWeight: unread > 0 ? 600 : undefined,
            }}
          >
            {preview}
          </Box>
          {lastMessage ? (
            <Box
              component="time"
              dateTime={lastMessage.sentAt}
              sx={{ color: 'text.secondary', flexShrink: 0 }}
            >
              {shortWhen(lastMessage.sentAt)}
            </Box>
          ) : null}
        </Stack>
      }
    />
  );
}
