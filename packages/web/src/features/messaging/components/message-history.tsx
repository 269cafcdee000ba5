import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { type Message } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { preloadConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { dayKey, dayLabel } from './message-time.ts';
import { MessageAttachments } from './message-attachments.tsx';
import { MessageText } from './message-text.tsx';

export function MessageHistory({
  messages,
  partnerName,
  unreadFrom,
  seenId = null,
  onDelete,
}: {
  messages: readonly Message[];
  partnerName: string;
  unreadFrom: string | null;
  /** My last message the partner has read: "Gelesen" below it. */
  seenId?: string | null;
  onDelete: (message: Message) => void;
}) {
  const { t } = useTranslation('messaging');
  const words = { today: t('chat.today'), yesterday: t('chat.yesterday') };
  return (
    <Stack sx={{ gap: 1 }}>
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const newDay = !previous || dayKey(previous.sentAt) !== dayKey(message.sentAt);
        return (
          <Stack key={message.id} sx={{ gap: 1 }}>
            {newDay ? (
              <Divider>
                <Typography variant="caption" color="text.secondary">
                  {dayLabel(message.sentAt, words)}
                </Typography>
              </Divider>
            ) : null}
            {message.id === unreadFrom ? (
              <Divider
                data-testid="unread-separator"
                sx={{ '&::before, &::after': { borderColor: 'primary.main' } }}
              >
                <Typography variant="caption" color="primary">
                  {t('chat.unreadSeparator')}
                </Typography>
              </Divider>
            ) : null}
            <MessageBubble message={message} partnerName={partnerName} onDelete={onDelete} />
            {message.id === seenId ? (
              <Typography
                variant="caption"
                color="text.secondary"
                data-testid="seen-receipt"
                sx={{ alignSelf: 'flex-end', mt: -0.5, px: 1 }}
              >
                {t('chat.seen')}
              </Typography>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

function MessageBubble({
  message,
  partnerName,
  onDelete,
}: {
  message: Message;
  partnerName: string;
  onDelete: (message: Message) => void;
}) {
  const { t } = useTranslation('messaging');
  const time = formatDateTime(message.sentAt);
  const deleted = message.deleted || message.text === null;
  return (
    <Box
      data-testid="message"
      data-mine={message.mine}
      sx={{
        alignSelf: message.mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '88%', sm: '75%' },
        display: 'flex',
        flexDirection: message.mine ? 'row-reverse' : 'row',
        alignItems: 'flex-start',
        gap: 0.5,
      }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2.5,
          minWidth: 0,
          bgcolor: message.mine ? 'primary.main' : 'action.selected',
          color: message.mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {message.mine ? t('you', { text: '' }) : `${partnerName}: `}
        </Box>
        {deleted ? null : <MessageAttachments attachments={message.attachments} />}
        {!deleted && !message.text ? null : (
          <Typography
            variant="body1"
            component="p"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontStyle: deleted ? 'italic' : undefined,
            }}
          >
            {deleted ? t('deleted') : <MessageText text={message.text ?? ''} />}
          </Typography>
        )}
        <Typography
          variant="caption"
          component="time"
          dateTime={message.sentAt}
          sx={{ display: 'block', textAlign: 'right', color: 'inherit' }}
        >
          {time}
        </Typography>
      </Box>
      {message.mine && !deleted ? (
        <IconButton
          size="small"
          aria-label={t('chat.deleteLabel', { time })}
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          onClick={() => onDelete(message)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
