import Button from '@mui/material/Button';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import type { ContextRef, PartyRef } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newConversationPath } from '../api/chat-paths.ts';

export type MessageButtonProps = {
  /** Whom the message goes to: a user or a page. */
  to: PartyRef;
  /** What it is about (a gig, an application, a page), shown in the chat's header. */
  context?: ContextRef;
  /** The button's words; "Nachricht schreiben" unless said otherwise. */
  label?: string;
  variant?: 'contained' | 'outlined' | 'text';
  /** Who writes (a page the viewer speaks for, e.g. the band that applied); asked else. */
  as?: PartyRef;
  size?: 'small' | 'medium';
  /** The accessible name when the words alone do not say whom it goes to. */
  ariaLabel?: string;
};

/**
 * The way into a conversation from a profile, a page or an offer: a link to the chat with this
 * party (and context), which continues the conversation when there is one. The screen that shows
 * it loads the `messaging` texts with its route.
 */
export function MessageButton({
  to,
  context,
  label,
  variant = 'outlined',
  as,
  size,
  ariaLabel,
}: MessageButtonProps) {
  const { t } = useTranslation('messaging');
  return (
    <Button
      component={RouterLink}
      to={newConversationPath(to, context, as)}
      variant={variant}
      {...(size ? { size } : {})}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      startIcon={<MailOutlineIcon />}
    >
      {label ?? t('button')}
    </Button>
  );
}
